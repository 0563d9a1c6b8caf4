// One layer of a read cell (typed buffers plus attribute tables) to the
// console's chart features (src/protocol/chart.ts): flat lon/lat lists,
// ring and part starts, S-52 colour and line look, symbol names (lateral
// marks by the IALA region the reader found for them), cscl.
import { chartSymbolName, lightSector, type BuoyageRegion, type ChartFeature, type ChartFeatureProperties } from '../../protocol/chart';
import type { Theme } from '../../protocol/preferences';
import { EncBuoyageRegion, EncGeometryKind, type EncLayer, type EncProperties, type EncValue } from '../../wasm/enc';
import { lightDescription } from '../../protocol/lightDescription';
import { colourHex, type ColourToken } from '../../protocol/s52Colours';
import { classStyle, depthAreaFill, lightColour, soundingColour, textToken, type ClassStyle } from './styles';

export interface LayerLook {
  theme: Theme;
  depthWhenWhiteM: number;
  /** The cell's compilation scale (DSPM_CSCL), the features' cscl. */
  cscl: number;
}

/** Record bookkeeping of the reader that the console does not need (LNAM stays: a stable feature id). */
const RECORD_FIELDS = new Set(['RCID', 'PRIM', 'GRUP', 'OBJL', 'RVER', 'AGEN', 'FIDN', 'FIDS', 'LNAM_REFS', 'FFPT_RIND']);

const INTEGER_TEXT = /^-?\d{1,9}$/;

/** Enumerated lists come from the reader as lists of digit strings: the console gets numbers. */
function consoleValue(value: EncValue): unknown {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' && INTEGER_TEXT.test(item))) return value.map(Number);
  return value;
}

export function consoleProperties(attributes: Readonly<EncProperties> | undefined): ChartFeatureProperties {
  const properties: ChartFeatureProperties = {};
  if (!attributes || typeof attributes !== 'object') return properties;
  for (const [key, value] of Object.entries(attributes)) {
    if (!RECORD_FIELDS.has(key) && value !== null && value !== undefined) properties[key] = consoleValue(value);
  }
  return properties;
}

export function fillToken(objectClass: string, style: ClassStyle, attributes: Readonly<EncProperties>, look: LayerLook): ColourToken {
  if (objectClass === 'DEPARE' || objectClass === 'DRGARE') return depthAreaFill(attributes, look.depthWhenWhiteM);
  return style.fill;
}

export function pointToken(objectClass: string, style: ClassStyle, attributes: Readonly<EncProperties>): ColourToken {
  return objectClass === 'LIGHTS' ? lightColour(attributes) : style.point;
}

/** The feature's SCAMIN (a scale denominator), when it has a positive one. */
export function scaminOf(attributes: Readonly<EncProperties>): number | undefined {
  const raw = attributes.SCAMIN;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The colour of a feature's text when it has one (a name, a depth contour's value, a light's description). */
export function textColour(objectClass: string, properties: ChartFeatureProperties, look: LayerLook): { textColor?: string } {
  const named = typeof properties.OBJNAM === 'string' && properties.OBJNAM.trim() !== '';
  const contour = objectClass === 'DEPCNT' && typeof properties.VALDCO === 'number';
  const light = objectClass === 'LIGHTS' && lightDescription(properties) !== null;
  return named || contour || light ? { textColor: colourHex(textToken(objectClass), look.theme) } : {};
}

/** The symbol of a point feature: none for sector lights (their arcs, outlined and with legs in lineColor, are drawn instead, S-52 LIGHTS06). */
function pointSymbol(layer: EncLayer, i: number, properties: ChartFeatureProperties, look: LayerLook): { symbol?: string; lineColor?: string } {
  if (layer.name === 'LIGHTS' && lightSector(properties)) return { lineColor: colourHex('CHBLK', look.theme) };
  return { symbol: chartSymbolName(layer.name, properties, regionOf(layer, i)) };
}

/** The IALA region of feature i: B where the reader found the cell's M_NSYS says so, A otherwise. */
const regionOf = (layer: EncLayer, i: number): BuoyageRegion => (layer.buoyageRegions[i] === EncBuoyageRegion.B ? 'B' : 'A');

/** S-57 cells store coordinates in units of 1e-7 degrees (DSPM_COMF 10^7): rounding to them drops float noise from the JSON. */
const COORDINATE_STEPS_PER_DEG = 1e7;

/** Vertices first..end of the layer as flat lon, lat numbers. */
function flatCoordinates(layer: EncLayer, firstVertex: number, endVertex: number): number[] {
  const out = new Array<number>((endVertex - firstVertex) * 2);
  for (let i = firstVertex * 2, o = 0; i < endVertex * 2; i++, o++) out[o] = Math.round((layer.lonLatDeg[i] ?? 0) * COORDINATE_STEPS_PER_DEG) / COORDINATE_STEPS_PER_DEG;
  return out;
}

export interface Parts {
  firstVertex: number;
  endVertex: number;
  partStarts: number[] | undefined;
}

/** The vertex range of feature i and where its parts start (relative), or null when its offsets are out of range. */
function featureParts(layer: EncLayer, i: number): Parts | null {
  const firstPart = layer.featurePartOffsets[i];
  const endPart = layer.featurePartOffsets[i + 1];
  if (firstPart === undefined || endPart === undefined || endPart <= firstPart) return null;
  const firstVertex = layer.partVertexOffsets[firstPart];
  const endVertex = layer.partVertexOffsets[endPart];
  if (firstVertex === undefined || endVertex === undefined || endVertex <= firstVertex || endVertex * 2 > layer.lonLatDeg.length) return null;
  let partStarts: number[] | undefined;
  if (endPart - firstPart > 1) {
    partStarts = [];
    for (let part = firstPart; part < endPart; part++) partStarts.push((layer.partVertexOffsets[part] ?? firstVertex) - firstVertex);
  }
  return { firstVertex, endVertex, partStarts };
}

function soundingFeatures(layer: EncLayer, parts: Parts, properties: ChartFeatureProperties, look: LayerLook, scamin: number | undefined, out: ChartFeature[]): void {
  for (let v = parts.firstVertex; v < parts.endVertex; v++) {
    const depthM = layer.depthM[v];
    const depth = depthM === undefined || Number.isNaN(depthM) ? undefined : Math.round(depthM * 100) / 100;
    out.push({
      kind: 'Point',
      coordinates: flatCoordinates(layer, v, v + 1),
      color: colourHex(depth === undefined ? 'SNDG2' : soundingColour(depth, look.depthWhenWhiteM), look.theme),
      cscl: look.cscl,
      ...(scamin === undefined ? {} : { scamin }),
      properties: depth === undefined ? { ...properties } : { ...properties, DEPTH: depth },
    });
  }
}

/**
 * The chart features of one layer. One feature per reader feature, except
 * soundings (one point per sounding, depth in metres as DEPTH). Features
 * without geometry (or with broken offsets) are left out, never fatal.
 */
/** Calls `visit` for each feature with geometry and sound offsets, in order (those without are left out, never fatal). */
export function forEachDrawable(layer: EncLayer, visit: (i: number, kind: number, parts: Parts, attributes: Readonly<EncProperties>) => void): void {
  for (let i = 0; i < layer.featureKinds.length; i++) {
    const kind = layer.featureKinds[i];
    if (kind === undefined || kind === EncGeometryKind.None) continue;
    const parts = featureParts(layer, i);
    if (parts) visit(i, kind, parts, layer.attributes[i] ?? {});
  }
}

export function layerFeatures(layer: EncLayer, look: LayerLook): ChartFeature[] {
  const style = classStyle(layer.name);
  const out: ChartFeature[] = [];
  forEachDrawable(layer, (i, kind, parts, attributes) => {
    const properties = consoleProperties(attributes);
    const scamin = scaminOf(attributes);
    const base = { cscl: look.cscl, ...(scamin === undefined ? {} : { scamin }), ...textColour(layer.name, properties, look), properties };
    switch (kind) {
      case EncGeometryKind.Soundings:
        soundingFeatures(layer, parts, properties, look, scamin, out);
        break;
      case EncGeometryKind.Point:
        out.push({
          ...base,
          kind: 'Point',
          coordinates: flatCoordinates(layer, parts.firstVertex, parts.firstVertex + 1),
          color: colourHex(pointToken(layer.name, style, attributes), look.theme),
          ...pointSymbol(layer, i, properties, look),
        });
        break;
      case EncGeometryKind.LineString:
      case EncGeometryKind.MultiLineString: {
        const lineLook = style.line ?? { token: style.fill, style: 'solid' as const, widthPx: 1 };
        out.push({
          ...base,
          kind: 'LineString',
          coordinates: flatCoordinates(layer, parts.firstVertex, parts.endVertex),
          ...(parts.partStarts ? { partStarts: parts.partStarts } : {}),
          color: colourHex(lineLook.token, look.theme),
          lineStyle: lineLook.style,
          lineWidthPx: lineLook.widthPx,
        });
        break;
      }
      case EncGeometryKind.Polygon:
        out.push({
          ...base,
          kind: 'Polygon',
          coordinates: flatCoordinates(layer, parts.firstVertex, parts.endVertex),
          ...(parts.partStarts ? { partStarts: parts.partStarts } : {}),
          color: colourHex(fillToken(layer.name, style, attributes, look), look.theme),
          ...(style.labelOnly ? { noFill: true as const } : {}),
          ...(style.line && !style.noOutline ? { lineColor: colourHex(style.line.token, look.theme), lineStyle: style.line.style, lineWidthPx: style.line.widthPx } : {}),
        });
        break;
      default:
        break;
    }
  });
  return out;
}
