// Builds one chart layer's texts in the chart worker: soundings (S-52
// depth figures), names (OBJNAM of areas, lines and points), depth contour
// values (VALDCO) along DEPCNT, light sectors, and the point symbols' boxes
// as obstacles, so labels never cover a buoy. Each becomes a label of the
// placement (anchor, box, priority, kind) with its glyph records.
import { lightSector, type ChartFeature } from '../../../protocol/chart';
import { lightDescription } from '../../../protocol/lightDescription';
import { GLYPH_FIELDS, GLYPH_STRIDE_BYTES, GLYPH_UNITS_PER_PX, LABEL_KIND, type BuiltText, type LabelKind } from '../layers/text/textFormat';
import { glyphSource, type GlyphColourField } from './featureColours';
import { GlyphAtlas, type GlyphSource } from './glyphAtlas';
import { areaAnchor, contourAnchors, lineAnchor } from './labelAnchors';
import { sectorQuads } from './lightSectors';
import { TEXT_PX, depthBlock, lineBlock, paddedBox, type GlyphQuad } from './textLayout';

/** Placement priorities (higher first), by what the label is (MapLibre places in this order). */
export const TEXT_PRIORITY = { obstacle: 100, lightName: 60, lightDescription: 55, areaName: 50, pointName: 45, lineName: 35, contour: 25, sounding: 20, fixed: 0 } as const;
/** A light's description sits this far below its name (px, y up) when it has one. */
export const LIGHT_DESCRIPTION_DY_PX = -14;
/** OGC standard pixel (m): display scale 1:N = ground metres per pixel / this (the core's chart_scale). */
const STANDARD_PIXEL_M = 0.00028;
/** A point symbol's box as an obstacle, half its side in px. */
export const SYMBOL_OBSTACLE_HALF_PX = 8;

const AREA_NAME_CLASSES = new Set(['LNDRGN', 'SEAARE', 'BUAARE', 'LNDARE', 'ADMARE', 'HRBARE', 'ANCBRT', 'ACHARE']);

interface Draft {
  lon: number;
  lat: number;
  box: [number, number, number, number];
  priority: number;
  kind: LabelKind;
  runs: { quads: GlyphQuad[]; rgba: ArrayLike<number>; source: number }[];
  slots: Iterable<number>;
  /** Least px per Mercator metre at which it is placed (its feature's SCAMIN); 0: always. */
  minPx?: number;
}

export interface TextBuildOptions {
  /** Names and contour values (the CHART_TEXT_LAYER switch). */
  names: boolean;
  project(lonLat: Float64Array): Float32Array;
  parseColour(hex: string): ArrayLike<number>;
}

const nameOf = (f: ChartFeature): string | null => {
  const n = f.properties.OBJNAM;
  return typeof n === 'string' && n.trim() !== '' ? n.trim() : null;
};

function nameDrafts(f: ChartFeature, index: number, layerName: string, source: GlyphSource, rgba: ArrayLike<number>): Draft[] {
  const out: Draft[] = [];
  const add = (at: [number, number] | null, text: string, fontPx: number, align: 'centre' | 'right', priority: number, dyPx = 0): void => {
    const block = at ? lineBlock(source, text, fontPx, align, dyPx) : null;
    if (!at || !block?.ink) return;
    out.push({ lon: at[0], lat: at[1], box: paddedBox(block.ink), priority, kind: LABEL_KIND.placed, runs: [{ quads: block.quads, rgba, source: glyphSource(index, 'textColor') }], slots: block.slots });
  };
  const name = nameOf(f);
  if (layerName === 'DEPCNT' && typeof f.properties.VALDCO === 'number') {
    const value = String(Math.trunc(f.properties.VALDCO * 10) / 10);
    for (const at of contourAnchors(f.coordinates, f.partStarts)) add(at, value, TEXT_PX.contour, 'centre', TEXT_PRIORITY.contour);
  }
  const description = layerName === 'LIGHTS' && f.kind === 'Point' ? lightDescription(f.properties) : null;
  if (description) add([f.coordinates[0] ?? 0, f.coordinates[1] ?? 0], description, TEXT_PX.name, 'right', TEXT_PRIORITY.lightDescription, name ? LIGHT_DESCRIPTION_DY_PX : 0);
  if (!name) return out;
  if (f.kind === 'Polygon') add(areaAnchor(f.coordinates, f.partStarts), name, TEXT_PX.name, 'centre', AREA_NAME_CLASSES.has(layerName) ? TEXT_PRIORITY.areaName : TEXT_PRIORITY.pointName - 5);
  else if (f.kind === 'LineString') add(lineAnchor(f.coordinates, f.partStarts), name, TEXT_PX.name, 'centre', TEXT_PRIORITY.lineName);
  else add([f.coordinates[0] ?? 0, f.coordinates[1] ?? 0], name, TEXT_PX.name, 'right', layerName === 'LIGHTS' ? TEXT_PRIORITY.lightName : TEXT_PRIORITY.pointName);
  return out;
}

function pointDrafts(f: ChartFeature, index: number, source: GlyphSource, parseColour: TextBuildOptions['parseColour']): Draft[] {
  const from = (field: GlyphColourField): number => glyphSource(index, field);
  const lon = f.coordinates[0] ?? 0;
  const lat = f.coordinates[1] ?? 0;
  const depth = f.properties.DEPTH;
  if (typeof depth === 'number') {
    const block = depthBlock(source, depth, TEXT_PX.sounding, GlyphAtlas.SOLID_SLOT);
    if (!block?.ink) return [];
    return [{ lon, lat, box: paddedBox(block.ink), priority: TEXT_PRIORITY.sounding, kind: LABEL_KIND.placed, runs: [{ quads: block.quads, rgba: parseColour(f.color), source: from('color') }], slots: block.slots }];
  }
  const sector = lightSector(f.properties);
  if (sector && !f.symbol) {
    const { outline, arc } = sectorQuads(sector, source.solidUv());
    const runs = [
      { quads: outline, rgba: parseColour(f.lineColor ?? '#000000'), source: from('lineColor') },
      { quads: arc, rgba: parseColour(f.color), source: from('color') },
    ];
    return [{ lon, lat, box: [0, 0, 0, 0], priority: TEXT_PRIORITY.fixed, kind: LABEL_KIND.fixed, runs, slots: [GlyphAtlas.SOLID_SLOT] }];
  }
  if (!f.symbol) return [];
  const h = SYMBOL_OBSTACLE_HALF_PX;
  return [{ lon, lat, box: [-h, -h, h, h], priority: TEXT_PRIORITY.obstacle, kind: LABEL_KIND.obstacle, runs: [], slots: [] }];
}

/**
 * The texts of one chart layer (a layer of symbols only: their obstacle
 * boxes), or null when it has none; with each glyph's colour source
 * (featureColours.ts), kept by the worker to recolour them.
 */
export function buildText(features: readonly ChartFeature[], layerName: string, source: GlyphSource, options: TextBuildOptions): (BuiltText & { glyphSources: Uint32Array }) | null {
  const drafts: Draft[] = [];
  for (const [index, f] of features.entries()) {
    if (f.coordinates.length < 2) continue;
    if (f.kind === 'Point') drafts.push(...pointDrafts(f, index, source, options.parseColour));
    const first = drafts.length;
    if (options.names && f.textColor) drafts.push(...nameDrafts(f, index, layerName, source, options.parseColour(f.textColor)));
    // S-52: a feature's texts are hidden below its SCAMIN (1:N with N > scamin), as px per Mercator metre at its latitude.
    if (f.scamin !== undefined && f.scamin > 0) {
      const minPx = Math.cos(((f.coordinates[1] ?? 0) * Math.PI) / 180) / (STANDARD_PIXEL_M * f.scamin);
      for (let d = first; d < drafts.length; d += 1) if (drafts[d]?.kind === LABEL_KIND.placed) (drafts[d] as Draft).minPx = minPx;
    }
  }
  if (drafts.length === 0) return null;
  const n = drafts.length;
  const anchors = options.project(Float64Array.from(drafts.flatMap((d) => [d.lon, d.lat])));
  const labels = { anchors, boxes: new Float32Array(4 * n), priorities: new Float32Array(n), kinds: new Uint8Array(n), minPixelsPerMercatorM: new Float32Array(n) };
  let glyphCount = 0;
  const slots = new Set<number>();
  drafts.forEach((d, i) => {
    labels.boxes.set(d.box, 4 * i);
    labels.priorities[i] = d.priority;
    labels.kinds[i] = d.kind;
    labels.minPixelsPerMercatorM[i] = d.minPx ?? 0;
    for (const r of d.runs) glyphCount += r.quads.length;
    for (const s of d.slots) slots.add(s);
  });
  const glyphs = new ArrayBuffer(glyphCount * GLYPH_STRIDE_BYTES);
  const view = new DataView(glyphs);
  const glyphLabels = new Uint32Array(glyphCount);
  const glyphSources = new Uint32Array(glyphCount);
  let g = 0;
  const px = (v: number): number => Math.max(-32768, Math.min(32767, Math.round(v * GLYPH_UNITS_PER_PX)));
  const unit = (v: number): number => Math.max(0, Math.min(65535, Math.round(v * 65535)));
  drafts.forEach((d, i) => {
    for (const run of d.runs) {
      const rgba = [0, 1, 2, 3].map((k) => Math.round(255 * Math.max(0, Math.min(1, run.rgba[k] ?? 1))));
      for (const q of run.quads) {
        const o = g * GLYPH_STRIDE_BYTES;
        view.setFloat32(o + GLYPH_FIELDS.anchor, anchors[2 * i] ?? 0, true);
        view.setFloat32(o + GLYPH_FIELDS.anchor + 4, anchors[2 * i + 1] ?? 0, true);
        [q.x0, q.y0, q.x1, q.y1].forEach((v, k) => view.setInt16(o + GLYPH_FIELDS.rect + 2 * k, px(v), true));
        q.uv.forEach((v, k) => view.setUint16(o + GLYPH_FIELDS.uv + 2 * k, unit(v), true));
        rgba.forEach((v, k) => view.setUint8(o + GLYPH_FIELDS.colour + k, v ?? 255));
        glyphLabels[g] = i;
        glyphSources[g] = run.source;
        g += 1;
      }
    }
  });
  return { labels, glyphs, glyphCount, glyphLabels, bitmaps: source.bitmaps(slots), glyphSources };
}
