// The window events the spec names, named once here: 'object-picked' (a
// pick pass found an id), 'aton-info' (an aton icon clicked),
// 'station-info' and 'navwarn-info' (a station or warning icon clicked),
// the camera events (a camera symbol clicked; a middle-button click inside
// one or several coverage sectors), the prediction's start and stop,
// 'chart-latlon-update' (centre, cursor and range) and key signals
// (upper-cased key names). Nothing else travels by window event.
import type { GeoPoint } from '../../protocol/geo';
import type { Aton } from '../../protocol/atons';
import type { Camera } from '../../protocol/cameras';
import type { NavWarning, Station } from '../../protocol/streams';

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

/** Emitted when a weather station icon is clicked; detail: the station. */
export const STATION_INFO_EVENT = 'station-info';
/** Emitted when a navigation-warning symbol is clicked; detail: the warning. */
export const NAVWARN_INFO_EVENT = 'navwarn-info';
/** Emitted when a camera symbol is clicked; detail: the camera (its window opens). */
export const CAMERA_CLICKED_EVENT = 'camera-clicked';
/** A middle-button click inside exactly one camera's coverage; detail: SingleCameraClick. */
export const SINGLE_CAMERA_CLICKED_EVENT = 'single-camera-clicked';
/** A middle-button click inside several cameras' coverage; detail: MultiCameraClick. */
export const MULTI_CAMERA_CLICKED_EVENT = 'multi-camera-clicked';
/** A vessel was selected: its prediction starts; detail: PredictionEvent. */
export const PREDICTION_START_EVENT = 'prediction-start';
/** The selected vessel was unselected: its prediction stops; detail: PredictionEvent. */
export const PREDICTION_STOP_EVENT = 'prediction-stop';

export interface SingleCameraClick {
  camera: Camera;
  /** Where the middle button was clicked. */
  position: GeoPoint;
}

export interface MultiCameraClick {
  /** The camera nearest to the click. */
  main: Camera;
  /** The other cameras whose coverage holds the click, nearest first. */
  surrounding: Camera[];
  position: GeoPoint;
}

export interface PredictionEvent {
  vesselId: number;
}

const emit = <T>(name: string, detail: T): void => {
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
};

export const emitStationInfo = (station: Station): void => emit(STATION_INFO_EVENT, station);
export const emitNavWarnInfo = (warning: NavWarning): void => emit(NAVWARN_INFO_EVENT, warning);
export const emitCameraClicked = (camera: Camera): void => emit(CAMERA_CLICKED_EVENT, camera);
export const emitSingleCameraClicked = (click: SingleCameraClick): void => emit(SINGLE_CAMERA_CLICKED_EVENT, click);
export const emitMultiCameraClicked = (click: MultiCameraClick): void => emit(MULTI_CAMERA_CLICKED_EVENT, click);
export const emitPredictionStart = (vesselId: number): void => emit<PredictionEvent>(PREDICTION_START_EVENT, { vesselId });
export const emitPredictionStop = (vesselId: number): void => emit<PredictionEvent>(PREDICTION_STOP_EVENT, { vesselId });

/** Listens to one of these events; returns the removal. */
export function onChartEvent<T>(name: string, listener: (detail: T) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
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
