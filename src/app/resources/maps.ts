// Chart (map) files (spec section 7, "Files"): list (each cell with its
// latest applied update), upload of a .000 cell or of its next update
// .001 … .999 (multipart field `file`, with upload progress; refusals carry
// the server's Polish message) and delete (a cell with its updates); and
// what the chart engine reads of a file (coverage, band, scale, edition, dates).
import { CHART_COVERAGE_PATH, type ChartCoverage } from '../../protocol/chart';
import { MAPS_PATH, type MapListResponse, type MapUploadResponse } from '../../protocol/files';
import type { Api, CallOptions } from './crud';
import type { Uploader } from './upload';

export function mapsClient(api: Api, upload: Uploader) {
  return {
    list: async (options: CallOptions = {}) => (await api<MapListResponse>(MAPS_PATH, { signal: options.signal })).files,
    /** Uploads a cell or an update; `overwrite` replaces a stored file of the same name (else 409). */
    upload: (file: File, onProgress?: (fraction: number) => void, overwrite = false) =>
      upload<MapUploadResponse>(overwrite ? `${MAPS_PATH}?overwrite=1` : MAPS_PATH, [file], onProgress),
    remove: (filename: string) => api<unknown>(MAPS_PATH, { method: 'DELETE', body: { filename } }),
    /** A chart file's usage band, scale, edition, dates and coverage (GET /chart-engine/coverage). */
    info: (filename: string, options: CallOptions = {}) =>
      api<ChartCoverage>(CHART_COVERAGE_PATH, { query: { chart_name: filename }, signal: options.signal }),
  };
}
export type MapsClient = ReturnType<typeof mapsClient>;
