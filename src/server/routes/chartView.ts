// The optional view query of GET /chart-engine/world_contour_map: bbox
// ('west,south,east,north' degrees; west > east crosses the antimeridian)
// and range_nm, both or neither. Bad values are a 400 naming the field.
import { MAX_WORLD_CONTOUR_RANGE_NM } from '../../protocol/chart';
import { THEMES, type Theme } from '../../protocol/preferences';
import type { Bbox } from '../chart/coastline/tiles';
import { HttpError } from '../errors';

export interface WorldContourQuery {
  theme?: Theme;
  bbox?: string;
  range_nm?: number;
}

export const worldContourQuerySchema = {
  type: 'object',
  properties: {
    theme: { type: 'string', enum: [...THEMES] },
    bbox: { type: 'string', maxLength: 200 },
    range_nm: { type: 'number', exclusiveMinimum: 0, maximum: MAX_WORLD_CONTOUR_RANGE_NM },
  },
} as const;

const BBOX_MESSAGE = 'bbox musi mieć postać zachód,południe,wschód,północ w stopniach (-180..180, -90..90, południe < północ)';

/** The bbox of a query, or a 400. */
export function parseBbox(text: string): Bbox {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map((part) => (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(part) ? Number(part) : Number.NaN));
  const [west, south, east, north] = numbers;
  const valid =
    numbers.length === 4 &&
    numbers.every(Number.isFinite) &&
    west !== undefined &&
    south !== undefined &&
    east !== undefined &&
    north !== undefined &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    south >= -90 &&
    north <= 90 &&
    south < north &&
    west !== east;
  if (!valid || west === undefined || south === undefined || east === undefined || north === undefined) throw new HttpError(400, BBOX_MESSAGE, { bbox: 'zachód,południe,wschód,północ' });
  return [west, south, east, north];
}

/** The view of a world contour query; null for the whole map (neither parameter). */
export function parseViewQuery(query: WorldContourQuery): { bbox: Bbox; rangeNm: number } | null {
  const { bbox, range_nm: rangeNm } = query;
  if (bbox === undefined && rangeNm === undefined) return null;
  if (bbox === undefined) throw new HttpError(400, 'Podaj bbox razem z range_nm', { bbox: 'wymagane z range_nm' });
  if (rangeNm === undefined) throw new HttpError(400, 'Podaj range_nm razem z bbox', { range_nm: 'wymagane z bbox' });
  // The schema's maximum does not catch an overflow to Infinity ('1e309').
  if (!Number.isFinite(rangeNm)) throw new HttpError(400, 'range_nm musi być liczbą dodatnią', { range_nm: 'liczba dodatnia' });
  return { bbox: parseBbox(bbox), rangeNm };
}
