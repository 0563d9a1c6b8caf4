// Multi-sentence reassembly. Fragments of an NMEA 4.0 tag-block group
// (g:sentence-total-id) are keyed by the group id and the channel (with the
// sentence's own sequence id and fragment count), never by the source: a
// feed may put s: on the first fragment only. Fragments without a group are
// keyed by tag-block source, channel, sequence id and fragment count. They
// must arrive in order. A fragment that cannot be read (bad checksum, broken
// fields) drops the partial messages it may belong to (`discard`), so a
// later message's fragment never completes them. The pending set is bounded
// in count, age and size, so partial or broken input never grows memory:
// the oldest partial message is dropped first.
import { AisError } from './errors';
import type { AisSentence } from './sentence';
import { MAX_PAYLOAD_CHARS } from './sixbit';

export interface AisFragmentMeta {
  talker: string;
  formatter: 'VDM' | 'VDO';
  channel: string;
  /** Tag-block source (s:) of the first fragment, if any. */
  source?: string;
  /** Tag-block time (c:) of the first fragment that had one, unix ms. */
  timeMs?: number;
}

/** A whole message's armoured payload. */
export interface AisPayload extends AisFragmentMeta {
  payload: string;
  fillBits: number;
}

export interface ReassemblerOptions {
  /** Most partial messages kept at once (default 256). */
  maxPending?: number;
  /** A partial message older than this is dropped (default 30 s). */
  timeoutMs?: number;
  /** Clock (default Date.now). */
  now?: () => number;
}

interface Pending {
  /** The tag-block group id of the message, when it came in a group. */
  groupId?: number;
  startedMs: number;
  nextIndex: number;
  total: number;
  parts: string[];
  meta: AisFragmentMeta;
}

export class Reassembler {
  private readonly pending = new Map<string, Pending>();
  private readonly maxPending: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** Partial messages dropped (timed out, evicted, superseded). */
  dropped = 0;

  constructor(options: ReassemblerOptions = {}) {
    this.maxPending = options.maxPending ?? 256;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** The whole payload when `sentence` completes a message, otherwise null. Throws AisError ('fragment'). */
  push(sentence: AisSentence): AisPayload | null {
    const nowMs = this.now();
    this.expire(nowMs);
    const source = sentence.tagBlock?.source;
    const timeMs = sentence.tagBlock?.timeMs;
    const meta: AisFragmentMeta = {
      talker: sentence.talker,
      formatter: sentence.formatter,
      channel: sentence.channel,
      ...(source !== undefined ? { source } : {}),
      ...(timeMs !== undefined ? { timeMs } : {}),
    };
    if (sentence.total === 1) return { ...meta, payload: sentence.payload, fillBits: sentence.fillBits };

    const group = sentence.tagBlock?.group;
    const key = group
      ? `g|${group.id}|${sentence.channel}|${sentence.sequenceId}|${sentence.total}`
      : `s|${source ?? ''}|${sentence.channel}|${sentence.sequenceId}|${sentence.total}`;
    if (sentence.index === 1) {
      if (this.pending.delete(key)) this.dropped++;
      if (sentence.fillBits !== 0) throw new AisError('fragment', 'fill bits before the last fragment');
      while (this.pending.size >= this.maxPending) this.evictOldest();
      this.pending.set(key, {
        ...(group ? { groupId: group.id } : {}),
        startedMs: nowMs,
        nextIndex: 2,
        total: sentence.total,
        parts: [sentence.payload],
        meta,
      });
      return null;
    }
    const entry = this.pending.get(key);
    if (!entry) throw new AisError('fragment', `fragment ${sentence.index}/${sentence.total} without its first part`);
    if (entry.nextIndex !== sentence.index) {
      this.pending.delete(key);
      this.dropped++;
      throw new AisError('fragment', `fragment ${sentence.index} where ${entry.nextIndex} was expected`);
    }
    entry.parts.push(sentence.payload);
    if (entry.meta.timeMs === undefined && timeMs !== undefined) entry.meta.timeMs = timeMs;
    if (entry.meta.source === undefined && source !== undefined) entry.meta.source = source;
    const size = entry.parts.reduce((sum, part) => sum + part.length, 0);
    if (size > MAX_PAYLOAD_CHARS) {
      this.pending.delete(key);
      this.dropped++;
      throw new AisError('format', 'reassembled payload too long');
    }
    if (sentence.index < entry.total) {
      if (sentence.fillBits !== 0) {
        this.pending.delete(key);
        this.dropped++;
        throw new AisError('fragment', 'fill bits before the last fragment');
      }
      entry.nextIndex++;
      return null;
    }
    this.pending.delete(key);
    return { ...entry.meta, payload: entry.parts.join(''), fillBits: sentence.fillBits };
  }

  /**
   * A line that could not be read as a sentence: drops the partial messages it
   * may belong to. With a readable tag block (its checksum right) that names a
   * group, that group's; with one that names a source only, that source's
   * (and those of no known source);
   * otherwise every partial message (the broken line's own fields cannot be
   * trusted, and a partial message left waiting could be completed by the
   * next message's fragment). Returns how many were dropped.
   */
  discard(tags: { groupId?: number; source?: string } | null): number {
    let count = 0;
    for (const [key, entry] of this.pending) {
      const belongs =
        tags?.groupId !== undefined
          ? entry.groupId === tags.groupId
          : tags?.source !== undefined
            ? entry.meta.source === tags.source || entry.meta.source === undefined
            : true;
      if (!belongs) continue;
      this.pending.delete(key);
      count++;
    }
    this.dropped += count;
    return count;
  }

  /** Drops partial messages older than the timeout (Map order is arrival order). */
  expire(nowMs = this.now()): void {
    for (const [key, entry] of this.pending) {
      if (nowMs - entry.startedMs < this.timeoutMs) break;
      this.pending.delete(key);
      this.dropped++;
    }
  }

  private evictOldest(): void {
    const oldest = this.pending.keys().next();
    if (oldest.done) return;
    this.pending.delete(oldest.value);
    this.dropped++;
  }
}
