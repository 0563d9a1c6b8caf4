// Geographic types and constants shared by the server and the console.

/** A geographic position in degrees: the one position type of the project. */
export interface GeoPoint {
  latDeg: number;
  lonDeg: number;
}

/** Start position of the chart (spec section 1: about 54.53 N, 18.54 E). */
export const START_POSITION: Readonly<GeoPoint> = { latDeg: 54.53, lonDeg: 18.54 };

/** Initial display range: the spec's zoom value 24, read as 24 NM. */
export const START_RANGE_NM = 24;
