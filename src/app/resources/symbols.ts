// Symbol files (spec section 7, "Files"): list, upload of .svg files
// (multipart field `file`, several at once, with upload progress) and delete.
import { SYMBOLS_PATH, type SymbolListResponse, type UploadResponse } from '../../protocol/files';
import type { Api, CallOptions } from './crud';
import type { Uploader } from './upload';

export function symbolsClient(api: Api, upload: Uploader) {
  return {
    list: async (options: CallOptions = {}) => (await api<SymbolListResponse>(SYMBOLS_PATH, { signal: options.signal })).files,
    upload: (files: readonly File[], onProgress?: (fraction: number) => void) => upload<UploadResponse>(SYMBOLS_PATH, files, onProgress),
    remove: (filename: string) => api<unknown>(SYMBOLS_PATH, { method: 'DELETE', body: { filename } }),
  };
}
export type SymbolsClient = ReturnType<typeof symbolsClient>;
