// Cell texts of the vessels list: speed and course to 1 decimal (spec
// section 9), the age of the last report in s, min or h, 'N/A' when missing.
import { vesselCategory } from '../../../protocol/vessels';
import { pl } from '../../i18n/pl';

const v = pl.vesselsPanel;

export function speedText(knots: number): string {
  return Number.isFinite(knots) ? v.speed(knots.toFixed(1)) : v.notAvailable;
}

export function courseText(degrees: number): string {
  return Number.isFinite(degrees) ? v.course(degrees.toFixed(1)) : v.notAvailable;
}

export function typeText(code: number): string {
  return code < 0 ? v.notAvailable : pl.vesselCategories[vesselCategory(code)];
}

export function ageText(reportedAtMs: number, nowMs: number): string {
  if (!Number.isFinite(reportedAtMs)) return v.notAvailable;
  const s = Math.max(0, Math.floor((nowMs - reportedAtMs) / 1000));
  if (s < 60) return v.ageSeconds(s);
  if (s < 3600) return v.ageMinutes(Math.floor(s / 60));
  return v.ageHours(Math.floor(s / 3600));
}
