// The world contour map follows the view: for each view (debounced by the
// caller) the coastline level of detail the core chooses for its range
// (coastlineLevel), and a request to the chart worker when that level
// changes or the view leaves the extent the shown tiles cover. One request
// at a time; the next waits until the last one's tiles are shown (so the
// worker knows which tiles the layer holds). Frames never wait: the layer
// draws the last complete view meanwhile. A theme change recolours the
// tiles held in place (the sink); nothing is asked again for it.
import type { GeoPoint } from '../../../protocol/geo';
import type { Theme } from '../../../protocol/preferences';
import { coastlineLevel } from '../../../wasm/chartScale';
import { pl } from '../../i18n/pl';
import { bboxWithin, type ViewBox } from './viewBox';
import type { ChartWorkerClient } from './workerClient';
import type { BuiltCoastView, GeoBbox, WorkerResponse } from './workerProtocol';

export interface CoastSink {
  /** Tile keys the layer holds (the worker builds only the others). */
  heldKeys(): string[];
  /** Uploads the view's new tiles, shows the view once all are there, then calls `shown`. */
  showView(view: BuiltCoastView, shown: () => void): void;
  /** Drops every tile. */
  clear(): void;
  /** Draws every tile, held and arriving, in the theme's land colour (at once, in the caller's task). */
  recolour(theme: Theme): void;
}

export interface WorldContourDeps {
  worker: Pick<ChartWorkerClient, 'start' | 'cancel'>;
  sink: CoastSink;
  token: () => string | null;
  origin: GeoPoint;
  /** The attribution the shown tiles ask for (null: none). */
  onAttribution: (text: string | null) => void;
  onError: (message: string) => void;
}

/** What the tiles shown (or being fetched) were asked for. */
export interface CoastRequestState {
  /** The level the core wanted for the view (the server may answer coarser). */
  wantedLevel: number;
  /** The extent the tiles cover. */
  covered: GeoBbox;
  /** The level answered; -1 for the whole map (no coastline store): nothing more to ask. */
  level: number;
}

/** The level of detail the core wants for a view. */
export const wantedLevel = (view: ViewBox): number => coastlineLevel(view.rangeNm, view.centreLatDeg);

/** Whether a view needs a new request: nothing asked yet, another level wanted, or the view leaves the covered extent. */
export function needsRequest(last: CoastRequestState | null, view: ViewBox, wanted: number): boolean {
  if (!last) return true;
  if (last.level === -1) return false;
  return last.wantedLevel !== wanted || !bboxWithin(view.bbox, last.covered);
}

export class WorldContourViews {
  private theme: Theme | null = null;
  private view: ViewBox | null = null;
  private last: CoastRequestState | null = null;
  private inFlight: number | null = null;
  /** Views asked so far (statistics, tests). */
  requests = 0;

  constructor(private readonly deps: WorldContourDeps) {}

  /** Shows the world contour map in a theme (tiles of another theme are dropped). */
  attach(theme: Theme): void {
    this.detach();
    this.theme = theme;
    this.deps.sink.recolour(theme);
    this.evaluate();
  }

  /**
   * Another theme: the tiles held (and those of a request under way) are
   * drawn in its land colour from the next frame; later requests ask in it.
   */
  recolour(theme: Theme): void {
    if (this.theme === null || theme === this.theme) return;
    this.theme = theme;
    this.deps.sink.recolour(theme);
  }

  /** No world contour map (signed out). */
  detach(): void {
    if (this.inFlight !== null) this.deps.worker.cancel(this.inFlight);
    this.inFlight = null;
    this.theme = null;
    this.last = null;
    this.deps.sink.clear();
    this.deps.onAttribution(null);
  }

  /** The view changed (the caller debounces). */
  viewChanged(view: ViewBox): void {
    this.view = view;
    this.evaluate();
  }

  private evaluate(): void {
    const view = this.view;
    const theme = this.theme;
    if (!view || !theme || this.inFlight !== null) return;
    const wanted = wantedLevel(view);
    if (!needsRequest(this.last, view, wanted)) return;
    this.request(view, wanted, theme);
  }

  private request(view: ViewBox, wanted: number, theme: Theme): void {
    this.requests += 1;
    const asked: CoastRequestState = { wantedLevel: wanted, covered: view.bbox, level: wanted };
    let answered = false;
    const held = this.deps.sink.heldKeys();
    const jobId = this.deps.worker.start(
      { type: 'coastView', bbox: view.bbox, rangeNm: view.rangeNm, theme, token: this.deps.token(), origin: this.deps.origin, held },
      (message: WorkerResponse) => {
        if (message.type === 'coastView') {
          answered = true;
          const built = message.view;
          this.deps.sink.showView(built, () => {
            if (this.inFlight !== jobId) return;
            this.inFlight = null;
            this.last = { ...asked, covered: built.covered, level: built.level };
            this.deps.onAttribution(built.attribution);
            this.evaluate();
          });
        } else if (message.type === 'httpError' || message.type === 'failed') {
          this.deps.onError(message.type === 'httpError' ? pl.chart.httpError(message.status) : message.message);
        } else if (message.type === 'done' && !answered && this.inFlight === jobId) {
          // Failed: do not ask again for this view; a later view asks again.
          this.inFlight = null;
          this.last = asked;
        }
      },
    );
    this.inFlight = jobId;
  }
}
