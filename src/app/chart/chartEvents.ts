// The chart's window events, named once: 'chart-latlon-update' (centre,
// cursor and range) and key signals (upper-cased key names).

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

export function latLonUpdate(centre: { latDeg: number; lonDeg: number }, cursor: { latDeg: number; lonDeg: number } | null, rangeNm: number): LatLonUpdate {
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
