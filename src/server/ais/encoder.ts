// Encoder of AIS messages 1, 5, 18, 21 and 24 (A and B) into NMEA sentences,
// so simulators produce AIS that goes through the same decoder path. Takes
// the decoder's own message types; values are rounded and clamped to their
// fields, null becomes the field's "not available" value.
import { checksumHex } from './checksum';
import { isAuxiliaryCraft } from './decoder';
import { AisError } from './errors';
import type { AidToNavigationReport, ClassAPosition, ClassBPosition, StaticDataA, StaticDataB, StaticVoyageData } from './messages';
import { BitWriter } from './sixbit';
import { formatTagBlock } from './tagBlock';

export type EncodableMessage = ClassAPosition | StaticVoyageData | ClassBPosition | AidToNavigationReport | StaticDataA | StaticDataB;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const round = (value: number, min: number, max: number): number => clamp(Math.round(value), min, max);

const lonRaw = (deg: number | null, per: number): number => (deg === null ? 181 * per : round(deg * per, -180 * per, 180 * per));
const latRaw = (deg: number | null, per: number): number => (deg === null ? 91 * per : round(deg * per, -90 * per, 90 * per));
const speedRaw = (kn: number | null): number => (kn === null ? 1023 : round(kn * 10, 0, 1022));
const courseRaw = (deg: number | null): number => (deg === null ? 3600 : round((((deg % 360) + 360) % 360) * 10, 0, 3599));
const headingRaw = (deg: number | null): number => (deg === null ? 511 : round(((deg % 360) + 360) % 360, 0, 359));

function writeDimensions(w: BitWriter, m: { toBowM: number; toSternM: number; toPortM: number; toStarboardM: number }): void {
  w.uint(round(m.toBowM, 0, 511), 9)
    .uint(round(m.toSternM, 0, 511), 9)
    .uint(round(m.toPortM, 0, 63), 6)
    .uint(round(m.toStarboardM, 0, 63), 6);
}

function header(w: BitWriter, type: number, m: { repeat: number; mmsi: number }): void {
  if (!Number.isInteger(m.mmsi) || m.mmsi < 0 || m.mmsi > 999_999_999) throw new AisError('encode', `bad MMSI ${m.mmsi}`);
  w.uint(type, 6).uint(clamp(m.repeat, 0, 3), 2).uint(m.mmsi, 30);
}

/** The armoured payload of a message. Throws AisError ('encode') for values that cannot be sent. */
export function encodeAis(message: EncodableMessage): { payload: string; fillBits: number } {
  const w = new BitWriter();
  header(w, message.type, message);
  switch (message.type) {
    case 1:
    case 2:
    case 3:
      w.uint(clamp(message.navStatus, 0, 15), 4)
        .int(message.turnRaw === null ? -128 : round(message.turnRaw, -127, 127), 8)
        .uint(speedRaw(message.speedKn), 10)
        .bool(message.accuracy)
        .int(lonRaw(message.lonDeg, 600000), 28)
        .int(latRaw(message.latDeg, 600000), 27)
        .uint(courseRaw(message.courseDeg), 12)
        .uint(headingRaw(message.headingDeg), 9)
        .uint(clamp(message.second, 0, 63), 6)
        .uint(clamp(message.maneuver, 0, 3), 2)
        .uint(0, 3)
        .bool(message.raim)
        .uint(clamp(message.radio, 0, 2 ** 19 - 1), 19);
      break;
    case 5:
      w.uint(clamp(message.aisVersion, 0, 3), 2)
        .uint(clamp(message.imo, 0, 2 ** 30 - 1), 30)
        .text(message.callsign, 7)
        .text(message.shipName, 20)
        .uint(clamp(message.shipType, 0, 255), 8);
      writeDimensions(w, message);
      w.uint(clamp(message.epfd, 0, 15), 4)
        .uint(clamp(message.eta.month, 0, 15), 4)
        .uint(clamp(message.eta.day, 0, 31), 5)
        .uint(clamp(message.eta.hour, 0, 31), 5)
        .uint(clamp(message.eta.minute, 0, 63), 6)
        .uint(message.draughtM === null ? 0 : round(message.draughtM * 10, 0, 255), 8)
        .text(message.destination, 20)
        .bool(message.dte)
        .uint(0, 1);
      break;
    case 18:
      w.uint(clamp(message.reserved, 0, 255), 8)
        .uint(speedRaw(message.speedKn), 10)
        .bool(message.accuracy)
        .int(lonRaw(message.lonDeg, 600000), 28)
        .int(latRaw(message.latDeg, 600000), 27)
        .uint(courseRaw(message.courseDeg), 12)
        .uint(headingRaw(message.headingDeg), 9)
        .uint(clamp(message.second, 0, 63), 6)
        .uint(clamp(message.regional, 0, 3), 2)
        .bool(message.cs)
        .bool(message.display)
        .bool(message.dsc)
        .bool(message.band)
        .bool(message.msg22)
        .bool(message.assigned)
        .bool(message.raim)
        .uint(clamp(message.radio, 0, 2 ** 20 - 1), 20);
      break;
    case 21: {
      const name = message.name.toUpperCase().slice(0, 34);
      w.uint(clamp(message.aidType, 0, 31), 5)
        .text(name.slice(0, 20), 20)
        .bool(message.accuracy)
        .int(lonRaw(message.lonDeg, 600000), 28)
        .int(latRaw(message.latDeg, 600000), 27);
      writeDimensions(w, message);
      w.uint(clamp(message.epfd, 0, 15), 4)
        .uint(clamp(message.second, 0, 63), 6)
        .bool(message.offPosition)
        .uint(clamp(message.regional, 0, 255), 8)
        .bool(message.raim)
        .bool(message.virtualAid)
        .bool(message.assigned)
        .uint(0, 1);
      if (name.length > 20) w.text(name.slice(20), name.length - 20);
      break;
    }
    case 24:
      w.uint(message.part === 'A' ? 0 : 1, 2);
      if (message.part === 'A') {
        w.text(message.shipName, 20).uint(0, 8);
      } else {
        w.uint(clamp(message.shipType, 0, 255), 8)
          .text(message.vendorId, 3)
          .uint(clamp(message.model, 0, 15), 4)
          .uint(clamp(message.serial, 0, 2 ** 20 - 1), 20)
          .text(message.callsign, 7);
        if (isAuxiliaryCraft(message.mmsi)) w.uint(clamp(message.mothershipMmsi ?? 0, 0, 2 ** 30 - 1), 30);
        else writeDimensions(w, message);
        w.uint(0, 6);
      }
      break;
  }
  return w.toPayload();
}

export interface SentenceOptions {
  /** Talker and formatter, default 'AIVDM'. */
  talker?: string;
  /** 'A' (default) or 'B'. */
  channel?: string;
  /** Sequential message id 0..9 for multi-sentence messages (default 0). */
  sequenceId?: number;
  /** Tag block to put before every sentence (source and/or unix time in ms). */
  tagBlock?: { source?: string; timeMs?: number };
}

/** Payload characters per sentence: keeps each sentence within NMEA's 82 characters. */
export const MAX_SENTENCE_PAYLOAD = 60;

/** Splits a payload into NMEA sentences with checksums (no line terminators). */
export function toSentences(payload: string, fillBits: number, options: SentenceOptions = {}): string[] {
  const talker = options.talker ?? 'AIVDM';
  if (!/^[A-Z]{2}VD[MO]$/.test(talker)) throw new AisError('encode', `bad talker '${talker}'`);
  const parts: string[] = [];
  for (let i = 0; i < payload.length; i += MAX_SENTENCE_PAYLOAD) parts.push(payload.slice(i, i + MAX_SENTENCE_PAYLOAD));
  if (parts.length === 0) parts.push('');
  if (parts.length > 9) throw new AisError('encode', 'payload needs more than 9 sentences');
  const sequence = parts.length > 1 ? String(clamp(options.sequenceId ?? 0, 0, 9)) : '';
  const prefix = options.tagBlock ? formatTagBlock(options.tagBlock) : '';
  return parts.map((part, i) => {
    const fill = i === parts.length - 1 ? fillBits : 0;
    const body = `${talker},${parts.length},${i + 1},${sequence},${options.channel ?? 'A'},${part},${fill}`;
    return `${prefix}!${body}*${checksumHex(body)}`;
  });
}

/** Encodes a message straight to its sentences. */
export function encodeToSentences(message: EncodableMessage, options: SentenceOptions = {}): string[] {
  const { payload, fillBits } = encodeAis(message);
  return toSentences(payload, fillBits, options);
}

/**
 * Encodes a stream of messages as one transmitter does: multi-sentence
 * messages take sequential ids 0..9 in turn, so interleaved messages on one
 * channel never mix in the receiver's reassembly.
 */
export class AisEncoder {
  private sequence = 0;

  constructor(private readonly defaults: Omit<SentenceOptions, 'sequenceId'> = {}) {}

  /** The sentences of one message; `options` override the defaults (e.g. a tag-block time). */
  encode(message: EncodableMessage, options: Omit<SentenceOptions, 'sequenceId'> = {}): string[] {
    const { payload, fillBits } = encodeAis(message);
    const multi = payload.length > MAX_SENTENCE_PAYLOAD;
    const sentences = toSentences(payload, fillBits, { ...this.defaults, ...options, sequenceId: this.sequence });
    if (multi) this.sequence = (this.sequence + 1) % 10;
    return sentences;
  }
}
