// The chart engine's read cache: per uploaded cell the parsed cell (with
// its update files applied) and per layer, theme and depth_when_white the
// serialised answer, in one LRU bounded by approximate bytes. An entry is
// valid for one version of the files (name, inode, size and mtime of the
// .000 and every .001, .002, ... beside it), looked at once for all the
// requests of FILES_FRESH_MS (a chart's layers are asked for together): a
// re-upload, a new update or a delete through the API is seen at once
// (`forget`), one made in the folder by other means within that time.
// Concurrent requests for a cell that is being read share that one read.
// After an upload (`prepare`) a cell's layer answers are made ready for the
// looks the consoles asked for lately, so switching the cell on finds them.
import { readdir, readFile, stat } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import { DEFAULT_CHART_THEME, DEFAULT_DEPTH_WHEN_WHITE_M, type ChartFeatureCollection, type ChartFeatureColours } from '../../protocol/chart';
import type { Theme } from '../../protocol/preferences';
import type { EncCell } from '../../wasm/enc';
import { HttpError } from '../errors';
import { cellCoverage, cellCscl } from './coverage';
import { EncReader } from './encReader';
import { layerFeatureColours } from './featureColours';
import { layerFeatures } from './features';
import { ByteLru } from './lru';

export interface LayerRequest {
  /** The stored map file name, with '.000'. */
  fileName: string;
  layerName: string;
  theme: Theme;
  depthWhenWhiteM: number;
}

/** Where a layer answer came from: the layer cache, a cached cell, or a fresh read of the files. */
export type CacheOutcome = 'layer-hit' | 'cell-hit' | 'read';

export interface LayerAnswer {
  json: string;
  outcome: CacheOutcome;
}

/** How a console draws a cell: the part of a layer request its answer depends on besides the layer. */
export type ChartLook = Pick<LayerRequest, 'theme' | 'depthWhenWhiteM'>;

/** How many of the latest distinct looks asked for a cell's answers are made ready for (`prepare`). */
export const PREPARED_LOOKS = 2;

interface CellFiles {
  basePath: string;
  updatePaths: string[];
  signature: string;
}

interface CachedCell {
  signature: string;
  cell: EncCell;
}

const UPDATE_EXTENSION = /\.(\d{3})$/;

/** The cache key of a layer's answer for one version of the cell's files (every key of a cell starts `layer:NAME\0`). */
const layerKey = (request: LayerRequest, files: CellFiles): string =>
  `layer:${request.fileName}\0${files.signature}\0${request.layerName}|${request.theme}|${request.depthWhenWhiteM}`;

/** How long one look at a cell's files (stat and folder listing) answers for. */
export const FILES_FRESH_MS = 1000;

/** The base file and its update files in order, with their version signature; null when the base file is missing. */
async function cellFiles(dir: string, fileName: string): Promise<CellFiles | null> {
  const basePath = join(dir, fileName);
  const base = await stat(basePath).catch(() => null);
  if (!base?.isFile()) return null;
  const stem = fileName.slice(0, -'.000'.length).toUpperCase();
  const updateNames = (await readdir(dir))
    .filter((name) => {
      const match = UPDATE_EXTENSION.exec(name);
      return match !== null && match[1] !== '000' && name.slice(0, -4).toUpperCase() === stem;
    })
    .sort((a, b) => Number(a.slice(-3)) - Number(b.slice(-3)));
  const parts = [`${fileName}:${base.ino}:${base.size}:${base.mtimeMs}`];
  const updatePaths: string[] = [];
  for (const name of updateNames) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    updatePaths.push(join(dir, name));
    parts.push(`${name}:${info.ino}:${info.size}:${info.mtimeMs}`);
  }
  return { basePath, updatePaths, signature: parts.join('|') };
}

/** Approximate memory of a read cell: its typed arrays plus its attribute tables. */
function cellBytes(cell: EncCell): number {
  let bytes = 4096;
  for (const layer of cell.layers) {
    bytes += layer.lonLatDeg.byteLength + layer.depthM.byteLength + layer.featureKinds.byteLength;
    bytes += layer.featurePartOffsets.byteLength + layer.partVertexOffsets.byteLength + layer.buoyageRegions.byteLength;
    for (const attributes of layer.attributes) {
      bytes += 64;
      for (const [key, value] of Object.entries(attributes)) bytes += 32 + key.length + (typeof value === 'number' ? 8 : JSON.stringify(value).length * 2);
    }
  }
  return bytes;
}


export class ChartCellCache {
  private readonly lru: ByteLru<CachedCell | string>;
  private readonly reading = new Map<string, Promise<CachedCell>>();
  /** The last look at each cell's files and when it started (ms). */
  private readonly looked = new Map<string, { atMs: number; files: Promise<CellFiles | null> }>();
  /** Reads of cell files so far (a shared read counts once). */
  cellReads = 0;
  /** The latest distinct looks layers or their colours were asked for in, the latest first. */
  private readonly looks: ChartLook[] = [];
  /** Each cell's preparation under way (the last one asked for). */
  private readonly preparing = new Map<string, Promise<void>>();

  constructor(
    private readonly mapsDir: string,
    maxBytes: number,
    /** Reads cells off the event loop (a worker thread). */
    readonly reader: EncReader = new EncReader(),
    private readonly nowMs: () => number = Date.now,
  ) {
    this.lru = new ByteLru(maxBytes);
  }

  /** Stops the reader's worker thread. */
  close(): Promise<void> {
    return this.reader.close();
  }

  get bytes(): number {
    return this.lru.bytes;
  }

  /** The answer of GET /chart-engine/map, serialised; 404 for a missing cell, 422 for an unreadable one. */
  async layer(request: LayerRequest): Promise<LayerAnswer> {
    this.lookAskedFor(request);
    const files = await this.files(request.fileName);
    const cachedJson = this.lru.get(layerKey(request, files));
    if (typeof cachedJson === 'string') return { json: cachedJson, outcome: 'layer-hit' };
    const { cached, outcome } = await this.cell(request.fileName, files);
    return { json: this.serialiseLayer(request, files, cached), outcome };
  }

  /**
   * Makes a stored cell's answers ready before a console asks (after an
   * upload or an update): the cell is read, and each of `layerNames` not
   * yet answered is serialised for the looks asked for lately (the default
   * look before any), one layer per turn of the event loop, for the files'
   * version of that turn. Stops when the cell is gone; an unreadable cell
   * fails as in layer(). A cell's preparations run one after the other (a
   * cell uploaded with its updates: each later one finds the layers the
   * earlier made for the files of now).
   */
  prepare(fileName: string, layerNames: readonly string[]): Promise<void> {
    const previous = this.preparing.get(fileName) ?? Promise.resolve();
    const run = (): Promise<void> => this.prepareLayers(fileName, layerNames);
    const preparation = previous.then(run, run);
    this.preparing.set(fileName, preparation);
    const settled = (): void => {
      if (this.preparing.get(fileName) === preparation) this.preparing.delete(fileName);
    };
    preparation.then(settled, settled);
    return preparation;
  }

  private async prepareLayers(fileName: string, layerNames: readonly string[]): Promise<void> {
    const looks = this.looks.length > 0 ? [...this.looks] : [{ theme: DEFAULT_CHART_THEME, depthWhenWhiteM: DEFAULT_DEPTH_WHEN_WHITE_M }];
    for (const look of looks) {
      for (const layerName of layerNames) {
        await nextTurn();
        const files = await this.files(fileName).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        });
        if (!files) return;
        const request = { fileName, layerName, ...look };
        if (typeof this.lru.get(layerKey(request, files)) === 'string') continue;
        const { cached } = await this.cell(fileName, files);
        this.serialiseLayer(request, files, cached);
        // A cache too small to keep the answers (or the cell) gains nothing from more.
        if (typeof this.lru.get(layerKey(request, files)) !== 'string') return;
      }
    }
  }

  /** A layer's answer, serialised and kept. */
  private serialiseLayer(request: LayerRequest, files: CellFiles, cached: CachedCell): string {
    const layer = cached.cell.layers.find((candidate) => candidate.name === request.layerName);
    const collection: ChartFeatureCollection = {
      type: 'FeatureCollection',
      chart_name: request.fileName,
      layer_name: request.layerName,
      theme: request.theme,
      features: layer ? layerFeatures(layer, { theme: request.theme, depthWhenWhiteM: request.depthWhenWhiteM, cscl: cellCscl(cached.cell) }) : [],
    };
    const json = JSON.stringify(collection);
    this.lru.set(layerKey(request, files), json, json.length + 256);
    return json;
  }

  /** Keeps a layer or colours request's look as the latest (prepare's looks). */
  private lookAskedFor({ theme, depthWhenWhiteM }: ChartLook): void {
    const known = this.looks.findIndex((look) => look.theme === theme && look.depthWhenWhiteM === depthWhenWhiteM);
    if (known === 0) return;
    if (known > 0) this.looks.splice(known, 1);
    this.looks.unshift({ theme, depthWhenWhiteM });
    this.looks.length = Math.min(this.looks.length, PREPARED_LOOKS);
  }

  /** The answer of GET /chart-engine/map with fields=color (ChartFeatureColours), serialised; errors as layer(). */
  async layerColours(request: LayerRequest): Promise<LayerAnswer> {
    // A console recolouring its cells (a theme or depth change) draws in this look from now on.
    this.lookAskedFor(request);
    const files = await this.files(request.fileName);
    const key = `${layerKey(request, files)}|colors`;
    const cachedJson = this.lru.get(key);
    if (typeof cachedJson === 'string') return { json: cachedJson, outcome: 'layer-hit' };
    const { cached, outcome } = await this.cell(request.fileName, files);
    const layer = cached.cell.layers.find((candidate) => candidate.name === request.layerName);
    const colours = layer ? layerFeatureColours(layer, { theme: request.theme, depthWhenWhiteM: request.depthWhenWhiteM, cscl: cellCscl(cached.cell) }) : null;
    const answer: ChartFeatureColours = {
      type: 'FeatureColors',
      chart_name: request.fileName,
      layer_name: request.layerName,
      theme: request.theme,
      colors: colours?.colours ?? [],
    };
    // The texts' colours (light sector outlines, names): only for layers that have some.
    if (colours?.lineColours.some((c) => c !== null)) answer.line_colors = colours.lineColours;
    if (colours?.textColours.some((c) => c !== null)) answer.text_colors = colours.textColours;
    const json = JSON.stringify(answer);
    this.lru.set(key, json, json.length + 256);
    return { json, outcome };
  }

  /** The answer of GET /chart-engine/coverage (ChartCoverage), serialised; errors as layer(). */
  async coverage(fileName: string): Promise<LayerAnswer> {
    const files = await this.files(fileName);
    const key = `layer:${fileName}\0${files.signature}\0coverage`;
    const cachedJson = this.lru.get(key);
    if (typeof cachedJson === 'string') return { json: cachedJson, outcome: 'layer-hit' };
    const { cached, outcome } = await this.cell(fileName, files);
    const json = JSON.stringify(cellCoverage(cached.cell, fileName));
    this.lru.set(key, json, json.length + 256);
    return { json, outcome };
  }

  private async files(fileName: string): Promise<CellFiles> {
    const now = this.nowMs();
    let look = this.looked.get(fileName);
    if (!look || now - look.atMs >= FILES_FRESH_MS || now < look.atMs) {
      look = { atMs: now, files: cellFiles(this.mapsDir, fileName) };
      this.looked.set(fileName, look);
    }
    const files = await look.files;
    if (files) return files;
    this.forget(fileName);
    throw new HttpError(404, `Nie ma mapy ${fileName}: wgraj ją w ustawieniach (Mapy)`, { chart_name: 'nie ma takiej mapy' });
  }

  private async cell(fileName: string, files: CellFiles): Promise<{ cached: CachedCell; outcome: CacheOutcome }> {
    const cellKey = `cell:${fileName}`;
    const cached = this.lru.get(cellKey);
    if (cached && typeof cached !== 'string') {
      if (cached.signature === files.signature) return { cached, outcome: 'cell-hit' };
      this.drop(fileName);
    }
    const readKey = `${fileName}\0${files.signature}`;
    let reading = this.reading.get(readKey);
    if (!reading) {
      reading = this.read(fileName, files).finally(() => this.reading.delete(readKey));
      this.reading.set(readKey, reading);
    }
    return { cached: await reading, outcome: 'read' };
  }

  private async read(fileName: string, files: CellFiles): Promise<CachedCell> {
    this.cellReads++;
    let cell: EncCell;
    try {
      const base = await readFile(files.basePath);
      const updates = await Promise.all(files.updatePaths.map((path) => readFile(path)));
      cell = await this.reader.read(fileName, base, updates);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, `Nie ma mapy ${fileName}`, { chart_name: 'nie ma takiej mapy' });
      throw new HttpError(422, `Mapy ${fileName} nie da się odczytać: ${reason}`, { chart_name: 'uszkodzona mapa' });
    }
    const cached = { signature: files.signature, cell };
    this.drop(fileName);
    this.lru.set(`cell:${fileName}`, cached, cellBytes(cell));
    return cached;
  }

  /** Drops a cell, its layer answers and the last look at its files (it changed). */
  forget(fileName: string): void {
    this.looked.delete(fileName);
    this.drop(fileName);
  }

  /** Drops a cell and its layer answers. */
  private drop(fileName: string): void {
    this.lru.delete(`cell:${fileName}`);
    this.lru.deletePrefix(`layer:${fileName}\0`);
  }
}
