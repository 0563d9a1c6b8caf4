// File uploads with progress (XMLHttpRequest: fetch cannot report upload
// progress): multipart field `file` once per file, the bearer token, one
// token refresh and retry on 401. A failure rejects with UploadError
// carrying the status and the server's `{code, message}`.
import type { ApiError } from '../../protocol/errors';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> | null,
  ) {
    super(body?.message ?? `HTTP error: ${status}`);
  }
}

export type Uploader = <T>(path: string, files: readonly File[], onProgress?: (fraction: number) => void) => Promise<T>;

export interface UploadSession {
  readonly accessToken: string | null;
  refresh(): Promise<boolean>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function send<T>(path: string, files: readonly File[], token: string | null, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.total > 0 ? e.loaded / e.total : 1);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new UploadError(xhr.status, body as Partial<ApiError> | null));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function createUploader(session: UploadSession): Uploader {
  return async function upload<T>(path: string, files: readonly File[], onProgress?: (fraction: number) => void): Promise<T> {
    try {
      return await send<T>(path, files, session.accessToken, onProgress);
    } catch (error) {
      if (!(error instanceof UploadError) || error.status !== 401 || !(await session.refresh())) throw error;
      return send<T>(path, files, session.accessToken, onProgress);
    }
  };
}
