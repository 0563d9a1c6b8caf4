// The colours alone of one layer's chart features (the answer of
// /chart-engine/map with fields=color, for a console recolouring what it
// drew on a theme change): the same features in the same order as
// `layerFeatures`, without their coordinates or properties, so a theme
// change costs the server a walk over the attributes, not a rebuild of
// every layer (tested against `layerFeatures` on the real cells).
import { lightSector, type ChartFeatureProperties } from '../../protocol/chart';
import { EncGeometryKind, type EncLayer, type EncProperties } from '../../wasm/enc';
import { colourHex } from '../../protocol/s52Colours';
import { consoleProperties, fillToken, forEachDrawable, pointToken, textColour, type LayerLook } from './features';
import { classStyle, soundingColour } from './styles';

export interface LayerColours {
  colours: string[];
  /** Per feature, null where it has none. */
  lineColours: (string | null)[];
  textColours: (string | null)[];
}

/**
 * What textColour and lightSector read: the console's properties for
 * lights (their lists become numbers), the raw attributes otherwise (a
 * name and a contour value are the same either way).
 */
const colourProperties = (layerName: string, attributes: Readonly<EncProperties>): ChartFeatureProperties =>
  layerName === 'LIGHTS' ? consoleProperties(attributes) : (attributes as ChartFeatureProperties);

export function layerFeatureColours(layer: EncLayer, look: LayerLook): LayerColours {
  const style = classStyle(layer.name);
  const out: LayerColours = { colours: [], lineColours: [], textColours: [] };
  const push = (colour: string, lineColour: string | null, textColour: string | null): void => {
    out.colours.push(colour);
    out.lineColours.push(lineColour);
    out.textColours.push(textColour);
  };
  forEachDrawable(layer, (_i, kind, parts, attributes) => {
    const properties = colourProperties(layer.name, attributes);
    const text = textColour(layer.name, properties, look).textColor ?? null;
    switch (kind) {
      case EncGeometryKind.Soundings:
        for (let v = parts.firstVertex; v < parts.endVertex; v++) {
          const depthM = layer.depthM[v];
          const depth = depthM === undefined || Number.isNaN(depthM) ? undefined : Math.round(depthM * 100) / 100;
          push(colourHex(depth === undefined ? 'SNDG2' : soundingColour(depth, look.depthWhenWhiteM), look.theme), null, null);
        }
        break;
      case EncGeometryKind.Point:
        push(colourHex(pointToken(layer.name, style, attributes), look.theme), layer.name === 'LIGHTS' && lightSector(properties) ? colourHex('CHBLK', look.theme) : null, text);
        break;
      case EncGeometryKind.LineString:
      case EncGeometryKind.MultiLineString:
        push(colourHex((style.line ?? { token: style.fill }).token, look.theme), null, text);
        break;
      case EncGeometryKind.Polygon:
        push(colourHex(fillToken(layer.name, style, attributes, look), look.theme), style.line && !style.noOutline ? colourHex(style.line.token, look.theme) : null, text);
        break;
      default:
        break;
    }
  });
  return out;
}
