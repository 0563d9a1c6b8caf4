// Aids to navigation (spec sections 3 and 7, "Atons").

export const ATONS_PATH = '/api/atons/';
export const atonPath = (id: number): string => `${ATONS_PATH}${id}/`;
export const atonChangeStatusPath = (id: number): string => `${ATONS_PATH}${id}/change_status/`;

export const AID_TYPE_MIN = 0;
export const AID_TYPE_MAX = 31;

export interface Aton {
  id: number;
  name: string;
  mmsi: string;
  vid: number;
  aid_type: number;
  latitude: number | null;
  longitude: number | null;
  active: boolean;
  integrated: boolean;
  last_reported: string | null;
}

export interface AtonInput {
  name: string;
  mmsi: string;
  vid: number;
  aid_type: number;
  latitude?: number | null;
  longitude?: number | null;
}
