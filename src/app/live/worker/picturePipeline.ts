// The replay's pictures off the main thread: the vessel worker fetches and
// parses GET /api/history/picture/?at=ISO (2,000 vessels, about one a
// second at 60x) and answers the main thread with the other lists only
// (atons, stations, warnings, open alerts), each as JSON text: a string
// crosses to the main thread as one copy, and the main thread parses only
// a list that changed (the ~300 open alerts of a replay at 60x are
// 265 KB). It keeps the picture's vessels
// until the main thread shows that picture ('replay' with its id: they
// become the table); a newer picture's vessels, 'live' or 'disconnect'
// drop them.
import { HISTORY_PICTURE_PATH, type HistoryPicture } from '../../../protocol/history';
import type { Vessel } from '../../../protocol/vessels';

export interface PictureRequest {
  /** The answer carries this id; 'replay' with it shows the picture's vessels. */
  id: number;
  atMs: number;
  token: string | null;
}

/** A picture's lists but the vessels, each as JSON text. */
export type PictureListsJson = Record<'atons' | 'stations' | 'warnings' | 'alerts', string>;

/** A picture as the main thread gets it: its vessels stay in the vessel worker under `id`. */
export interface WorkerPicture {
  id: number;
  at: string;
  json: PictureListsJson;
}

/** The answer to a picture request: the picture, or why there is none (`status` 0: no HTTP answer). */
export type PictureAnswer = { id: number; picture: WorkerPicture } | { id: number; failure: { status: number; message: string } };

export interface PictureDeps {
  fetch(url: string, init: { headers: Record<string, string> }): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  post(answer: PictureAnswer): void;
}

export class PicturePipeline {
  private kept: { id: number; vessels: Vessel[] } | null = null;
  /** The newest request's id: an older answer's vessels are not kept. */
  private newestId = 0;
  /** Pictures asked for before the last `drop` are not kept. */
  private keepFromId = 0;

  constructor(private readonly deps: PictureDeps) {}

  async fetch(request: PictureRequest): Promise<void> {
    this.newestId = Math.max(this.newestId, request.id);
    const url = `${HISTORY_PICTURE_PATH}?at=${encodeURIComponent(new Date(request.atMs).toISOString())}`;
    try {
      const response = await this.deps.fetch(url, { headers: request.token ? { Authorization: `Bearer ${request.token}` } : {} });
      if (!response.ok) {
        this.deps.post({ id: request.id, failure: { status: response.status, message: `picture: HTTP ${response.status}` } });
        return;
      }
      const { vessels, at, atons, stations, warnings, alerts } = (await response.json()) as HistoryPicture;
      if (request.id >= this.newestId && request.id >= this.keepFromId) this.kept = { id: request.id, vessels };
      const json = { atons: JSON.stringify(atons), stations: JSON.stringify(stations), warnings: JSON.stringify(warnings), alerts: JSON.stringify(alerts) };
      this.deps.post({ id: request.id, picture: { id: request.id, at, json } });
    } catch (error) {
      this.deps.post({ id: request.id, failure: { status: 0, message: String(error) } });
    }
  }

  /** The vessels of picture `id`, once (null: not kept, e.g. a newer one came or the replay ended). */
  take(id: number): Vessel[] | null {
    if (this.kept?.id !== id) return null;
    const { vessels } = this.kept;
    this.kept = null;
    return vessels;
  }

  /** The replay ended (or the user signed out): a kept picture is not shown any more. */
  drop(): void {
    this.kept = null;
    this.keepFromId = this.newestId + 1;
  }
}
