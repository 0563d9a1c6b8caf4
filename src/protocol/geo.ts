// Geographic constants shared by the server and the console.

/** Start position of the chart (spec section 1: about 54.53 N, 18.54 E). */
export const START_POSITION = { latDeg: 54.53, lonDeg: 18.54 } as const;

/** Initial display range: the spec's zoom value 24, read as 24 NM. */
export const START_RANGE_NM = 24;
