// NMEA 4.0 tag blocks: `\s:station,c:1418172113,g:1-2-1604*hh\` before a
// sentence. We read the source (s), the unix time (c, seconds or
// milliseconds), the group (g) and the free text (t); others are kept raw.
import { checksumHex, checksumMatches } from './checksum';
import { AisError } from './errors';

export interface TagBlock {
  /** Source / station id (s:). */
  source?: string;
  /** Receive time in unix milliseconds (c:, given in seconds or milliseconds). */
  timeMs?: number;
  /** Sentence grouping (g: sentence-total-id). */
  group?: { sentence: number; total: number; id: number };
  /** Every parameter as written, by its code. */
  fields: Record<string, string>;
}

/** Longest tag block we accept (NMEA 4.0 allows 80 characters; feeds go a little over). */
export const MAX_TAG_BLOCK_CHARS = 256;

/** c: values above this are taken as milliseconds (year 5138 in seconds). */
const MS_THRESHOLD = 1e11;

/** Parses the inside of a tag block (between the two backslashes), checksum included. */
export function parseTagBlock(inner: string): TagBlock {
  if (inner.length > MAX_TAG_BLOCK_CHARS) throw new AisError('format', 'tag block too long');
  const star = inner.lastIndexOf('*');
  if (star < 0) throw new AisError('format', 'tag block without checksum');
  const body = inner.slice(0, star);
  if (!checksumMatches(body, inner.slice(star + 1, star + 3))) throw new AisError('checksum', 'tag block checksum mismatch');
  const block: TagBlock = { fields: {} };
  for (const part of body.split(',')) {
    const colon = part.indexOf(':');
    if (colon < 1) throw new AisError('format', `bad tag block parameter '${part}'`);
    const code = part.slice(0, colon);
    const value = part.slice(colon + 1);
    block.fields[code] = value;
    if (code === 's') block.source = value;
    else if (code === 'c') {
      const n = Number(value);
      if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) throw new AisError('format', `bad tag block time '${value}'`);
      block.timeMs = n >= MS_THRESHOLD ? n : n * 1000;
    } else if (code === 'g') {
      const m = /^(\d+)-(\d+)-(\d+)$/.exec(value);
      if (m) block.group = { sentence: Number(m[1]), total: Number(m[2]), id: Number(m[3]) };
    }
  }
  return block;
}

/** Writes a tag block (with its backslashes) from a source and a unix time in ms. */
export function formatTagBlock(tags: { source?: string; timeMs?: number }): string {
  const parts: string[] = [];
  if (tags.source !== undefined) parts.push(`s:${tags.source}`);
  if (tags.timeMs !== undefined) parts.push(`c:${Math.floor(tags.timeMs / 1000)}`);
  const body = parts.join(',');
  return `\\${body}*${checksumHex(body)}\\`;
}
