// HTTP calls for the security tests that fetch() cannot make: a path sent
// exactly as written (fetch normalises dot segments and some encodings),
// and raw bytes on a socket (oversized request lines and headers).
import http from 'node:http';
import { connect } from 'node:net';

export interface RawResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Parses a JSON body, or undefined when the body is not JSON. */
export function jsonOf(result: RawResult): unknown {
  try {
    return JSON.parse(result.text);
  } catch {
    return undefined;
  }
}

/** One request with the path sent byte for byte as given. */
export function rawRequest(
  server: { port: number },
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: server.port, method, path, headers: options.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Writes raw bytes to the server and returns everything it answers until it closes the connection. */
export function rawExchange(server: { port: number }, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset the connection after answering: what arrived counts.
      if (error.code === 'ECONNRESET' && chunks.length > 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(error);
    });
    socket.write(bytes);
  });
}

/** The status and JSON body of a raw HTTP answer. */
export function parseRawAnswer(answer: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const bodyText = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  try {
    return { status, body: JSON.parse(bodyText) };
  } catch {
    return { status, body: bodyText };
  }
}
