// Chart (map) files and symbol files (spec section 7, "Files" and "Chart engine").

export const MAPS_PATH = '/api/settings/maps/';
export const SYMBOLS_PATH = '/api/settings/symbols/';
/** Uploaded map files are served under this prefix. */
export const MEDIA_MAPS_PREFIX = '/media/maps/';
export const CHART_SYMBOLS_PREFIX = '/chart-engine/symbols/';

export const MAP_MAX_BYTES = 64 * 1024 * 1024;
export const SYMBOL_MAX_BYTES = 1024 * 1024;

export interface MapFile {
  name: string;
  url: string;
}
export interface MapListResponse {
  files: MapFile[];
}
export interface SymbolListResponse {
  files: { name: string }[];
}
export interface UploadResponse {
  filename: string;
}
export interface SymbolUploadResponse extends UploadResponse {
  filenames: string[];
}
export interface DeleteFileRequest {
  filename: string;
}
