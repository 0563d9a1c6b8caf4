// The navigation warning card's fields (spec sections 2 and 3): Title,
// Type, Publication, Cancellation ('-' when none), Series (name, number,
// year), Area, Locality, Affected Charts.
import type { LocationName, NavWarning } from '../../protocol/streams';
import { pl } from '../i18n/pl';
import { formatTime } from './cardFormat';

const DASH = pl.cards.dash;

const clean = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const orDash = (value: unknown): string => clean(value) || DASH;

/** Every location name of a general area or locality list, joined. */
export function locationNames(list: readonly LocationName[] | null | undefined): string {
  const names = (list ?? []).flatMap((entry) => (entry?.location_name ?? []).map((name) => clean(name?.text))).filter((t) => t !== '');
  return names.length > 0 ? names.join(', ') : DASH;
}

/** A date of the warning as local time; the raw text when it is not a date; '-' when missing. */
const warningTime = (value: string | null | undefined): string => {
  if (!clean(value)) return DASH;
  const text = formatTime(value);
  return text === pl.cards.notAvailable ? clean(value) : text;
};

export function navWarningFields(w: NavWarning): [label: string, value: string][] {
  const labels = pl.cards.navWarning;
  const series = w.message_series_identifier;
  const seriesText = series ? labels.seriesValue(clean(series.name_of_series), clean(series.warning_number), clean(series.year)).trim() : '';
  return [
    [labels.warnTitle, orDash(w.nav_warn_title?.text)],
    [labels.type, orDash(w.nav_warn_type_general)],
    [labels.publication, warningTime(w.publication_time)],
    [labels.cancellation, warningTime(w.cancellation_date)],
    [labels.series, seriesText && seriesText !== '/' ? seriesText : DASH],
    [labels.area, locationNames(w.general_area)],
    [labels.locality, locationNames(w.locality)],
    [labels.affectedCharts, (w.affected_chart_publications ?? []).map(clean).filter((c) => c !== '').join(', ') || DASH],
  ];
}

/** Where the warning's symbol stands: the first coordinate of part[0].geometry[0] ([lat, lon]), or null (then it is skipped). */
export function navWarningAnchor(w: NavWarning): { latDeg: number; lonDeg: number } | null {
  const first = w.part?.[0]?.geometry?.[0]?.coords?.[0];
  if (!Array.isArray(first) || first.length < 2) return null;
  const [latDeg, lonDeg] = first;
  return typeof latDeg === 'number' && typeof lonDeg === 'number' && Number.isFinite(latDeg) && Number.isFinite(lonDeg) ? { latDeg, lonDeg } : null;
}
