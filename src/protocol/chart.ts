// The chart engine's feature format (spec section 3, "Chart layer feature";
// section 7, "Chart engine"), shared by the server that builds it and the
// console that draws it.
//
// Draw order: features are drawn in DESCENDING `cscl`: the world contour map
// (cscl 999999) first, at the bottom; a cell's features carry its
// compilation scale (DSPM CSCL), so detailed charts (small cscl) lie over
// overview charts (large cscl). Within one cscl, layers are drawn in the
// order of CHART_LAYERS (areas, then lines, then points), and features of a
// layer in the order they are listed.

import type { Theme } from './preferences';

export const WORLD_CONTOUR_PATH = '/chart-engine/world_contour_map';
export const CHART_MAP_PATH = '/chart-engine/map';
export const CHART_SYMBOLS_PATH = '/chart-engine/symbols/';
/**
 * The same symbol as a PNG `sizePx` wide (the chart's symbol atlas: a browser
 * decodes a PNG off its main thread, an SVG it rasterises on it).
 */
export const chartSymbolPngPath = (name: string, sizePx: number): string =>
  `${CHART_SYMBOLS_PATH}${encodeURIComponent(name)}?format=png&size_px=${sizePx}`;
/** Coverage and usage band of one chart file (extension; see ChartCoverage). */
export const CHART_COVERAGE_PATH = '/chart-engine/coverage';
/** The features' colours of several layers of one chart file in one answer (extension; see ChartLayersColours). */
export const CHART_COLOURS_PATH = '/chart-engine/colours';
/** At most this many layer names in one GET /chart-engine/colours. */
export const MAX_COLOUR_LAYERS = 200;

/** chart_name and layer_name of the world contour map's answers. */
export const WORLD_CONTOUR_CHART_NAME = 'world_contour_map';
export const WORLD_CONTOUR_LAYER_NAME = 'LNDARE';
/** Priority (cscl) of the world contour map: drawn under everything. */
export const WORLD_CONTOUR_CSCL = 999_999;
/** Priority of a feature whose chart has no compilation scale (spec: default 0.1). */
export const DEFAULT_CHART_CSCL = 0.1;
/** Default query values of /chart-engine/map. */
export const DEFAULT_CHART_THEME: Theme = 'day';
export const DEFAULT_DEPTH_WHEN_WHITE_M = 3;

export type ChartGeometryKind = 'Polygon' | 'LineString' | 'Point';

/** S-52 line styles the console can draw with constant screen width. */
export type ChartLineStyle = 'solid' | 'dashed' | 'dotted';

/**
 * The attributes the console reads (spec section 3); the cell's other S-57
 * attributes follow by acronym (LNAM is the feature's stable id). Enumerated
 * lists (CATLMK, CATSPM, CATHAF, COLOUR, ...) come as number arrays.
 */
export interface ChartFeatureProperties {
  /** Object name: named areas, lines and points (labels). */
  OBJNAM?: string;
  BCNSHP?: number;
  BOYSHP?: number;
  CATLAM?: number;
  CATWRK?: number;
  CATLMK?: number[] | number;
  CATSPM?: number[] | number;
  CATHAF?: number[] | number;
  CATCAM?: number | string;
  /** Soundings (layer SOUNDG, one Point per sounding): the depth in metres. */
  DEPTH?: number;
  /** Colours (S-57 COLOUR codes: 1 white, 3 red, 4 green, 6 yellow, ...): lights, marks. */
  COLOUR?: number[];
  /** Lights: sector limits in degrees, bearings from seaward (both present for a sector light). */
  SECTR1?: number;
  SECTR2?: number;
  /** Lights: nominal range in nautical miles. */
  VALNMR?: number;
  /** Depth contours (DEPCNT): the contour's depth in metres. */
  VALDCO?: number;
  [attribute: string]: unknown;
}

export interface ChartFeature {
  kind: ChartGeometryKind;
  /** Flat [lon, lat, lon, lat, ...] in degrees (WGS84). */
  coordinates: number[];
  /**
   * Vertex index (not number index) where each part starts, the first being
   * 0: polygon rings (exterior first, then holes; each ring closed) or the
   * parts of a multi-part line. Absent for one-part geometry.
   */
  partStarts?: number[];
  /** '#rrggbb' for the requested theme. */
  color: string;
  /** Draw priority: see the draw order above. */
  cscl: number;
  /** Lines (and polygon outlines drawn as lines): S-52 style and width in screen pixels. */
  lineStyle?: ChartLineStyle;
  lineWidthPx?: number;
  /**
   * Polygons: '#rrggbb' of the outline (`color` is the fill). A polygon
   * without lineWidthPx has no outline. Sector lights: the colour of the
   * arcs' outline and the sector legs. (Extension; absent before it.)
   */
  lineColor?: string;
  /**
   * Points: the symbol to draw, a name from chartSymbolName(). Soundings
   * (layer SOUNDG) have none: each sounding is one Point whose depth in
   * metres is properties.DEPTH, drawn as text in `color`. Sector lights
   * (lightSector() not null) have none either: their arcs and legs are
   * drawn in `color` from SECTR1/SECTR2 (S-52: no flare for them).
   */
  symbol?: string;
  /**
   * Polygons only: true when the area is not filled (its class shows only
   * its name, e.g. SEAARE). (Extension.)
   */
  noFill?: true;
  /**
   * '#rrggbb' of the feature's text in the requested theme, present when
   * it has one to show: its name (OBJNAM) or, for depth contours, its
   * value (VALDCO). (Extension.)
   */
  textColor?: string;
  /**
   * S-52 scale minimum (the feature's SCAMIN, a scale denominator), present
   * when the cell gives one: the feature is drawn while the display scale
   * 1:N has N <= scamin (see scaminVisible in src/wasm/chartScale.ts).
   * (Extension; properties.SCAMIN carries the same value.)
   */
  scamin?: number;
  properties: ChartFeatureProperties;
}

/**
 * GET /chart-engine/map and /chart-engine/world_contour_map answer this.
 * /chart-engine/map: chart_name is the stored file name (with '.000'),
 * layer_name the requested layer; a layer the cell lacks gives no features;
 * an unknown chart 404, a chart file the reader cannot read 422
 * ('unprocessable'), a bad query 400 (ApiError with fields).
 * /chart-engine/world_contour_map (query: theme, default day): chart_name
 * 'world_contour_map', layer_name 'LNDARE', Natural Earth land polygons with
 * cscl WORLD_CONTOUR_CSCL, latitudes clamped to Mercator's ±85.0511°. With
 * bbox and range_nm it answers a WorldContourView instead.
 */
export interface ChartFeatureCollection {
  type: 'FeatureCollection';
  chart_name: string;
  layer_name: string;
  theme: Theme;
  features: ChartFeature[];
}

// The world contour's views (coastline levels of detail and tiles).
export * from './worldContour';

/**
 * GET /chart-engine/coverage?chart_name= (protected): what the "best cell
 * per scale" rule needs of one chart file. usage_band is DSID INTU (1
 * overview .. 6 berthing; from the cell name's third character when absent),
 * cscl the compilation scale (DSPM CSCL), coverage the cell's M_COVR
 * polygons with CATCOV 1 (data coverage; same layout as ChartFeature
 * Polygons), bbox their extent. Also what an operator checks before
 * trusting a chart (the settings' chart files): edition (DSID EDTN), update
 * number (DSID UPDN), issue date (DSID ISDT) and update application date
 * (DSID UADT), dates as 'YYYYMMDD'; null when the cell leaves them empty.
 * Errors as /chart-engine/map.
 */
export interface ChartCoverage {
  chart_name: string;
  usage_band: number | null;
  cscl: number;
  bbox: [number, number, number, number] | null;
  coverage: ChartCoveragePolygon[];
  edition: string | null;
  update_number: string | null;
  issue_date: string | null;
  update_date: string | null;
}

export interface ChartCoveragePolygon {
  /** Flat [lon, lat, ...] degrees, exterior ring first, rings closed. */
  coordinates: number[];
  /** Vertex index where each ring starts; absent for one ring. */
  partStarts?: number[];
}

/** Query of GET /chart-engine/map. */
export interface ChartMapQuery {
  /** A map file name (as listed by /api/settings/maps/), with or without '.000'. */
  chart_name: string;
  layer_name: string;
  theme?: Theme;
  depth_when_white?: number;
  /**
   * 'color' (extension): answer only each feature's colour, in the order of
   * the full answer (ChartFeatureColours): what a console that has drawn
   * the layer needs for a theme or depth change, without the geometry.
   */
  fields?: 'color';
}

/**
 * (Extension) GET /chart-engine/colours?chart_name=&layer_names=A,B,…&theme=&depth_when_white=:
 * for each layer named (in that order, repeats once), the answer of
 * GET /chart-engine/map with fields=color — a theme change's colours of a
 * whole chart in one request instead of one per layer.
 */
export interface ChartLayersColours {
  type: 'LayerColors';
  chart_name: string;
  theme: Theme;
  layers: ChartFeatureColours[];
}

/** GET /chart-engine/map with fields=color: `colors[i]` is the colour of the full answer's feature i. */
export interface ChartFeatureColours {
  type: 'FeatureColors';
  chart_name: string;
  layer_name: string;
  theme: Theme;
  colors: string[];
  /** (Extension) each feature's lineColor, null where it has none (a light sector's outline). */
  line_colors?: (string | null)[];
  /** (Extension) each feature's textColor, null where it has none (names, contour values). */
  text_colors?: (string | null)[];
}

/**
 * The layer_visibility key of the chart's texts other than soundings: the
 * names (OBJNAM) of areas, lines and points and the depth contours' values
 * (VALDCO). Not a layer of the cells: never fetched. (Extension.)
 */
export const CHART_TEXT_LAYER = 'NAMES';

/**
 * Chart layers the console draws, in draw order within one cscl (the last
 * four are extensions: lights, soundings, sea-area names, and the switch of
 * names). Their Polish names are the console's (i18n/pl chartLayerLabels).
 */
export const CHART_LAYERS: readonly { name: string; fetched?: false }[] = [
  { name: 'LNDARE' },
  { name: 'DEPARE' },
  { name: 'DRYDOC' },
  { name: 'FLODOC' },
  { name: 'LNDRGN' },
  { name: 'BUAARE' },
  { name: 'VEGATN' },
  { name: 'RIVERS' },
  { name: 'HRBFAC' },
  { name: 'SLCONS' },
  { name: 'DEPCNT' },
  { name: 'COALNE' },
  { name: 'DWRTCL' },
  { name: 'TSSBND' },
  { name: 'TSELNE' },
  { name: 'TSSRON' },
  { name: 'TSSCRS' },
  { name: 'ROADWY' },
  { name: 'RAILWY' },
  { name: 'CHNWIR' },
  { name: 'FNCLNE' },
  { name: 'CRANES' },
  { name: 'OBSTRN' },
  { name: 'WRECKS' },
  { name: 'MORFAC' },
  { name: 'LNDMRK' },
  { name: 'PILBOP' },
  { name: 'BCNLAT' },
  { name: 'BOYLAT' },
  { name: 'BOYCAR' },
  { name: 'BOYSAW' },
  { name: 'BOYISD' },
  { name: 'BOYSPP' },
  { name: 'BOYINB' },
  { name: 'LIGHTS' },
  { name: 'SOUNDG' },
  { name: 'SEAARE' },
  { name: CHART_TEXT_LAYER, fetched: false },
];

/** Fetched entries of CHART_LAYERS: the cells' layers (CHART_TEXT_LAYER is a display switch, not a layer). */
export const isFetchedLayer = (layer: { fetched?: boolean }): boolean => layer.fetched !== false;

/** The names of the cells' layers a console fetches (those enabled), in draw order. */
export const FETCHED_CHART_LAYERS: readonly string[] = CHART_LAYERS.filter(isFetchedLayer).map((layer) => layer.name);

/** The layer-enable rule (spec section 3): an empty map means all on; otherwise a layer is on unless explicitly false. */
export function isLayerEnabled(layerVisibility: Readonly<Record<string, boolean>>, layer: string): boolean {
  return layerVisibility[layer] !== false;
}

/** The attribute whose value is the category part of a symbol name, per object class. */
export const SYMBOL_CATEGORY_ATTRIBUTE: Readonly<Record<string, string>> = {
  BOYLAT: 'CATLAM',
  BCNLAT: 'CATLAM',
  BOYCAR: 'CATCAM',
  BCNCAR: 'CATCAM',
  BOYSPP: 'CATSPM',
  BCNSPP: 'CATSPM',
  LNDMRK: 'CATLMK',
  HRBFAC: 'CATHAF',
  WRECKS: 'CATWRK',
  /** Lights: the flare's colour is the first COLOUR. */
  LIGHTS: 'COLOUR',
  UWTROC: 'WATLEV',
  SBDARE: 'NATSUR',
  SILTNK: 'CATSIL',
  MORFAC: 'CATMOR',
};

/** The attribute whose value is the shape part of a symbol name, per object class. */
export const SYMBOL_SHAPE_ATTRIBUTE: Readonly<Record<string, string>> = {
  BOYLAT: 'BOYSHP',
  BOYCAR: 'BOYSHP',
  BOYSAW: 'BOYSHP',
  BOYISD: 'BOYSHP',
  BOYSPP: 'BOYSHP',
  BOYINB: 'BOYSHP',
  BCNLAT: 'BCNSHP',
  BCNCAR: 'BCNSHP',
  BCNISD: 'BCNSHP',
  BCNSAW: 'BCNSHP',
  BCNSPP: 'BCNSHP',
  DAYMAR: 'TOPSHP',
  TOPMAR: 'TOPSHP',
};

/** IALA buoyage region of a mark ('A' where the cell names none). */
export type BuoyageRegion = 'A' | 'B';

/** Classes whose marks look different in IALA region B: their symbol names end in '_B' there. */
export const REGION_SYMBOL_CLASSES: ReadonlySet<string> = new Set(['BOYLAT', 'BCNLAT']);

const firstNumber = (value: unknown): number => {
  const first = Array.isArray(value) ? value[0] : value;
  const n = typeof first === 'string' ? Number(first) : first;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0;
};

/**
 * The symbol name of a point feature: object class, shape and category
 * ('BOYLAT_2_1' is a can-shaped (BOYSHP 2) port-hand (CATLAM 1) buoy; 0
 * where the attribute is absent), and for lateral marks in IALA region B
 * the suffix '_B' ('BOYLAT_2_1_B': the same buoy painted green, as red
 * marks starboard there). The server serves it as
 * /chart-engine/symbols/{name} (an uploaded '{name}.svg' wins).
 */
export function chartSymbolName(objectClass: string, properties: Readonly<ChartFeatureProperties>, region: BuoyageRegion = 'A'): string {
  const shape = firstNumber(properties[SYMBOL_SHAPE_ATTRIBUTE[objectClass] ?? '']);
  const category = firstNumber(properties[SYMBOL_CATEGORY_ATTRIBUTE[objectClass] ?? '']);
  const suffix = region === 'B' && REGION_SYMBOL_CLASSES.has(objectClass) ? '_B' : '';
  return `${objectClass}_${shape}_${category}${suffix}`;
}

/** A light's sector: from SECTR1 to SECTR2 clockwise, bearings from seaward in degrees. */
export interface LightSector {
  startDeg: number;
  endDeg: number;
}

const degreesOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The sector of a light (LIGHTS with SECTR1 and SECTR2), or null for an
 * all-round light: either limit missing, or the sector the whole circle
 * (S-52 draws those as all-round lights, with the flare).
 */
export function lightSector(properties: Readonly<ChartFeatureProperties>): LightSector | null {
  const start = degreesOf(properties.SECTR1);
  const end = degreesOf(properties.SECTR2);
  if (start === null || end === null) return null;
  const startDeg = ((start % 360) + 360) % 360;
  const endDeg = ((end % 360) + 360) % 360;
  if (startDeg === endDeg) return null;
  return { startDeg, endDeg };
}
