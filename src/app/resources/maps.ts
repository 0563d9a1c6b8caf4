// Chart (map) files (spec section 7, "Files"): list (each cell with its
// latest applied update), upload of a .000 cell or of its next update
// .001 … .999 (multipart field `file`, with upload progress; refusals carry
// the server's Polish message) and delete (a cell with its updates).
import { MAPS_PATH, type MapListResponse, type MapUploadResponse } from '../../protocol/files';
import type { Api, CallOptions } from './crud';
import type { Uploader } from './upload';

export function mapsClient(api: Api, upload: Uploader) {
  return {
    list: async (options: CallOptions = {}) => (await api<MapListResponse>(MAPS_PATH, { signal: options.signal })).files,
    upload: (file: File, onProgress?: (fraction: number) => void) => upload<MapUploadResponse>(MAPS_PATH, [file], onProgress),
    remove: (filename: string) => api<unknown>(MAPS_PATH, { method: 'DELETE', body: { filename } }),
  };
}
export type MapsClient = ReturnType<typeof mapsClient>;
