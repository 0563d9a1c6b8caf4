// Lightning (spec section 7): GET /api/stations/last_strikes/ with number,
// west, east, north, south and sig as text (defaults 100, -18, 43, 73, 33,
// 0); the console's 'off' request sends number '0' and empty bounds.
export const LAST_STRIKES_PATH = '/api/stations/last_strikes/';

export interface StrikeQuery {
  number: string;
  west: string;
  east: string;
  north: string;
  south: string;
  sig: string;
}

export const STRIKE_DEFAULTS: Readonly<StrikeQuery> = { number: '100', west: '-18', east: '43', north: '73', south: '33', sig: '0' };

/** The zeroed filter the console sends when the Blitz is switched off. */
export const STRIKE_OFF_QUERY: Readonly<StrikeQuery> = { number: '0', west: '', east: '', north: '', south: '', sig: '0' };

export interface Strike {
  lon: number;
  lat: number;
  /** ISO 8601. */
  time: string;
}
