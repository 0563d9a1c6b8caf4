// The one error type of the AIS library. Every failure on input (a broken
// line, a bad checksum, a short message) is an AisError with a kind; the
// pipeline catches it once, counts it by kind and goes on with the next line.

export type AisErrorKind =
  /** Not an AIS sentence (other NMEA talkers, blank lines): skipped quietly. */
  | 'not_ais'
  /** Malformed sentence or tag block (fields, lengths, characters). */
  | 'format'
  /** NMEA checksum mismatch (sentence or tag block). */
  | 'checksum'
  /** Fragment out of order, duplicate, or of a message already dropped. */
  | 'fragment'
  /** Message shorter than its type needs. */
  | 'length'
  /** A message type this library does not decode. */
  | 'unsupported'
  /** A value that cannot be encoded (encoder only). */
  | 'encode';

export class AisError extends Error {
  constructor(
    readonly kind: AisErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AisError';
  }
}

export const isAisError = (error: unknown): error is AisError => error instanceof AisError;
