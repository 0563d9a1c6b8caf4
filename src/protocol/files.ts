// Chart (map) files and symbol files (spec section 7, "Files" and "Chart engine").

export const MAPS_PATH = '/api/settings/maps/';
export const SYMBOLS_PATH = '/api/settings/symbols/';
/** Uploaded map files are served under this prefix. */
export const MEDIA_MAPS_PREFIX = '/media/maps/';
export const CHART_SYMBOLS_PREFIX = '/chart-engine/symbols/';

export const MAP_MAX_BYTES = 64 * 1024 * 1024;
export const SYMBOL_MAX_BYTES = 1024 * 1024;

export interface MapFile {
  /** The base cell's file name (always '.000'). */
  name: string;
  url: string;
  /**
   * The number of the latest update applied to it (its '.001' … '.999'
   * files stored beside it, in sequence); 0 without updates. (Extension.)
   */
  latest_update: number;
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
/** A map upload: a base cell ('.000') or the next update of a stored cell ('.001' … '.999', with its number). */
export interface MapUploadResponse extends UploadResponse {
  /** The update number of an update file (absent for a base cell). (Extension.) */
  update?: number;
}
export interface SymbolUploadResponse extends UploadResponse {
  filenames: string[];
}
export interface DeleteFileRequest {
  filename: string;
}
