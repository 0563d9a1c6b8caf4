// GPSD's fields of the binary messages (6, 8, 17, 25, 26) and of the
// application data we decode (met/hydro, DAC 1 FI 31; AtoN monitoring, DAC
// 235/250 FI 10), by GPSD field name, mapped to ours with GPSD's scaling
// (gpsd_json.c: scaled output prints degrees and tenths with few decimals,
// and some codes as words).
import { app, bool, gpsdData, num, orZero, ourData, own, tenthMinute, type Check, type Checks } from './gpsdCheck';

const repeat: Check = { ours: own('repeat') };
const data: Check = { ours: ourData, theirs: gpsdData };

/**
 * Applications GPSD (or libais, in the same JSON layout) decodes that we
 * carry only as data bits: their fields are not ours to compare. By
 * "type/dac/fi"; an application missing here fails as "not compared".
 */
export const APPLICATIONS_NOT_DECODED: Record<string, string> = {
  '6/1/0': 'IMO 236 text telegram (libais)',
  '6/1/12': 'IMO 236 dangerous cargo indication',
  '6/1/14': 'IMO 236 tidal window',
  '6/1/18': 'IMO 289 clearance time to enter port',
  '6/1/30': 'IMO 289 text description, addressed',
  '6/1/32': 'IMO 289 tidal window',
  '6/200/55': 'inland AIS: persons on board',
  '8/1/11': 'IMO 236 met/hydro data (superseded by FI 31, IMO SN.1/Circ.289)',
  '8/1/22': 'IMO 289 area notice (libais)',
  '8/200/10': 'inland AIS: ship static and voyage data',
};

/** The header fields of messages 6 and 8 and the fields of every application (not only those we decode). */
export const BINARY_HEADER_FIELDS = new Set(['repeat', 'seqno', 'dest_mmsi', 'retransmit', 'dac', 'fid', 'data']);

/** 0..max as is, else null (not available or reserved). */
const upTo = (max: number) => (v: unknown) => (num(v) <= max ? num(v) : null);
/** Tenths within [min, max]; GPSD prints scaled ones with one decimal, so the raw value is recovered exactly. */
const tenthsIn = (min: number, max: number) => (v: unknown, scaled: boolean) => {
  const raw = scaled ? Math.round(num(v) * 10) : num(v);
  return raw >= min && raw <= max ? raw / 10 : null;
};
const direction: Check['theirs'] = (v) => (num(v) < 360 ? num(v) : null);
/**
 * Pressure and water level tendency (0 steady, 1 decreasing, 2 increasing,
 * 3 not available: IMO SN.1/Circ.289). Scaled, GPSD prints a word from its
 * table "steady, increasing, decreasing, N/A" (1 and 2 named the other way
 * round from the circular): we take the word back to GPSD's raw code.
 */
const tendency = (v: unknown, scaled: boolean) => {
  const raw = scaled ? ['steady', 'increasing', 'decreasing'].indexOf(String(v)) : num(v);
  return raw >= 0 && raw <= 2 ? raw : null;
};
/** Precipitation, WMO 306 code table 4.201; scaled, GPSD prints the code's name ("reserved" for 0 and 6). */
const PRECIPITATION = ['reserved', 'rain', 'thunderstorm', 'freezing rain', 'mixed/ice', 'snow', 'reserved'];
const precipitation = (v: unknown, scaled: boolean): unknown =>
  scaled ? (ours: unknown) => (typeof ours === 'number' ? PRECIPITATION[ours] === v : v === 'N/A') : upTo(6)(v);
/** Ice: 0 no, 1 yes, 2 reserved, 3 not available; scaled as words. */
const ice = (v: unknown, scaled: boolean) => {
  const raw = scaled ? ['no', 'yes'].indexOf(String(v)) : num(v);
  return raw === 0 || raw === 1 ? raw : null;
};
/** Station position in 1/1000 minute; GPSD prints scaled degrees with 6 decimals. */
const stationPosition = (key: string, limitDeg: number): Check => ({
  ours: app(key),
  theirs: (v, scaled) => {
    const deg = scaled ? num(v) : num(v) / 60000;
    return Math.abs(deg) > limitDeg ? null : deg;
  },
  tolerance: (scaled) => (scaled ? 5e-7 + 1e-9 : 1e-9),
});
/**
 * Water level, 0.01 m from -10.00 (raw 0..4000; 4001 not available). GPSD
 * prints the scaled level with one decimal, so a level of 30.00 m and "not
 * available" (30.01) both read 30.0: there only the raw output decides.
 */
const waterLevel: Check = {
  ours: app('waterLevelM'),
  theirs: (v, scaled) => {
    if (!scaled) return num(v) <= 4000 ? (num(v) - 1000) / 100 : null;
    return (ours: unknown) => (ours === null ? num(v) >= 30 : typeof ours === 'number' && Math.abs(ours - num(v)) <= 0.05 + 1e-9);
  },
};
/** Day, hour and minute as GPSD's "DDTHH:MMZ", "--" for each value not available (day 0, hour 24, minute 60). */
const stamp = (day: unknown, hour: unknown, minute: unknown): string => {
  const [d, h, m] = [day, hour, minute].map((x) => (x === null ? '--' : String(x).padStart(2, '0')));
  return `${d}T${h}:${m}Z`;
};
const observationTime: Check = {
  ours: (m) => {
    const a = m.application as Record<string, unknown> | null;
    return a ? stamp(a.day, a.hour, a.minute) : undefined;
  },
  theirs: (v) => {
    const match = /^(\d+)T(\d+):(\d+)Z$/.exec(String(v));
    if (!match) return `unreadable ${String(v)}`;
    const [day, hour, minute] = match.slice(1).map(Number) as [number, number, number];
    return stamp(day >= 1 ? day : null, hour <= 23 ? hour : null, minute <= 59 ? minute : null);
  },
};

const wholeUpTo = (key: string, max: number): Check => ({ ours: app(key), theirs: upTo(max) });
const tenths = (key: string, min: number, max: number): Check => ({ ours: app(key), theirs: tenthsIn(min, max), tolerance: 1e-9 });
const heading = (key: string): Check => ({ ours: app(key), theirs: direction });

/** Message 8, DAC 1, FI 31 (IMO SN.1/Circ.289): GPSD's names (driver_ais.c) and ours. */
const MET_HYDRO: Checks = {
  lon: stationPosition('lonDeg', 180),
  lat: stationPosition('latDeg', 90),
  accuracy: { ours: app('accuracy'), theirs: bool },
  timestamp: observationTime,
  wspeed: wholeUpTo('windSpeedKn', 126),
  wgust: wholeUpTo('windGustKn', 126),
  wdir: heading('windDirectionDeg'),
  wgustdir: heading('windGustDirectionDeg'),
  airtemp: tenths('airTemperatureC', -600, 600),
  humidity: wholeUpTo('humidityPercent', 100),
  dewpoint: tenths('dewPointC', -200, 500),
  // Raw 0..402 are 799 (or less) .. 1201 (or more) hPa; GPSD prints raw + 799 scaled.
  pressure: {
    ours: app('airPressureHpa'),
    theirs: (v, scaled) => {
      const raw = scaled ? num(v) - 799 : num(v);
      return raw <= 402 ? raw + 799 : null;
    },
  },
  pressuretend: { ours: app('pressureTendency'), theirs: tendency },
  visgreater: { ours: app('visibilityGreater'), theirs: bool },
  visibility: tenths('visibilityNm', 0, 126),
  waterlevel: waterLevel,
  leveltrend: { ours: app('waterLevelTrend'), theirs: tendency },
  cspeed: tenths('currentSpeedKn', 0, 251),
  cdir: heading('currentDirectionDeg'),
  cspeed2: tenths('current2SpeedKn', 0, 251),
  cdir2: heading('current2DirectionDeg'),
  cdepth2: wholeUpTo('current2DepthM', 30),
  cspeed3: tenths('current3SpeedKn', 0, 251),
  cdir3: heading('current3DirectionDeg'),
  cdepth3: wholeUpTo('current3DepthM', 30),
  waveheight: tenths('waveHeightM', 0, 251),
  waveperiod: wholeUpTo('wavePeriodS', 60),
  wavedir: heading('waveDirectionDeg'),
  swellheight: tenths('swellHeightM', 0, 251),
  swellperiod: wholeUpTo('swellPeriodS', 60),
  swelldir: heading('swellDirectionDeg'),
  seastate: wholeUpTo('seaState', 12),
  watertemp: tenths('waterTemperatureC', -100, 500),
  preciptype: { ours: app('precipitationType'), theirs: precipitation },
  salinity: tenths('salinityPermille', 0, 501),
  ice: { ours: app('ice'), theirs: ice },
};

/** Analogue inputs in 0.05 V steps; scaled, GPSD prints volts with 2 decimals (and a raw 0 as 0). */
const volts = (key: string): Check => ({ ours: app(key), theirs: (v, scaled) => (scaled ? num(v) : num(v) * 0.05), tolerance: 1e-6 });

/** Message 6, DAC 235/250, FI 10 (GLA AtoN monitoring), as GPSD names it. */
const ATON_MONITORING: Checks = {
  ana_int: volts('supplyVoltageV'),
  ana_ext1: volts('external1V'),
  ana_ext2: volts('external2V'),
  racon: { ours: app('racon') },
  light: { ours: app('light') },
  alarm: { ours: app('alarm'), theirs: bool },
  stat_ext: { ours: app('digitalInputs') },
  off_pos: { ours: app('offPosition'), theirs: bool },
};

/** The application checks for a "type/dac/fi" we decode. */
export const APPLICATION_CHECKS: Record<string, Checks> = {
  '8/1/31': MET_HYDRO,
  '6/235/10': ATON_MONITORING,
  '6/250/10': ATON_MONITORING,
  '8/235/10': ATON_MONITORING,
  '8/250/10': ATON_MONITORING,
};

/** Type 17's reference station, 1/10 minute; GPSD prints scaled degrees with 1 decimal. */
const station = (key: string): Check => ({
  ours: own(key),
  theirs: (v, scaled) => {
    const deg = tenthMinute(v, scaled);
    return Math.abs(deg) >= (key === 'lonDeg' ? 181 : 91) ? null : deg;
  },
  tolerance: (scaled) => (scaled ? 0.05 + 1e-9 : 1e-9),
});

const slotBinary: Checks = {
  repeat,
  addressed: { ours: own('addressed'), theirs: bool },
  structured: { ours: own('structured'), theirs: bool },
  dest_mmsi: { ours: orZero('destMmsi') },
  // The 16-bit application id: DAC (10 bits) and FI (6 bits); GPSD gives 0 when unstructured.
  app_id: { ours: (m) => (m.dac === null ? 0 : num(m.dac) * 64 + num(m.fi)) },
  // libais gives the application id as DAC and FI (0 when unstructured).
  dac: { ours: orZero('dac') },
  fid: { ours: orZero('fi') },
  data,
};

export const BINARY_CHECKS: Record<number, Checks> = {
  6: {
    repeat,
    seqno: { ours: own('sequence') },
    dest_mmsi: { ours: own('destMmsi') },
    retransmit: { ours: own('retransmit'), theirs: bool },
    dac: { ours: own('dac') },
    fid: { ours: own('fi') },
    data,
  },
  8: { repeat, dac: { ours: own('dac') }, fid: { ours: own('fi') }, data },
  17: { repeat, lon: station('lonDeg'), lat: station('latDeg'), data },
  25: slotBinary,
  26: {
    ...slotBinary,
    // GPSD prints type 26's radio but never reads it (driver_ais.c sets no
    // type26.radio: always 0 in its output); pyaisCompare.test.ts checks it.
    radio: { ours: own('radio'), theirs: (v) => (num(v) === 0 ? undefined : v) },
  },
};
