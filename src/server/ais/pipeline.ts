// The AIS pipeline: line -> sentence (tag block, checksum) -> reassembly ->
// decoder -> listener. Every error is caught here, once, and counted by
// kind; nothing a source feeds in can throw out of push().
import { decodeAis } from './decoder';
import { isAisError, type AisErrorKind } from './errors';
import type { AisMessage } from './messages';
import { Reassembler, type AisFragmentMeta, type ReassemblerOptions } from './reassembler';
import { isEncapsulated, parseSentence, readableTagBlock } from './sentence';

/** Where and when a message was received. */
export interface AisReceipt extends AisFragmentMeta {
  /** Tag-block time when present, otherwise the pipeline's clock; unix ms. */
  receivedMs: number;
}

export type AisMessageListener = (message: AisMessage, receipt: AisReceipt) => void;

export interface AisPipelineStats {
  lines: number;
  sentences: number;
  messages: number;
  /** Partial messages dropped by reassembly (timeout, eviction, supersession). */
  fragmentsDropped: number;
  /** Errors per kind ('not_ais' counts skipped non-AIS lines). */
  errors: Record<AisErrorKind, number>;
  /** Errors thrown by a listener (caught and counted; the pipeline goes on). */
  listenerErrors: number;
}

export interface AisPipelineOptions extends ReassemblerOptions {
  /** Called for errors (e.g. to log at debug level); never for 'not_ais' lines. */
  onError?: (kind: AisErrorKind, message: string, line: string) => void;
}

const zeroErrors = (): Record<AisErrorKind, number> => ({
  not_ais: 0,
  format: 0,
  checksum: 0,
  fragment: 0,
  length: 0,
  unsupported: 0,
  encode: 0,
});

export class AisPipeline {
  private readonly reassembler: Reassembler;
  private readonly listeners = new Set<AisMessageListener>();
  private readonly now: () => number;
  private readonly onError: AisPipelineOptions['onError'];
  private readonly counts = { lines: 0, sentences: 0, messages: 0, listenerErrors: 0 };
  private readonly errors = zeroErrors();

  constructor(options: AisPipelineOptions = {}) {
    this.reassembler = new Reassembler(options);
    this.now = options.now ?? Date.now;
    this.onError = options.onError;
  }

  /** Adds a listener for decoded messages; returns a function that removes it. */
  onMessage(listener: AisMessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Feeds one line (without or with its line terminator). Never throws. */
  push(line: string): void {
    this.counts.lines++;
    let message: AisMessage;
    let receipt: AisReceipt;
    let parsed = false;
    try {
      const sentence = parseSentence(line);
      parsed = true;
      this.counts.sentences++;
      const whole = this.reassembler.push(sentence);
      if (!whole) return;
      message = decodeAis(whole.payload, whole.fillBits);
      receipt = {
        talker: whole.talker,
        formatter: whole.formatter,
        channel: whole.channel,
        ...(whole.source !== undefined ? { source: whole.source } : {}),
        ...(whole.timeMs !== undefined ? { timeMs: whole.timeMs } : {}),
        receivedMs: whole.timeMs ?? this.now(),
      };
    } catch (error) {
      this.fail(error, line);
      if (!parsed) this.discardBroken(error, line);
      return;
    }
    this.counts.messages++;
    for (const listener of this.listeners) {
      try {
        listener(message, receipt);
      } catch {
        this.counts.listenerErrors++;
      }
    }
  }

  /** Feeds several lines (e.g. a chunk split on line ends). */
  pushAll(lines: Iterable<string>): void {
    for (const line of lines) this.push(line);
  }

  stats(): AisPipelineStats {
    return {
      ...this.counts,
      fragmentsDropped: this.reassembler.dropped,
      errors: { ...this.errors },
    };
  }

  /** Partial messages waiting for their other fragments. */
  get pendingFragments(): number {
    return this.reassembler.pendingCount;
  }

  /** A line that is not a readable sentence drops the partial messages it may belong to (Reassembler.discard). */
  private discardBroken(error: unknown, line: string): void {
    const kind = isAisError(error) ? error.kind : 'format';
    if (kind !== 'checksum' && kind !== 'format' && !(kind === 'not_ais' && isEncapsulated(line))) return;
    if (this.reassembler.pendingCount === 0) return;
    const tags = readableTagBlock(line);
    this.reassembler.discard(tags ? { ...(tags.group ? { groupId: tags.group.id } : {}), ...(tags.source !== undefined ? { source: tags.source } : {}) } : null);
  }

  private fail(error: unknown, line: string): void {
    const kind: AisErrorKind = isAisError(error) ? error.kind : 'format';
    this.errors[kind]++;
    if (kind !== 'not_ais' && this.onError) {
      try {
        this.onError(kind, error instanceof Error ? error.message : String(error), line.slice(0, 200));
      } catch {
        this.counts.listenerErrors++;
      }
    }
  }
}
