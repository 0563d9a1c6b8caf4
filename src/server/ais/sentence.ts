// One NMEA 0183 AIS sentence (`!AIVDM`, `!AIVDO`, any talker: `!BSVDM`,
// `!ABVDM`, ...), optionally after an NMEA 4.0 tag block. Receiver metadata
// after the checksum (`,d-109,S2105,...`, as USCG feeds append) is ignored.
import { checksumMatches } from './checksum';
import { AisError } from './errors';
import { MAX_TAG_BLOCK_CHARS, parseTagBlock, type TagBlock } from './tagBlock';

export interface AisSentence {
  /** Two-letter talker id (AI, BS, AB, ...). */
  talker: string;
  /** VDM (other stations) or VDO (own ship). */
  formatter: 'VDM' | 'VDO';
  /** Number of sentences of the message (1..9). */
  total: number;
  /** This sentence's number (1..total). */
  index: number;
  /** Sequential message id ('' for single-sentence messages). */
  sequenceId: string;
  /** Radio channel ('A', 'B', '1', '2' or ''). */
  channel: string;
  payload: string;
  fillBits: number;
  tagBlock?: TagBlock;
}

/** Longest line we look at; anything longer is a broken line. */
export const MAX_LINE_CHARS = 512;

const HEADER = /^[!$]([A-Z]{2})(VDM|VDO)$/;

/** Parses a line; throws AisError ('not_ais', 'format' or 'checksum'). */
export function parseSentence(rawLine: string): AisSentence {
  const first = rawLine.trimStart()[0];
  if (first !== '\\' && first !== '!' && first !== '$') throw new AisError('not_ais', 'not an NMEA sentence');
  if (rawLine.length > MAX_LINE_CHARS) throw new AisError('format', 'line too long');
  let line = rawLine.trim();
  let tagBlock: TagBlock | undefined;
  if (line.startsWith('\\')) {
    const end = line.indexOf('\\', 1);
    if (end < 0 || end > MAX_TAG_BLOCK_CHARS + 1) throw new AisError('format', 'unterminated tag block');
    tagBlock = parseTagBlock(line.slice(1, end));
    line = line.slice(end + 1);
  }
  if (!line.startsWith('!') && !line.startsWith('$')) throw new AisError('not_ais', 'not an NMEA sentence');
  const star = line.indexOf('*');
  if (star < 0) throw new AisError('format', 'sentence without checksum');
  const body = line.slice(1, star);
  const fields = body.split(',');
  const header = HEADER.exec(`${line[0] ?? ''}${fields[0] ?? ''}`);
  if (!header) throw new AisError('not_ais', `not an AIS sentence: ${fields[0] ?? ''}`);
  if (!checksumMatches(body, line.slice(star + 1, star + 3))) throw new AisError('checksum', 'sentence checksum mismatch');
  if (fields.length !== 7) throw new AisError('format', `expected 7 fields, got ${fields.length}`);
  const [, totalRaw, indexRaw, sequenceId = '', channel = '', payload = '', fillRaw = ''] = fields;
  const total = Number(totalRaw);
  const index = Number(indexRaw);
  if (!/^[1-9]$/.test(totalRaw ?? '') || !/^[1-9]$/.test(indexRaw ?? '') || index > total) {
    throw new AisError('format', `bad fragment numbers ${totalRaw ?? ''}/${indexRaw ?? ''}`);
  }
  if (!/^\d?$/.test(sequenceId)) throw new AisError('format', `bad sequence id '${sequenceId}'`);
  if (!/^[AB12]?$/.test(channel)) throw new AisError('format', `bad channel '${channel}'`);
  if (!/^[0-5]$/.test(fillRaw)) throw new AisError('format', `bad fill bits '${fillRaw}'`);
  if (payload === '' && total === 1) throw new AisError('format', 'empty payload');
  return {
    talker: header[1] ?? '',
    formatter: header[2] === 'VDO' ? 'VDO' : 'VDM',
    total,
    index,
    sequenceId,
    channel,
    payload,
    fillBits: Number(fillRaw),
    ...(tagBlock ? { tagBlock } : {}),
  };
}

/**
 * The tag block of a line that may be broken otherwise, when the tag block
 * itself reads (its checksum right); null when there is none or it is bad.
 */
export function readableTagBlock(rawLine: string): TagBlock | null {
  const line = rawLine.trim();
  if (!line.startsWith('\\')) return null;
  const end = line.indexOf('\\', 1);
  if (end < 0 || end > MAX_TAG_BLOCK_CHARS + 1) return null;
  try {
    return parseTagBlock(line.slice(1, end));
  } catch {
    return null;
  }
}

/** True for an encapsulated NMEA sentence (`!...`, after any tag block): AIS, whatever its header says once broken. */
export const isEncapsulated = (rawLine: string): boolean => /^(\\[^\\]*\\)?!/.test(rawLine.trim());
