// MMSI blacklist (spec section 7, "Blacklist").

export const BLACKLIST_PATH = '/api/vag/get_blacklist/';
export const BLACKLIST_ADD_PATH = '/api/vag/add_mmsi_to_blacklist/';
export const BLACKLIST_REMOVE_PATH = '/api/vag/remove_mmsi_from_blacklist/';

/** An MMSI: exactly 9 digits. */
export const MMSI_PATTERN = '^[0-9]{9}$';

export interface BlacklistResponse {
  blacklist: string[];
}
export interface BlacklistChangeRequest {
  /** Nine digits; the server accepts them as a JSON number too. */
  mmsi: string | number;
}
export interface BlacklistChangeResponse extends BlacklistResponse {
  success: true;
  mmsi: string;
}
