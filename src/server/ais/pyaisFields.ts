// What pyais (PyPI) says for each field of a message this library decodes,
// in pyais's own names and conventions, for the side-by-side check in
// pyaisCompare.test.ts: raw "not available" values where this library has
// null (or a test for them, where pyais scales them), positions in 1/10
// minute where pyais gives minutes, binary data as bits. Test support only.
import type { AisMessage, BinaryData, MetHydroData } from './messages';

/** An expected value, or a test of pyais's value (for what this library turns into null). */
export type Expected = unknown;
export type Check = (value: unknown) => boolean;

export const isCheck = (expected: Expected): expected is Check => typeof expected === 'function';

const num = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);
/** null here: pyais's value is one of the "not available" or reserved values. */
const orWhen = (ours: number | null, test: (v: number) => boolean): Expected => (ours === null ? (v: unknown) => test(num(v)) : ours);
const orRaw = (ours: number | null, raw: number): Expected => ours ?? raw;
/** A field the message did not carry (shorter message): pyais gives null, or 0. */
const absent: Check = (v) => v === null || v === 0;
const orAbsent = (ours: number | undefined | null): Expected => ours ?? absent;

/** Six-bit text: pyais does not cut at the '@' terminator and trims leading spaces; compared up to the '@', trimmed. */
export function text(ours: string): Check {
  return (value) => (typeof value === 'string' ? value : '').replace(/@.*$/s, '').trim() === ours.trim();
}

/** pyais reads type 17's position unsigned: its value is read back as 18 (17) bits two's complement. */
function signedMinutes(ours: number | null, width: number, notAvailable: number): Check {
  return (value) => {
    let raw = Math.round(num(value) * 10);
    if (raw >= 2 ** (width - 1)) raw -= 2 ** width;
    return ours === null ? Math.abs(raw) >= notAvailable : Math.abs(raw / 600 - ours) < 1e-9;
  };
}

/** pyais's rate of turn from the raw indicator (its to_turn). */
function turn(raw: number | null): Expected {
  if (raw === null) return -128;
  if (raw === 0) return 0;
  if (Math.abs(raw) === 127) return raw;
  return Math.sign(raw) * Math.round((raw / 4.733) ** 2);
}

/** Binary data as pyais gives it: bytes, left-aligned (null when there is no whole byte). */
export function dataMatches(ours: BinaryData): Check {
  return (value) => {
    if (value === null) return ours.bits < 8;
    if (typeof value !== 'object') return false;
    const theirs = value as { bits: number; hex: string };
    const bits = (hex: string, count: number) =>
      [...hex].map((h) => Number.parseInt(h, 16).toString(2).padStart(4, '0')).join('').slice(0, count);
    const mine = bits(ours.hex, ours.bits);
    const their = bits(theirs.hex, theirs.bits);
    return their.startsWith(mine) && theirs.bits - ours.bits < 8 && !their.slice(ours.bits).includes('1');
  };
}

/** Data followed by the 20 bits of communication state. */
function withRadio(data: BinaryData, radio: number): BinaryData {
  const bits = [...data.hex].map((h) => Number.parseInt(h, 16).toString(2).padStart(4, '0')).join('').slice(0, data.bits) + radio.toString(2).padStart(20, '0');
  const padded = bits.padEnd(Math.ceil(bits.length / 4) * 4, '0');
  let hex = '';
  for (let i = 0; i < padded.length; i += 4) hex += Number.parseInt(padded.slice(i, i + 4), 2).toString(16);
  return { bits: bits.length, hex };
}

function metHydro(m: MetHydroData): Record<string, Expected> {
  return {
    lon: orWhen(m.lonDeg, (v) => Math.abs(v) > 180),
    lat: orWhen(m.latDeg, (v) => Math.abs(v) > 90),
    accuracy: m.accuracy,
    day: orRaw(m.day, 0),
    hour: orWhen(m.hour, (v) => v > 23),
    minute: orWhen(m.minute, (v) => v > 59),
    wspeed: orWhen(m.windSpeedKn, (v) => v > 126),
    wgust: orWhen(m.windGustKn, (v) => v > 126),
    wdir: orWhen(m.windDirectionDeg, (v) => v >= 360),
    wgustdir: orWhen(m.windGustDirectionDeg, (v) => v >= 360),
    airtemp: orWhen(m.airTemperatureC, (v) => v < -60 || v > 60),
    humidity: orWhen(m.humidityPercent, (v) => v > 100),
    dewpoint: orWhen(m.dewPointC, (v) => v < -20 || v > 50),
    pressure: orWhen(m.airPressureHpa, (v) => v > 1201),
    pressuretend: orRaw(m.pressureTendency, 3),
    visgreater: m.visibilityGreater,
    visibility: orWhen(m.visibilityNm, (v) => v > 12.6),
    waterlevel: orWhen(m.waterLevelM, (v) => v > 30),
    leveltrend: orRaw(m.waterLevelTrend, 3),
    cspeed: orWhen(m.currentSpeedKn, (v) => v > 25.1),
    cdir: orWhen(m.currentDirectionDeg, (v) => v >= 360),
    cspeed2: orWhen(m.current2SpeedKn, (v) => v > 25.1),
    cdir2: orWhen(m.current2DirectionDeg, (v) => v >= 360),
    cdepth2: orWhen(m.current2DepthM, (v) => v > 30),
    cspeed3: orWhen(m.current3SpeedKn, (v) => v > 25.1),
    cdir3: orWhen(m.current3DirectionDeg, (v) => v >= 360),
    cdepth3: orWhen(m.current3DepthM, (v) => v > 30),
    waveheight: orWhen(m.waveHeightM, (v) => v > 25.1),
    waveperiod: orWhen(m.wavePeriodS, (v) => v > 60),
    wavedir: orWhen(m.waveDirectionDeg, (v) => v >= 360),
    swellheight: orWhen(m.swellHeightM, (v) => v > 25.1),
    swellperiod: orWhen(m.swellPeriodS, (v) => v > 60),
    swelldir: orWhen(m.swellDirectionDeg, (v) => v >= 360),
    seastate: orWhen(m.seaState, (v) => v > 12),
    watertemp: orWhen(m.waterTemperatureC, (v) => v < -10 || v > 50),
    preciptype: orRaw(m.precipitationType, 7),
    salinity: orWhen(m.salinityPermille, (v) => v > 50.1),
    ice: orWhen(m.ice, (v) => v > 1),
  };
}

const position = (m: { accuracy: boolean; lonDeg: number | null; latDeg: number | null; raim: boolean }) => ({
  accuracy: m.accuracy,
  lon: orRaw(m.lonDeg, 181),
  lat: orRaw(m.latDeg, 91),
  raim: m.raim,
});

const dimensions = (m: { toBowM: number; toSternM: number; toPortM: number; toStarboardM: number }) => ({
  to_bow: m.toBowM,
  to_stern: m.toSternM,
  to_port: m.toPortM,
  to_starboard: m.toStarboardM,
});

/** pyais's fields of a message decoded here (pyais's names; fields pyais lacks are not compared). */
export function pyaisFields(m: AisMessage): Record<string, Expected> {
  const base = { msg_type: m.type, repeat: m.repeat, mmsi: m.mmsi };
  switch (m.type) {
    case 1:
    case 2:
    case 3:
      return {
        ...base,
        ...position(m),
        status: m.navStatus,
        turn: turn(m.turnRaw),
        speed: orRaw(m.speedKn, 102.3),
        course: orRaw(m.courseDeg, 360),
        heading: orRaw(m.headingDeg, 511),
        second: m.second,
        maneuver: m.maneuver,
        radio: m.radio,
      };
    case 4:
    case 11:
      return { ...base, ...position(m), year: m.year, month: m.month, day: m.day, hour: m.hour, minute: m.minute, second: m.second, epfd: m.epfd, radio: m.radio };
    case 5:
      return {
        ...base,
        ...dimensions(m),
        ais_version: m.aisVersion,
        imo: m.imo,
        callsign: text(m.callsign),
        shipname: text(m.shipName),
        ship_type: m.shipType,
        epfd: m.epfd,
        month: m.eta.month,
        day: m.eta.day,
        hour: m.eta.hour,
        minute: m.eta.minute,
        draught: m.draughtM ?? 0,
        destination: text(m.destination),
        dte: m.dte,
      };
    case 6:
      return { ...base, seqno: m.sequence, dest_mmsi: m.destMmsi, retransmit: m.retransmit, dac: m.dac, fid: m.fi, data: dataMatches(m.data) };
    case 7:
    case 13: {
      const acks: Record<string, Expected> = {};
      for (let i = 0; i < 4; i++) {
        acks[`mmsi${i + 1}`] = orAbsent(m.acks[i]?.mmsi);
        acks[`mmsiseq${i + 1}`] = orAbsent(m.acks[i]?.sequence);
      }
      return { ...base, ...acks };
    }
    case 8:
      return { ...base, dac: m.dac, fid: m.fi, data: dataMatches(m.data), ...(m.application?.kind === 'met_hydro' ? metHydro(m.application) : {}) };
    case 9:
      return {
        ...base,
        ...position(m),
        alt: orRaw(m.altitudeM, 4095),
        speed: orRaw(m.speedKn, 1023),
        course: orRaw(m.courseDeg, 360),
        second: m.second,
        reserved_1: m.regional,
        dte: m.dte,
        assigned: m.assigned,
        radio: m.radio,
      };
    case 10:
      return { ...base, dest_mmsi: m.destMmsi };
    case 12:
      return { ...base, seqno: m.sequence, dest_mmsi: m.destMmsi, retransmit: m.retransmit, text: text(m.text) };
    case 14:
      return { ...base, text: text(m.text) };
    case 15:
      return {
        ...base,
        mmsi1: m.destination1Mmsi,
        type1_1: m.message1a,
        offset1_1: m.slotOffset1a,
        type1_2: orAbsent(m.message1b),
        offset1_2: orAbsent(m.slotOffset1b),
        mmsi2: orAbsent(m.destination2Mmsi),
        type2_1: orAbsent(m.message2a),
        offset2_1: orAbsent(m.slotOffset2a),
      };
    case 16: {
      const out: Record<string, Expected> = { ...base };
      m.assignments.forEach((a, i) => {
        out[`mmsi${i + 1}`] = a.mmsi;
        out[`offset${i + 1}`] = a.slotOffset;
        out[`increment${i + 1}`] = a.increment;
      });
      return out;
    }
    case 17:
      // pyais gives the position in minutes (1/10 minute units divided by 10).
      return { ...base, lon: signedMinutes(m.lonDeg, 18, 181 * 600), lat: signedMinutes(m.latDeg, 17, 91 * 600), data: dataMatches(m.data) };
    case 18:
    case 19: {
      const common = {
        ...base,
        ...position(m),
        reserved_1: m.reserved,
        speed: orRaw(m.speedKn, 102.3),
        course: orRaw(m.courseDeg, 360),
        heading: orRaw(m.headingDeg, 511),
        second: m.second,
        reserved_2: m.regional,
        assigned: m.assigned,
      };
      if (m.type === 18) return { ...common, cs: m.cs, display: m.display, dsc: m.dsc, band: m.band, msg22: m.msg22, radio: m.radio };
      return { ...common, ...dimensions(m), shipname: text(m.shipName), ship_type: m.shipType, epfd: m.epfd, dte: m.dte };
    }
    case 20: {
      const out: Record<string, Expected> = { ...base };
      for (let i = 0; i < 4; i++) {
        const r = m.reservations[i];
        out[`offset${i + 1}`] = orAbsent(r?.slotOffset);
        out[`number${i + 1}`] = orAbsent(r?.slots);
        out[`timeout${i + 1}`] = orAbsent(r?.timeoutMin);
        out[`increment${i + 1}`] = orAbsent(r?.increment);
      }
      return out;
    }
    case 21:
      return {
        ...base,
        ...position(m),
        ...dimensions(m),
        aid_type: m.aidType,
        full_name: text(m.name),
        epfd: m.epfd,
        second: m.second,
        off_position: m.offPosition,
        reserved_1: m.regional,
        virtual_aid: m.virtualAid,
        assigned: m.assigned,
      };
    case 22: {
      const common = { ...base, channel_a: m.channelA, channel_b: m.channelB, txrx: m.txrx, power: m.power, addressed: m.addressed, band_a: m.bandA, band_b: m.bandB, zonesize: m.zoneSizeNm - 1 };
      if (m.addressed) return { ...common, dest1: m.dest1Mmsi, dest2: m.dest2Mmsi };
      const minutes = (deg: number | null) => (deg === null ? null : deg * 60);
      return { ...common, ne_lon: minutes(m.neLonDeg), ne_lat: minutes(m.neLatDeg), sw_lon: minutes(m.swLonDeg), sw_lat: minutes(m.swLatDeg) };
    }
    case 23:
      return {
        ...base,
        ne_lon: m.neLonDeg * 60,
        ne_lat: m.neLatDeg * 60,
        sw_lon: m.swLonDeg * 60,
        sw_lat: m.swLatDeg * 60,
        station_type: m.stationType,
        ship_type: m.shipType,
        txrx: m.txrx,
        interval: m.interval,
        quiet: m.quietMin,
      };
    case 24:
      if (m.part === 'A') return { ...base, partno: 0, shipname: text(m.shipName) };
      return {
        ...base,
        partno: 1,
        ship_type: m.shipType,
        vendorid: text(m.vendorId),
        model: m.model,
        serial: m.serial,
        callsign: text(m.callsign),
        ...(m.mothershipMmsi === null ? dimensions(m) : { mothership_mmsi: m.mothershipMmsi }),
      };
    case 25:
    case 26:
      return {
        ...base,
        addressed: m.addressed,
        structured: m.structured,
        ...(m.destMmsi !== null ? { dest_mmsi: m.destMmsi } : {}),
        ...(m.dac !== null && m.fi !== null ? { app_id: m.dac * 64 + m.fi } : {}),
        // pyais reads type 26's data to the end of the message and gives no communication state
        // unless the data field is full: its data is the data here followed by the 20 bits of state.
        data: m.radio === null ? dataMatches(m.data) : (v: unknown) => dataMatches(m.data)(v) || dataMatches(withRadio(m.data, m.radio ?? 0))(v),
        ...(m.radio !== null ? { radio: (v: unknown) => v === null || v === m.radio } : {}),
      };
    case 27:
      return {
        ...base,
        ...position(m),
        status: m.navStatus,
        speed: orRaw(m.speedKn, 63),
        course: orRaw(m.courseDeg, 511),
        gnss: m.gnss,
      };
  }
}
