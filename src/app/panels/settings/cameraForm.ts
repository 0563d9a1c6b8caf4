// The camera add and edit forms' rules (spec section 5, "Camera form"):
// angles 0-360; port 8008 when empty or invalid; latitude and longitude 0
// when they do not parse; no required fields. A number typed outside its
// bounds, or a snapshot address that is not a web address, gets the
// console's Polish message at its field (not the browser's bubble).
import { CAMERA_DEFAULT_PORT, SIMULATED_CAMERA_TYPE, type Camera, type CameraInput } from '../../../protocol/cameras';
import { pl } from '../../i18n/pl';
import type { FieldErrors } from '../common/formRules';

export const CAMERA_ANGLE_MIN_DEG = 0;
export const CAMERA_ANGLE_MAX_DEG = 360;
// Ranges in metres, 0-10000, on BOTH forms. The spec's edit form states 0-50
// (its input attributes), which cannot hold a camera added with, say,
// 2000 m: the browser would refuse to submit the edit form of every camera
// that sees further than 50 m. The add form's metres are the unit the
// cameras are stored in, so both forms use 0-10000 m.
export const CAMERA_RANGE_MIN_M = 0;
export const CAMERA_RANGE_MAX_M = 10_000;
export const CAMERA_PORT_MAX = 65_535;

/** The form's fields as typed. */
export interface CameraFormValues {
  name: string;
  camera_type: string;
  ip_address: string;
  port: string;
  latitude: string;
  longitude: string;
  angle_min: string;
  angle_max: string;
  range_min: string;
  range_max: string;
  login: string;
  password: string;
  snapshot_url: string;
}

export const CAMERA_FORM_FIELDS = Object.keys({
  name: 0,
  camera_type: 0,
  ip_address: 0,
  port: 0,
  latitude: 0,
  longitude: 0,
  angle_min: 0,
  angle_max: 0,
  range_min: 0,
  range_max: 0,
  login: 0,
  password: 0,
  snapshot_url: 0,
} satisfies Record<keyof CameraFormValues, 0>) as (keyof CameraFormValues)[];

/** A new camera's form: the built-in type, a full circle, 0-1000 m. */
export function emptyCameraForm(): CameraFormValues {
  return {
    name: '',
    camera_type: SIMULATED_CAMERA_TYPE,
    ip_address: '',
    port: String(CAMERA_DEFAULT_PORT),
    latitude: '',
    longitude: '',
    angle_min: '0',
    angle_max: '360',
    range_min: '0',
    range_max: '1000',
    login: '',
    password: '',
    snapshot_url: '',
  };
}

export function cameraToForm(c: Camera): CameraFormValues {
  return {
    name: c.name,
    camera_type: c.camera_type,
    ip_address: c.ip_address,
    port: String(c.port),
    latitude: String(c.latitude),
    longitude: String(c.longitude),
    angle_min: String(c.angle_min),
    angle_max: String(c.angle_max),
    range_min: String(c.range_min),
    range_max: String(c.range_max),
    login: c.login,
    password: c.password,
    snapshot_url: c.snapshot_url,
  };
}

/** The port: 8008 when empty or not a whole number 1-65535. */
export function portOf(text: string): number {
  const trimmed = text.trim();
  const port = Number(trimmed);
  return /^\d+$/.test(trimmed) && port >= 1 && port <= CAMERA_PORT_MAX ? port : CAMERA_DEFAULT_PORT;
}

/** A latitude or longitude: 0 when it does not parse. */
export function coordinateOf(text: string): number {
  const value = Number.parseFloat(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** A number within [min, max]; `min` when it does not parse. */
export function boundedOf(text: string, min: number, max: number): number {
  const value = Number.parseFloat(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

export function formToCameraInput(v: CameraFormValues): CameraInput {
  return {
    name: v.name.trim(),
    camera_type: v.camera_type.trim(),
    ip_address: v.ip_address.trim(),
    port: portOf(v.port),
    latitude: coordinateOf(v.latitude),
    longitude: coordinateOf(v.longitude),
    angle_min: boundedOf(v.angle_min, CAMERA_ANGLE_MIN_DEG, CAMERA_ANGLE_MAX_DEG),
    angle_max: boundedOf(v.angle_max, CAMERA_ANGLE_MIN_DEG, CAMERA_ANGLE_MAX_DEG),
    range_min: boundedOf(v.range_min, CAMERA_RANGE_MIN_M, CAMERA_RANGE_MAX_M),
    range_max: boundedOf(v.range_max, CAMERA_RANGE_MIN_M, CAMERA_RANGE_MAX_M),
    login: v.login,
    password: v.password,
    snapshot_url: v.snapshot_url.trim(),
  };
}

/** The snapshot URL if it is a web address to open in a new tab (never javascript: or data:), else null. */
export function snapshotHref(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A number typed in a field, or null when it is empty or does not parse (the fallbacks apply then). */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const outside = (text: string, min: number, max: number): boolean => {
  const value = typedNumber(text);
  return value !== null && (value < min || value > max);
};

/** The fields' messages; an empty object means the form may be sent. */
export function cameraFormErrors(v: CameraFormValues): FieldErrors<keyof CameraFormValues> {
  const m = pl.camerasTab.messages;
  const errors: FieldErrors<keyof CameraFormValues> = {};
  if (outside(v.latitude, -90, 90)) errors.latitude = pl.panelForms.latitudeRange;
  if (outside(v.longitude, -180, 180)) errors.longitude = pl.panelForms.longitudeRange;
  for (const field of ['angle_min', 'angle_max'] as const) if (outside(v[field], CAMERA_ANGLE_MIN_DEG, CAMERA_ANGLE_MAX_DEG)) errors[field] = m.angle;
  for (const field of ['range_min', 'range_max'] as const) if (outside(v[field], CAMERA_RANGE_MIN_M, CAMERA_RANGE_MAX_M)) errors[field] = m.range;
  const rangeMin = typedNumber(v.range_min);
  const rangeMax = typedNumber(v.range_max);
  if (!errors.range_min && !errors.range_max && rangeMin !== null && rangeMax !== null && rangeMin > rangeMax) errors.range_min = m.rangeOrder;
  if (v.snapshot_url.trim() !== '' && snapshotHref(v.snapshot_url) === null) errors.snapshot_url = m.snapshotUrl;
  return errors;
}
