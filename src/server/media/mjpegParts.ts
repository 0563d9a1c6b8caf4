// A camera's MJPEG stream, checked part by part: only a
// `multipart/x-mixed-replace` stream whose every part is `image/jpeg` is
// passed on, and each frame is written again with part headers of our own
// (the camera's boundary kept), so no other content or header a camera sends
// reaches the browser under the console's origin. Parts are bounded in size.
import { Transform, type TransformCallback } from 'node:stream';

export const MAX_FRAME_BYTES = 8 * 1024 * 1024;
/** Emitted with each checked frame's JPEG bytes (besides the re-headed part in the output). */
export const MJPEG_FRAME_EVENT = 'frame';
const MAX_HEADER_BYTES = 8 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** A camera stream that is not an MJPEG stream of JPEG frames. */
export class MjpegStreamError extends Error {}

// RFC 2046 boundary characters (a space may not end it).
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a `multipart/x-mixed-replace` content type, or null for any other type. */
export function mjpegBoundary(contentType: string): string | null {
  const [type = '', ...parameters] = contentType.split(';');
  if (type.trim().toLowerCase() !== 'multipart/x-mixed-replace') return null;
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'boundary') continue;
    const value = parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1');
    return BOUNDARY.test(value) ? value : null;
  }
  return null;
}

function isJpeg(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'image/jpeg';
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MjpegStreamError('malformed part header');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

type State = { kind: 'delimiter' } | { kind: 'headers' } | { kind: 'body'; lengthBytes: number | null };

/** Transforms a camera's multipart body into the same stream of checked, re-headed JPEG frames. */
export class MjpegFrameFilter extends Transform {
  private readonly delimiter: Buffer;
  private readonly bodyEnd: Buffer;
  private buffer: Buffer = Buffer.alloc(0);
  private state: State = { kind: 'delimiter' };
  private ended = false;

  constructor(private readonly boundary: string) {
    super();
    this.delimiter = Buffer.from(`--${boundary}`);
    this.bodyEnd = Buffer.from(`\r\n--${boundary}`);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.ended) {
      callback();
      return;
    }
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    try {
      while (!this.ended && this.step()) {
        // each step consumes a delimiter, a header block or a frame
      }
      callback();
    } catch (error) {
      callback(error instanceof Error ? error : new MjpegStreamError(String(error)));
    }
  }

  /** Consumes what the buffer holds for the current state; false when more bytes are needed. */
  private step(): boolean {
    switch (this.state.kind) {
      case 'delimiter':
        return this.readDelimiter();
      case 'headers':
        return this.readHeaders();
      case 'body':
        return this.readBody(this.state.lengthBytes);
    }
  }

  private readDelimiter(): boolean {
    const at = this.buffer.indexOf(this.delimiter);
    if (at === -1) {
      if (this.buffer.length > MAX_HEADER_BYTES) throw new MjpegStreamError('no part boundary');
      return false;
    }
    // Only line breaks (or a preamble before the first part) may stand before a delimiter.
    const after = this.buffer.subarray(at + this.delimiter.length);
    const padding = /^[ \t]*/.exec(after.subarray(0, 80).toString('latin1'))?.[0].length ?? 0;
    if (after.length < padding + 2) return false;
    const mark = after.subarray(padding, padding + 2).toString('latin1');
    if (mark === '--') {
      this.ended = true;
      this.push(null);
      return false;
    }
    if (mark !== '\r\n') throw new MjpegStreamError('malformed part boundary');
    this.buffer = after.subarray(padding + 2);
    this.state = { kind: 'headers' };
    return true;
  }

  private readHeaders(): boolean {
    const end = this.buffer.subarray(0, 2).equals(CRLF) ? 0 : this.buffer.indexOf(HEADER_END);
    if (end === -1) {
      if (this.buffer.length > MAX_HEADER_BYTES) throw new MjpegStreamError('part headers too long');
      return false;
    }
    const headers = parseHeaders(this.buffer.subarray(0, end).toString('latin1'));
    if (!isJpeg(headers.get('content-type'))) throw new MjpegStreamError('a part is not image/jpeg');
    const length = headers.get('content-length');
    if (length !== undefined && (!/^\d{1,9}$/.test(length) || Number(length) > MAX_FRAME_BYTES)) {
      throw new MjpegStreamError('bad part length');
    }
    this.buffer = this.buffer.subarray(end === 0 ? 2 : end + HEADER_END.length);
    this.state = { kind: 'body', lengthBytes: length === undefined ? null : Number(length) };
    return true;
  }

  private readBody(lengthBytes: number | null): boolean {
    let frameEnd: number;
    if (lengthBytes !== null) {
      if (this.buffer.length < lengthBytes) return false;
      frameEnd = lengthBytes;
    } else {
      frameEnd = this.buffer.indexOf(this.bodyEnd);
      if (frameEnd === -1) {
        if (this.buffer.length > MAX_FRAME_BYTES + this.bodyEnd.length) throw new MjpegStreamError('frame too large');
        return false;
      }
    }
    const frame = this.buffer.subarray(0, frameEnd);
    this.emit(MJPEG_FRAME_EVENT, Buffer.from(frame));
    this.push(Buffer.from(`--${this.boundary}\r\nContent-Type: image/jpeg\r\nContent-Length: ${frame.length}\r\n\r\n`));
    this.push(Buffer.from(frame));
    this.push(CRLF);
    this.buffer = this.buffer.subarray(frameEnd);
    this.state = { kind: 'delimiter' };
    return true;
  }
}
