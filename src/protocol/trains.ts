// Trains and sidings (spec sections 3 and 7, "Trains and sidings").

export const TRAINS_PATH = '/api/trains/trains/';
export const SIDINGS_PATH = '/api/trains/sidings/';

/** zwrotnica and tor: at most 4 characters (spec section 5). */
export const SIDING_CODE_MAX_LENGTH = 4;

export interface Train {
  id: number;
  name: string;
  /** Id of the siding the train stands on. */
  siding: number;
  trolley_count: number;
  description: string;
}
export type TrainInput = Omit<Train, 'id'>;

export interface Siding {
  id: number;
  nabrzeze: string;
  zwrotnica: string;
  tor: string;
  /** Track length in metres. */
  dlugosc_toru: number;
  latitude: number;
  longitude: number;
  /** Degrees, stored normalised to 0..360. */
  azimuth: number;
}
export type SidingInput = Omit<Siding, 'id'>;
