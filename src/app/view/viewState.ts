// The chart view: its centre is kept in Mercator metres (computed by the
// WASM core), its display range in NM.
import { START_POSITION, START_RANGE_NM } from '../../protocol/geo';
import { projectMercator, unprojectMercator, type GeoPoint, type MercatorPoint } from '../../wasm/core';

export interface ViewState {
  centre: MercatorPoint;
  rangeNm: number;
}

export function startView(): ViewState {
  return { centre: projectMercator(START_POSITION), rangeNm: START_RANGE_NM };
}

export function centreGeo(view: ViewState): GeoPoint {
  return unprojectMercator(view.centre);
}
