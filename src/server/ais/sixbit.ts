// AIS payload armouring (ITU-R M.1371 / IEC 61162-1): each payload character
// carries 6 bits; the last character may carry fill bits. BitReader reads
// unsigned/signed fields and six-bit text; BitWriter builds payloads.
import { AisError } from './errors';

/** Six-bit ASCII used inside AIS messages (index = 6-bit value). */
export const SIXBIT_TEXT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

/** The 6-bit value of a payload character, or -1 when it is not a valid armoured character. */
export function dearmour(code: number): number {
  if (code >= 48 && code <= 87) return code - 48; // '0'..'W'
  if (code >= 96 && code <= 119) return code - 56; // '`'..'w'
  return -1;
}

/** The character code of a 6-bit value's payload character. */
const armourCode = (value: number): number => (value < 40 ? value + 48 : value + 56);

/** The payload character of a 6-bit value. */
export function armour(value: number): string {
  return String.fromCharCode(armourCode(value));
}

/** Fields up to this many bits are read and written with 32-bit integer operations (every AIS field is). */
const SMALL_FIELD_BITS = 30;

/** The most payload characters we accept for one message (5 slots, 1008 bits, with margin). */
export const MAX_PAYLOAD_CHARS = 256;

export class BitReader {
  /** One 6-bit value per payload character. */
  private readonly sextets: Uint8Array;
  /** Number of meaningful bits (6 per character minus the fill bits). */
  readonly length: number;

  constructor(payload: string, fillBits = 0) {
    if (payload.length > MAX_PAYLOAD_CHARS) throw new AisError('format', `payload longer than ${MAX_PAYLOAD_CHARS} characters`);
    if (!Number.isInteger(fillBits) || fillBits < 0 || fillBits > 5) throw new AisError('format', `bad fill bits ${fillBits}`);
    this.sextets = new Uint8Array(payload.length);
    for (let i = 0; i < payload.length; i++) {
      const value = dearmour(payload.charCodeAt(i));
      if (value < 0) throw new AisError('format', `bad payload character '${payload[i] ?? ''}'`);
      this.sextets[i] = value;
    }
    this.length = Math.max(0, payload.length * 6 - fillBits);
  }

  /** An unsigned field of up to 32 bits starting at bit `start`; bits past the end read as 0. */
  uint(start: number, width: number): number {
    if (width <= SMALL_FIELD_BITS && start + width <= this.length) return this.smallUint(start, width);
    let value = 0;
    let i = start;
    const end = start + width;
    while (i < end) {
      if (i >= this.length) {
        value *= 2 ** (end - i);
        break;
      }
      const offset = i % 6;
      const take = Math.min(6 - offset, end - i, this.length - i);
      const sextet = this.sextets[(i - offset) / 6] ?? 0;
      value = value * 2 ** take + ((sextet >> (6 - offset - take)) & ((1 << take) - 1));
      i += take;
    }
    return value;
  }

  /** `uint` of a field of at most SMALL_FIELD_BITS bits within the message, by integer bit operations. */
  private smallUint(start: number, width: number): number {
    let value = 0;
    let i = start;
    const end = start + width;
    while (i < end) {
      const offset = i % 6;
      const take = Math.min(6 - offset, end - i);
      const sextet = this.sextets[(i - offset) / 6] ?? 0;
      value = (value << take) | ((sextet >> (6 - offset - take)) & ((1 << take) - 1));
      i += take;
    }
    return value;
  }

  /** A two's-complement signed field of up to 32 bits. */
  int(start: number, width: number): number {
    const value = this.uint(start, width);
    const half = 2 ** (width - 1);
    return value >= half ? value - 2 * half : value;
  }

  bool(start: number): boolean {
    return this.uint(start, 1) === 1;
  }

  /** The bits from `start` to `end` (default: the end of the message) as hex, left-aligned (the last nibble padded with zero bits). */
  hex(start: number, end = this.length): string {
    let out = '';
    const stop = Math.min(end, this.length);
    for (let i = start; i < stop; i += 4) {
      const take = Math.min(4, stop - i);
      out += (this.uint(i, take) << (4 - take)).toString(16);
    }
    return out;
  }

  /**
   * Six-bit text of `chars` characters: cut at the first '@' (the AIS
   * terminator) and trimmed of trailing spaces. Characters past the end of
   * the message are treated as '@'. `trim` false keeps trailing spaces.
   */
  text(start: number, chars: number, trim = true): string {
    let out = '';
    for (let i = 0; i < chars; i++) {
      const at = start + i * 6;
      if (at + 6 > this.length) break;
      const ch = SIXBIT_TEXT[this.uint(at, 6)] ?? '@';
      if (ch === '@') break;
      out += ch;
    }
    return trim ? out.replace(/ +$/, '') : out;
  }
}

export class BitWriter {
  /** The payload characters of the whole sextets written so far. */
  private readonly codes: number[] = [];
  /** The bits written after the last whole sextet: the low `pendingBits` bits of `pending`. */
  private pending = 0;
  private pendingBits = 0;

  get length(): number {
    return this.codes.length * 6 + this.pendingBits;
  }

  /** Appends an unsigned value in `width` bits (negative values as two's complement). */
  uint(value: number, width: number): this {
    if (!Number.isInteger(value)) throw new AisError('encode', `not an integer: ${value}`);
    const v = value < 0 ? value + 2 ** width : value;
    if (v < 0 || v >= 2 ** width) throw new AisError('encode', `${value} does not fit in ${width} bits`);
    // Most significant bits first, as many at a time as the current sextet has room for
    // (with integer bit operations up to SMALL_FIELD_BITS, every AIS field).
    let left = width;
    while (left > 0) {
      const take = Math.min(6 - this.pendingBits, left);
      left -= take;
      const bits = width <= SMALL_FIELD_BITS ? (v >>> left) & ((1 << take) - 1) : Math.floor(v / 2 ** left) % 2 ** take;
      this.pending = (this.pending << take) | bits;
      this.pendingBits += take;
      if (this.pendingBits === 6) {
        this.codes.push(armourCode(this.pending));
        this.pending = 0;
        this.pendingBits = 0;
      }
    }
    return this;
  }

  int(value: number, width: number): this {
    const half = 2 ** (width - 1);
    if (value < -half || value >= half) throw new AisError('encode', `${value} does not fit in ${width} signed bits`);
    return this.uint(value, width);
  }

  bool(value: boolean): this {
    return this.uint(value ? 1 : 0, 1);
  }

  /** Six-bit text padded with '@' to `chars` characters; unknown characters become '?'. */
  text(value: string, chars: number): this {
    const upper = value.toUpperCase();
    for (let i = 0; i < chars; i++) {
      const ch = upper[i];
      const index = ch === undefined ? 0 : SIXBIT_TEXT.indexOf(ch);
      this.uint(index < 0 ? SIXBIT_TEXT.indexOf('?') : index, 6);
    }
    return this;
  }

  /** The armoured payload and its fill bits. */
  toPayload(): { payload: string; fillBits: number } {
    const fillBits = (6 - this.pendingBits) % 6;
    const payload = String.fromCharCode(...this.codes);
    return fillBits === 0 ? { payload, fillBits } : { payload: payload + armour(this.pending * 2 ** fillBits), fillBits };
  }
}
