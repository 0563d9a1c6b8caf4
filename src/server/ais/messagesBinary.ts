// Typed results of the binary AIS messages (ITU-R M.1371-5): addressed and
// broadcast binary (6, 8), DGNSS corrections (17), single- and multi-slot
// binary (25, 26), and the application-specific payloads decoded from them:
// meteorological and hydrological data (DAC 1, FI 31, IMO SN.1/Circ.289) and
// AtoN monitoring data (DAC 235/250, FI 10, UK and Ireland GLA). As in
// messages.ts, values are scaled to the unit named in the field and "not
// available" (or reserved) values are null.

interface AisBase {
  repeat: number;
  mmsi: number;
}

/** Application data as transmitted: its length in bits and its bits as hex, left-aligned (zero-padded to a whole nibble). */
export interface BinaryData {
  bits: number;
  hex: string;
}

/** IMO SN.1/Circ.289 meteorological and hydrological data (message 8, DAC 1, FI 31). */
export interface MetHydroData {
  kind: 'met_hydro';
  /** Position of the station (1/1000 minute resolution); null when 181 / 91. */
  lonDeg: number | null;
  latDeg: number | null;
  accuracy: boolean;
  /** UTC day, hour and minute of the observation; null when 0 / 24 / 60. */
  day: number | null;
  hour: number | null;
  minute: number | null;
  /** Average wind speed over the last 10 minutes, whole knots (126 means 126 kn or more); null when 127. */
  windSpeedKn: number | null;
  windGustKn: number | null;
  /** Degrees 0..359; null when 360 or more. */
  windDirectionDeg: number | null;
  windGustDirectionDeg: number | null;
  /** -60.0..+60.0 °C; null when -1024 or out of range. */
  airTemperatureC: number | null;
  /** 0..100 %; null when 101 or more. */
  humidityPercent: number | null;
  /** -20.0..+50.0 °C; null when 501 or out of range. */
  dewPointC: number | null;
  /** 799 (799 or less) .. 1201 (1201 or more) hPa; null when 511 or reserved. */
  airPressureHpa: number | null;
  /** 0 steady, 1 decreasing, 2 increasing; null when 3. */
  pressureTendency: number | null;
  /** True when the visibility is greater than the value given. */
  visibilityGreater: boolean;
  /** 0.0..12.6 NM; null when 127. */
  visibilityNm: number | null;
  /** -10.00..+30.00 m (relative to the local chart datum); null when 4001 or more. */
  waterLevelM: number | null;
  /** 0 steady, 1 decreasing, 2 increasing; null when 3. */
  waterLevelTrend: number | null;
  /** Surface current, 0.0..25.0 kn (25.1 means more); null when 255 or reserved. */
  currentSpeedKn: number | null;
  currentDirectionDeg: number | null;
  /** Currents at two depths (metres 0..30; null when 31). */
  current2SpeedKn: number | null;
  current2DirectionDeg: number | null;
  current2DepthM: number | null;
  current3SpeedKn: number | null;
  current3DirectionDeg: number | null;
  current3DepthM: number | null;
  /** 0.0..25.0 m (25.1 means more); null when 255 or reserved. */
  waveHeightM: number | null;
  /** 0..60 s; null when 61 or more. */
  wavePeriodS: number | null;
  waveDirectionDeg: number | null;
  swellHeightM: number | null;
  swellPeriodS: number | null;
  swellDirectionDeg: number | null;
  /** Beaufort 0..12; null when 13 or more. */
  seaState: number | null;
  /** -10.0..+50.0 °C; null when 501 or out of range. */
  waterTemperatureC: number | null;
  /** WMO 306 code 0..6; null when 7. */
  precipitationType: number | null;
  /** 0.0..50.0 ‰ (50.1 means more); null when 510 or 511. */
  salinityPermille: number | null;
  /** 0 no, 1 yes; null when 2 or 3. */
  ice: number | null;
}

/** AtoN monitoring data (message 6 or 8, DAC 235 or 250, FI 10), as GPSD and the GLAs define it. */
export interface AtonMonitoringData {
  kind: 'aton_monitoring';
  /** Internal supply voltage, volts (0.05 V steps). */
  supplyVoltageV: number;
  /** External analogue inputs 1 and 2, volts (0.05 V steps). */
  external1V: number;
  external2V: number;
  /** 0 no RACON, 1 not monitored, 2 operational, 3 error. */
  racon: number;
  /** 0 no light or not monitored, 1 on, 2 off, 3 error. */
  light: number;
  /** Health: true means alarm. */
  alarm: boolean;
  /** Eight digital inputs (bit 7 first). */
  digitalInputs: number;
  /** The station's own off-position indication. */
  offPosition: boolean;
}

export type BinaryApplication = MetHydroData | AtonMonitoringData;

/** Type 6: addressed binary message. */
export interface AddressedBinary extends AisBase {
  type: 6;
  sequence: number;
  destMmsi: number;
  retransmit: boolean;
  /** Designated area code and function identifier. */
  dac: number;
  fi: number;
  /** Application data after DAC and FI. */
  data: BinaryData;
  /** The decoded application data, when this library knows the DAC/FI. */
  application: BinaryApplication | null;
}

/** Type 8: broadcast binary message. */
export interface BroadcastBinary extends AisBase {
  type: 8;
  dac: number;
  fi: number;
  data: BinaryData;
  application: BinaryApplication | null;
}

/** Type 17: DGNSS broadcast binary message (reference station position in 1/10 minute). */
export interface DgnssBroadcast extends AisBase {
  type: 17;
  lonDeg: number | null;
  latDeg: number | null;
  /** The DGNSS correction data (ITU-R M.823 words). */
  data: BinaryData;
}

/** Types 25 and 26: single- and multiple-slot binary messages. */
export interface SlotBinary extends AisBase {
  type: 25 | 26;
  addressed: boolean;
  structured: boolean;
  /** Destination when addressed. */
  destMmsi: number | null;
  /** DAC and FI (the 16-bit application id) when structured. */
  dac: number | null;
  fi: number | null;
  data: BinaryData;
  /** Type 26: the communication state (selector and state, last 20 bits); null for type 25. */
  radio: number | null;
}
