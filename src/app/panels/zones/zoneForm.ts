// The zone form's rules: a name (1 to ZONE_NAME_MAX characters), the
// rules (entry, exit, no anchoring as switches; the speed limit empty for
// none or a number above 0 and at most ZONE_MAX_SPEED_LIMIT_KN), the
// outline 3 to 500 points (the tool's; the server checks it is simple and
// answers in Polish). Pure: tested in zoneForm.test.ts.
import { ZONE_MAX_POINTS, ZONE_MAX_SPEED_LIMIT_KN, ZONE_MIN_POINTS, ZONE_NAME_MAX, type Zone, type ZoneInput, type ZonePoint, type ZoneRules } from '../../../protocol/zones';
import { pl } from '../../i18n/pl';
import { isBlank, numberText, parseDecimal, type FieldErrors } from '../common/formRules';

export interface ZoneFormValues {
  name: string;
  speedLimit: string;
}
export type ZoneField = keyof ZoneFormValues;
export type ZoneSwitches = Pick<ZoneRules, 'entry' | 'exit' | 'no_anchoring'>;

export const EMPTY_ZONE_FORM: ZoneFormValues = { name: '', speedLimit: '' };
export const NO_SWITCHES: ZoneSwitches = { entry: false, exit: false, no_anchoring: false };

export function zoneFormOf(zone: Zone): { values: ZoneFormValues; switches: ZoneSwitches } {
  return {
    values: { name: zone.name, speedLimit: numberText(zone.rules.speed_limit_kn).replace('.', ',') },
    switches: { entry: zone.rules.entry, exit: zone.rules.exit, no_anchoring: zone.rules.no_anchoring },
  };
}

const speedOf = (text: string): number | null | undefined => {
  if (isBlank(text)) return null;
  const n = parseDecimal(text);
  return n !== null && n > 0 && n <= ZONE_MAX_SPEED_LIMIT_KN ? n : undefined;
};

export function validateZoneForm(values: ZoneFormValues, polygon: readonly ZonePoint[] | null): FieldErrors<ZoneField | 'polygon'> {
  const t = pl.zoneForm;
  const errors: FieldErrors<ZoneField | 'polygon'> = {};
  if (isBlank(values.name)) errors.name = t.nameRequired;
  else if (values.name.trim().length > ZONE_NAME_MAX) errors.name = t.nameTooLong(ZONE_NAME_MAX);
  if (speedOf(values.speedLimit) === undefined) errors.speedLimit = t.speedInvalid(ZONE_MAX_SPEED_LIMIT_KN);
  if (polygon && (polygon.length < ZONE_MIN_POINTS || polygon.length > ZONE_MAX_POINTS)) errors.polygon = t.pointsInvalid(ZONE_MIN_POINTS, ZONE_MAX_POINTS);
  return errors;
}

/** The body of a POST (with the outline) or a PATCH (without); null while the form has errors. */
export function zoneInputOf(values: ZoneFormValues, switches: ZoneSwitches, polygon: ZonePoint[] | null): Partial<ZoneInput> | null {
  const speed = speedOf(values.speedLimit);
  if (speed === undefined || Object.keys(validateZoneForm(values, polygon)).length > 0) return null;
  const body: Partial<ZoneInput> = { name: values.name.trim(), rules: { ...switches, speed_limit_kn: speed } };
  if (polygon) body.polygon = polygon;
  return body;
}

/** The rules in a few words for the list ('wejście, limit 8 kn'). */
export function rulesText(rules: ZoneRules): string {
  const t = pl.zonesPanel;
  const parts: string[] = [];
  if (rules.entry) parts.push(t.ruleEntry);
  if (rules.exit) parts.push(t.ruleExit);
  if (rules.speed_limit_kn !== null) parts.push(t.ruleSpeed(String(rules.speed_limit_kn).replace('.', ',')));
  if (rules.no_anchoring) parts.push(t.ruleNoAnchoring);
  return parts.length === 0 ? t.rulesNone : parts.join(', ');
}
