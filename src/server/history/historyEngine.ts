// The history writer and reader, on its worker thread (historyThread.ts):
// each batch from the recorder is compacted (compaction.ts), its lists
// compared (itemLog.ts) and written in one transaction; writes run one after
// the other, reads beside them. A write that fails stops the writing (the
// status says why, in Polish; a full disk is told apart) and every
// RETRY_MS of the recorder's clock a batch tries again; meanwhile reports are
// dropped. Retention runs hourly in small steps between the writes.
import { gzipSync } from 'node:zlib';
import { MAX_ALERT_MARKS, type HistoryRange, type HistoryStatus, type HistoryTrack, type HistoryTracks } from '../../protocol/history';
import { mmsiString } from '../ais/vesselTracker';
import { DAY_MS, isDiskFull, startOfUtcDay, type HistoryBackend } from '../db/history/backend';
import { COMPACT_MAX_GAP_MS, Compactor, reportRow } from './compaction';
import { ItemLog } from './itemLog';
import { candidatesFrom, pictureAt } from './picture';
import type { HistoryBatch, StaticRecord } from './records';
import { trackCsv, trackFileName, trackGpx, type TrackFileFormat } from './trackFiles';
import { trackPoints } from './trackPoints';

/** How often (recorder's clock) a stopped writer tries again. */
export const RETRY_MS = 30_000;
/** How often retention looks for old days. */
const RETENTION_EVERY_MS = 3_600_000;

export const DISK_FULL_TEXT = 'Zapis historii wstrzymany: brak miejsca na dysku';
export const WRITE_FAILED_TEXT = 'Zapis historii wstrzymany: błąd zapisu bazy historii';

export interface WriteResult {
  status: HistoryStatus;
  /** Set when this write stopped the writing (for the log, in English with the cause) or resumed it. */
  change: { kind: 'stopped'; detail: string } | { kind: 'resumed' } | null;
  /** Reports taken and rows stored so far (compaction's counters). */
  counts: { reports: number; stored: number; outOfOrder: number };
}

export type ReadRequest = (
  | { kind: 'track'; mmsi: number; fromMs: number; toMs: number; format: 'json' | TrackFileFormat }
  | { kind: 'tracks'; fromMs: number; toMs: number }
  | { kind: 'picture'; atMs: number }
  | { kind: 'range'; fromMs: number | null; toMs: number | null }
) & {
  /** The client takes gzip: a body over GZIP_FROM_BYTES comes gzipped. */
  gzip?: boolean;
};

/** Answers above this many bytes go gzipped to clients that take it. */
export const GZIP_FROM_BYTES = 1024;

/** A read's answer: the body as sent (JSON or the file, gzipped when `gzipped`) and the time the engine took. */
export interface ReadAnswer {
  body: string | Uint8Array;
  gzipped: boolean;
  fileName?: string;
  engineMs: number;
}

export class HistoryEngine {
  private readonly compactor = new Compactor();
  private readonly items = new ItemLog();
  private writing: Promise<unknown> = Promise.resolve();
  private failure: { message: string; retryAtMs: number } | null = null;
  private nextRetentionMs = 0;
  private nextPruneMs = 0;
  private retention: Promise<void> | null = null;
  private closed = false;

  constructor(
    readonly backend: HistoryBackend,
    private readonly days: number,
  ) {}

  get status(): HistoryStatus {
    return { recording: this.failure === null, error: this.failure?.message ?? null };
  }

  /** Writes one batch after those before it. */
  write(batch: HistoryBatch): Promise<WriteResult> {
    const done = this.writing.then(() => this.writeNow(batch));
    this.writing = done.catch(() => undefined);
    return done;
  }

  /** Resolves once the writes asked for so far are done. */
  async settled(): Promise<void> {
    await this.writing;
  }

  private async writeNow(batch: HistoryBatch): Promise<WriteResult> {
    const nowMs = batch.nowMs;
    const failed = this.failure;
    const changes = this.items.changes(batch.lists, batch.alerts, nowMs);
    if (failed && nowMs < failed.retryAtMs) {
      // Dropped; the lists are kept in step, and written whole once writing resumes.
      this.items.rewriteAll();
      return this.result(null);
    }
    // Reports older than the kept days (a source's wrong clock) would only be deleted again.
    const keptFromMs = startOfUtcDay(nowMs) - this.days * DAY_MS;
    for (let i = 0; i < batch.reportCount; i += 1) {
      const report = reportRow(batch.positions, i);
      if (report.tMs >= keptFromMs) this.compactor.add(report);
    }
    const statics = new Map<string, StaticRecord>();
    for (const record of batch.statics) if (record.tMs >= keptFromMs) statics.set(`${record.mmsi}:${record.tMs}`, record);
    const flush = { positions: this.compactor.drain(), statics: [...statics.values()], ...changes, writtenMs: nowMs };
    const days = new Set<number>();
    for (const row of flush.positions) days.add(startOfUtcDay(row.tMs));
    for (const row of flush.statics) days.add(startOfUtcDay(row.tMs));
    for (const row of flush.items) days.add(startOfUtcDay(row.tMs));
    for (const row of flush.keyframes) days.add(startOfUtcDay(row.tMs));
    try {
      await this.backend.prepareDays([...days]);
      await this.backend.write(flush);
    } catch (error) {
      this.compactor.reset();
      this.items.rewriteAll();
      this.failure = { message: isDiskFull(error) ? DISK_FULL_TEXT : WRITE_FAILED_TEXT, retryAtMs: nowMs + RETRY_MS };
      return this.result(failed ? null : { kind: 'stopped', detail: error instanceof Error ? `${String((error as { code?: unknown }).code ?? '')} ${error.message}`.trim() : String(error) });
    }
    this.failure = null;
    if (nowMs >= this.nextPruneMs) {
      this.nextPruneMs = nowMs + COMPACT_MAX_GAP_MS;
      this.compactor.prune(nowMs);
    }
    if (nowMs >= this.nextRetentionMs) {
      this.nextRetentionMs = nowMs + RETENTION_EVERY_MS;
      // A failed step (e.g. another node dropping the same day) is tried again at the next hour.
      this.prune(nowMs).catch(() => undefined);
    }
    return this.result(failed ? { kind: 'resumed' } : null);
  }

  private result(change: WriteResult['change']): WriteResult {
    return { status: this.status, change, counts: { ...this.compactor.counts } };
  }

  /** Deletes the days before the kept ones (the `days` whole UTC days before `nowMs`'s), step by step; resolves when done. */
  prune(nowMs: number): Promise<void> {
    this.retention ??= (async () => {
      const cutoffMs = startOfUtcDay(nowMs) - this.days * DAY_MS;
      try {
        while (!this.closed && (await this.backend.pruneStep(cutoffMs))) {
          // The writes waiting get their turn between two steps.
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        this.retention = null;
      }
    })();
    return this.retention;
  }

  async read(request: ReadRequest): Promise<ReadAnswer> {
    const started = performance.now();
    const { body, fileName } = await this.answer(request);
    const gzipped = request.gzip === true && body.length > GZIP_FROM_BYTES;
    const sent = gzipped ? new Uint8Array(gzipSync(body, { level: 4 })) : body;
    return { body: sent, gzipped, ...(fileName === undefined ? {} : { fileName }), engineMs: performance.now() - started };
  }

  private async answer(request: ReadRequest): Promise<{ body: string; fileName?: string }> {
    switch (request.kind) {
      case 'track': {
        const rows = await this.backend.positions(request.mmsi, request.fromMs - COMPACT_MAX_GAP_MS, request.toMs);
        const mmsi = mmsiString(request.mmsi);
        const points = trackPoints(rows, request.fromMs, request.toMs);
        if (request.format === 'json') return { body: JSON.stringify({ mmsi, points } satisfies HistoryTrack) };
        const fileName = trackFileName(mmsi, request.fromMs, request.toMs, request.format);
        if (request.format === 'csv') return { body: trackCsv(points), fileName };
        const name = (await this.backend.staticAt(request.mmsi, request.toMs))?.name ?? '';
        return { body: trackGpx(mmsi, name, request.fromMs, request.toMs, points), fileName };
      }
      case 'tracks': {
        const sinceMs = request.fromMs - COMPACT_MAX_GAP_MS;
        const vessels = await this.backend.vesselRows(sinceMs, request.toMs, candidatesFrom(sinceMs));
        const tracks: HistoryTracks['tracks'] = [];
        for (const { statics, rows } of vessels) {
          const points = trackPoints(rows, request.fromMs, request.toMs);
          if (points.length > 0) tracks.push({ mmsi: mmsiString(statics.mmsi), id: statics.id, name: statics.name, points });
        }
        const body: HistoryTracks = { from: new Date(request.fromMs).toISOString(), to: new Date(request.toMs).toISOString(), tracks };
        return { body: JSON.stringify(body) };
      }
      case 'picture':
        return { body: JSON.stringify(await pictureAt(this.backend, request.atMs)) };
      case 'range':
        return { body: JSON.stringify(await this.range(request.fromMs, request.toMs)) };
    }
  }

  private async range(fromMs: number | null, toMs: number | null): Promise<HistoryRange> {
    const bounds = await this.backend.bounds();
    const { marks, more } = await this.backend.alertMarks(fromMs ?? -8.64e15, toMs ?? 8.64e15, MAX_ALERT_MARKS);
    return {
      from: bounds ? new Date(bounds.fromMs).toISOString() : null,
      to: bounds ? new Date(bounds.toMs).toISOString() : null,
      days: this.days,
      ...this.status,
      alerts: marks,
      alerts_truncated: more,
    };
  }

  /** Waits for the writes and retention under way, then closes the storage. */
  async close(): Promise<void> {
    this.closed = true;
    await this.writing;
    await this.retention;
    await this.backend.close();
  }
}
