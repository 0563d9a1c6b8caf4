// Formats of the info cards (spec sections 2 and 9): coordinates with 6
// decimals, speed, course and draught with 1 decimal, 'N/A' when missing.
import type { Aton } from '../../protocol/atons';
import { vesselCategory, type Vessel } from '../../protocol/vessels';
import { formatLat, formatLon } from '../format/coords';
import { pl } from '../i18n/pl';

const NA = pl.cards.notAvailable;
const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export const CARD_POSITION_DECIMALS = 6;

export function formatPosition(latDeg: number | null | undefined, lonDeg: number | null | undefined): string {
  return present(latDeg) && present(lonDeg) ? `${formatLat(latDeg, CARD_POSITION_DECIMALS)} ${formatLon(lonDeg, CARD_POSITION_DECIMALS)}` : NA;
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return NA;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NA : date.toLocaleString('pl-PL');
}

/** The vessel card's fields, in the spec's order. */
export function vesselFields(v: Vessel): [label: string, value: string][] {
  const dims = [v.to_bow, v.to_stern, v.to_port, v.to_starboard];
  const known = dims.every(present);
  const labels = pl.cards.vessel;
  return [
    [labels.mmsi, v.mmsi || NA],
    [labels.type, v.vessel_type === null ? NA : pl.vesselCategories[vesselCategory(v.vessel_type)]],
    [labels.dimensions, known ? pl.units.dimensions((v.to_bow ?? 0) + (v.to_stern ?? 0), (v.to_port ?? 0) + (v.to_starboard ?? 0)) : NA],
    [labels.position, formatPosition(v.latitude, v.longitude)],
    [labels.speed, present(v.speed) ? pl.units.knots(v.speed.toFixed(1)) : NA],
    [labels.course, present(v.course) ? pl.units.degrees(v.course.toFixed(1)) : NA],
    [labels.heading, present(v.heading) ? pl.units.degrees(String(v.heading)) : NA],
    [labels.draught, present(v.draught) ? pl.units.metres(v.draught.toFixed(1)) : NA],
    [labels.status, v.nav_status ? pl.navStatuses[v.nav_status] : NA],
  ];
}

/** The aid-type description from the catalogue, falling back to the raw value. */
export function atonTypeText(aidType: number | null | undefined): string {
  if (aidType === null || aidType === undefined) return NA;
  return pl.atonTypes[aidType] ?? String(aidType);
}

export function atonFields(a: Aton): [label: string, value: string][] {
  const labels = pl.cards.aton;
  return [
    [labels.mmsi, a.mmsi || NA],
    [labels.type, atonTypeText(a.aid_type)],
    [labels.position, formatPosition(a.latitude, a.longitude)],
    [labels.lastReport, formatTime(a.last_reported)],
  ];
}
