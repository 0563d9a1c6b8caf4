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
  /** AIS (message 21): the aid reports itself off its charted position (floating aids only; docs/ais.md). */
  off_position?: boolean;
  /** AIS (message 21): a virtual aid, with no physical mark (as vid 1). */
  virtual_aid?: boolean;
  /** AIS AtoN monitoring data (message 6/8, DAC 235/250, FI 10), when the aid sends it. */
  monitoring?: AtonMonitoring;
}

/** The status an AtoN station reports of itself (lantern, battery, RACON...). */
export interface AtonMonitoring {
  /** Supply (internal analogue input) in volts. */
  supply_voltage: number;
  external_voltage_1: number;
  external_voltage_2: number;
  racon: 'none' | 'not_monitored' | 'operational' | 'error';
  light: 'none' | 'on' | 'off' | 'error';
  /** The station's health alarm. */
  alarm: boolean;
  /** The station's own off-position indication. */
  off_position: boolean;
  /** Eight digital inputs, bit 7 first. */
  digital_inputs: number;
  /** ISO 8601. */
  reported_at: string;
}

export interface AtonInput {
  name: string;
  mmsi: string;
  vid: number;
  aid_type: number;
  latitude?: number | null;
  longitude?: number | null;
}
