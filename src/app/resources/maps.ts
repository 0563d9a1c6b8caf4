// Chart (map) files (spec section 7, "Files"): list, upload of a .000 cell
// (multipart field `file`, with upload progress) and delete.
import { MAPS_PATH, type MapListResponse, type UploadResponse } from '../../protocol/files';
import type { Api, CallOptions } from './crud';
import type { Uploader } from './upload';

export function mapsClient(api: Api, upload: Uploader) {
  return {
    list: async (options: CallOptions = {}) => (await api<MapListResponse>(MAPS_PATH, { signal: options.signal })).files,
    upload: (file: File, onProgress?: (fraction: number) => void) => upload<UploadResponse>(MAPS_PATH, [file], onProgress),
    remove: (filename: string) => api<unknown>(MAPS_PATH, { method: 'DELETE', body: { filename } }),
  };
}
export type MapsClient = ReturnType<typeof mapsClient>;
