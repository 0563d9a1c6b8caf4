// The symbols we draw ourselves, by the name format of src/protocol/chart.ts
// (chartSymbolName: OBJECT-CLASS_SHAPE_CATEGORY, e.g. BOYLAT_2_1, and
// '_B' after lateral marks of IALA region B). Every shape and category of
// a class we draw has a symbol (an unknown one gets the class's generic
// form); every other point class of the S-57 catalogue gets an S-52 generic
// symbol; other names have none.
import { REGION_SYMBOL_CLASSES, type BuoyageRegion } from '../../../protocol/chart';
import { AREA_POINT_CLASSES, areaPointSymbol } from './areaPoints';
import { BEACON_CLASSES, beaconSymbol } from './beacons';
import { BUOY_CLASSES, buoySymbol } from './buoys';
import { FIXED_POINT_CLASSES, fixedPointSymbol } from './fixedPoints';
import { genericSymbol } from './generic';
import { lightSymbol } from './lights';
import { markSymbol } from './marks';

const NAME = /^([A-Z][A-Z_]{5})_(\d{1,4})_(\d{1,4})(_B)?$/;

function specificSymbol(objectClass: string, shape: number, category: number, region: BuoyageRegion): string | null {
  if (objectClass === 'LIGHTS') return lightSymbol(category);
  return (
    buoySymbol(objectClass, shape, category, region) ??
    beaconSymbol(objectClass, shape, category, region) ??
    markSymbol(objectClass, category) ??
    areaPointSymbol(objectClass, category) ??
    fixedPointSymbol(objectClass, shape, category)
  );
}

/** The SVG text of a built-in symbol, or null when the name is not ours. */
export function builtInSymbol(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, objectClass = '', shape = '0', category = '0', regionB] = match;
  if (regionB && !REGION_SYMBOL_CLASSES.has(objectClass)) return null;
  return specificSymbol(objectClass, Number(shape), Number(category), regionB ? 'B' : 'A') ?? genericSymbol(objectClass);
}

/** Object classes with drawings of their own (others of the S-57 point classes get a generic one). */
export const SYMBOL_CLASSES: readonly string[] = [
  ...BUOY_CLASSES,
  ...BEACON_CLASSES,
  'LIGHTS',
  'LNDMRK',
  'MORFAC',
  'WRECKS',
  'OBSTRN',
  'PILBOP',
  ...AREA_POINT_CLASSES,
  ...FIXED_POINT_CLASSES,
];
