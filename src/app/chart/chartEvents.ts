// The window events the spec names, named once here: 'object-picked' (a
// pick pass found an id), 'aton-info' (an aton icon clicked),
// 'chart-latlon-update' (centre, cursor and range) and key signals
// (upper-cased key names). Nothing else travels by window event.
import type { GeoPoint } from '../../protocol/geo';
import type { Aton } from '../../protocol/atons';

/** Emitted after a pick pass found an object under the cursor; detail: the id as a string. */
export const OBJECT_PICKED_EVENT = 'object-picked';
/** Emitted when an aton icon is clicked; detail: the aton. */
export const ATON_INFO_EVENT = 'aton-info';

export function emitObjectPicked(id: number): void {
  window.dispatchEvent(new CustomEvent<string>(OBJECT_PICKED_EVENT, { detail: String(id) }));
}

export function emitAtonInfo(aton: Aton): void {
  window.dispatchEvent(new CustomEvent<Aton>(ATON_INFO_EVENT, { detail: aton }));
}

export const CHART_LATLON_UPDATE_EVENT = 'chart-latlon-update';
export const KEY_SIGNAL_EVENT = 'chart-key-signal';

/** The payload keys of 'chart-latlon-update'. */
export const LATLON_KEYS = {
  centreLat: 'centerLat',
  centreLon: 'centerLon',
  cursorLat: 'cursorLat',
  cursorLon: 'cursorLon',
  range: 'range',
} as const;

export type LatLonUpdate = { [K in (typeof LATLON_KEYS)[keyof typeof LATLON_KEYS]]: number };

export function latLonUpdate(centre: GeoPoint, cursor: GeoPoint | null, rangeNm: number): LatLonUpdate {
  return {
    [LATLON_KEYS.centreLat]: centre.latDeg,
    [LATLON_KEYS.centreLon]: centre.lonDeg,
    [LATLON_KEYS.cursorLat]: cursor?.latDeg ?? 0,
    [LATLON_KEYS.cursorLon]: cursor?.lonDeg ?? 0,
    [LATLON_KEYS.range]: rangeNm,
  } as LatLonUpdate;
}

export function emitLatLonUpdate(update: LatLonUpdate): void {
  window.dispatchEvent(new CustomEvent<LatLonUpdate>(CHART_LATLON_UPDATE_EVENT, { detail: update }));
}

/** Key presses are broadcast as signals named by the upper-cased key (detail: the name). */
export const keySignalName = (key: string): string => key.toUpperCase();

export function emitKeySignal(key: string): void {
  window.dispatchEvent(new CustomEvent<string>(KEY_SIGNAL_EVENT, { detail: keySignalName(key) }));
}

/** A readout ignores zero coordinates (the spec's 'no position yet'). */
export const hasPosition = (latDeg: number, lonDeg: number): boolean => latDeg !== 0 || lonDeg !== 0;
