// The symbols we draw ourselves, by the name format of src/protocol/chart.ts
// (chartSymbolName: OBJECT-CLASS_SHAPE_CATEGORY, e.g. BOYLAT_2_1). Every
// shape and category of a class we draw has a symbol (an unknown one gets the
// class's generic form); other classes have none.
import { buoySymbol } from './buoys';
import { markSymbol } from './marks';

const NAME = /^([A-Z][A-Z_]{5})_(\d{1,4})_(\d{1,4})$/;

/** The SVG text of a built-in symbol, or null when the name is not ours. */
export function builtInSymbol(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, objectClass = '', shape = '0', category = '0'] = match;
  return buoySymbol(objectClass, Number(shape), Number(category)) ?? markSymbol(objectClass, Number(shape), Number(category));
}

/** Object classes with built-in symbols. */
export const SYMBOL_CLASSES = ['BOYLAT', 'BOYCAR', 'BOYSAW', 'BOYISD', 'BOYSPP', 'BOYINB', 'BCNLAT', 'LIGHTS', 'LNDMRK', 'MORFAC', 'WRECKS', 'OBSTRN', 'PILBOP'] as const;
