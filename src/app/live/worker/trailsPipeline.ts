// Every vessel's recent trail (the chart's 'Ślady'), off the main thread:
// the history's tracks of a short window fetched and parsed here, and
// stroked into one line layer by the core around the vessel layer's area;
// the main thread only uploads it. One request at a time; while one runs,
// only the newest of those that arrive meanwhile is kept.
import type { GeoPoint } from '../../../protocol/geo';
import { HISTORY_TRACKS_PATH, type HistoryTracks } from '../../../protocol/history';
import type { GeoBbox } from '../../chart/enc/workerProtocol';
import type { LineBuffers } from '../../chart/layers/line/lineProgram';
import type { TrailRgba } from './trailBuild';

export interface TrailsRequest {
  /** The trails answer this id (the main thread ignores older ones). */
  id: number;
  fromMs: number;
  toMs: number;
  token: string | null;
  rgba: TrailRgba;
}

export interface TrailsDeps {
  fetch(url: string, init: { headers: Record<string, string> }): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  build(tracks: HistoryTracks['tracks'], rgba: TrailRgba, origin: GeoPoint, area: GeoBbox | null): Promise<LineBuffers | null>;
  /** The vessel layer's origin and area (null before the chart asked for a layer). */
  view(): { origin: GeoPoint; area: GeoBbox | null } | null;
  post(id: number, buffers: LineBuffers | null): void;
  error(message: string): void;
}

export class TrailsPipeline {
  private latest: TrailsRequest | null = null;
  private running = false;

  constructor(private readonly deps: TrailsDeps) {}

  set(request: TrailsRequest | null): void {
    this.latest = request;
    if (request) void this.run();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let request = this.latest; request; ) {
        const view = this.deps.view();
        if (!view) break;
        const url = `${HISTORY_TRACKS_PATH}?from=${encodeURIComponent(new Date(request.fromMs).toISOString())}&to=${encodeURIComponent(new Date(request.toMs).toISOString())}`;
        try {
          const response = await this.deps.fetch(url, { headers: request.token ? { Authorization: `Bearer ${request.token}` } : {} });
          if (!response.ok) throw new Error(`trails: HTTP ${response.status}`);
          const tracks = ((await response.json()) as HistoryTracks).tracks;
          const buffers = await this.deps.build(tracks, request.rgba, view.origin, view.area);
          if (this.latest?.id === request.id) this.deps.post(request.id, buffers);
        } catch (error) {
          this.deps.error(String(error));
        }
        request = this.latest && this.latest.id !== request.id ? this.latest : null;
      }
    } finally {
      this.running = false;
    }
  }
}

/** The buffers a trails layer transfers (this module, not trailBuild.ts: the worker must not import the WASM core at start). */
export function trailTransferables(b: LineBuffers): ArrayBuffer[] {
  const all = [b.positions, b.indices, b.colours, b.extrusions, b.distancesM, b.styleIds].map((a) => a.buffer);
  return [...new Set(all)].filter((x): x is ArrayBuffer => x instanceof ArrayBuffer && x.byteLength > 0);
}
