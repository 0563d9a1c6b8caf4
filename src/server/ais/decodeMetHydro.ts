// Meteorological and hydrological data, message 8, DAC 1, FI 31 (IMO
// SN.1/Circ.289, section 2.1; ITU-R M.1371-5 Annex 5): 304 bits after the
// 56-bit header. Every "not available" sentinel, and every reserved value
// beyond a field's range, becomes null.
import { AisError } from './errors';
import type { MetHydroData } from './messagesBinary';
import type { BitReader } from './sixbit';

/** The header (type, repeat, MMSI, spare, DAC, FI) plus the 304 data bits. */
export const MET_HYDRO_BITS = 360;

/** An unsigned raw value within [0, max] (else null), divided by `divisor`. */
const ranged = (raw: number, max: number, divisor = 1): number | null => (raw <= max ? raw / divisor : null);

/** A signed raw value within [min, max] (else null), in tenths. */
const signedTenths = (raw: number, min: number, max: number): number | null => (raw >= min && raw <= max ? raw / 10 : null);

/** A 9-bit direction: 0..359 degrees; 360 and above are "not available". */
const direction = (raw: number): number | null => (raw < 360 ? raw : null);

/** Reads the fields one after the other from bit 56. */
class Cursor {
  private at = 56;
  constructor(private readonly bits: BitReader) {}
  uint(width: number): number {
    const value = this.bits.uint(this.at, width);
    this.at += width;
    return value;
  }
  int(width: number): number {
    const value = this.bits.int(this.at, width);
    this.at += width;
    return value;
  }
}

export function decodeMetHydro(bits: BitReader): MetHydroData {
  if (bits.length < MET_HYDRO_BITS) throw new AisError('length', `met/hydro data: ${bits.length} bits, ${MET_HYDRO_BITS} needed`);
  const c = new Cursor(bits);
  const lonRaw = c.int(25);
  const latRaw = c.int(24);
  const accuracy = c.uint(1) === 1;
  const day = c.uint(5);
  const hour = c.uint(5);
  const minute = c.uint(6);
  const windSpeedKn = ranged(c.uint(7), 126);
  const windGustKn = ranged(c.uint(7), 126);
  const windDirectionDeg = direction(c.uint(9));
  const windGustDirectionDeg = direction(c.uint(9));
  const airTemperatureC = signedTenths(c.int(11), -600, 600);
  const humidityPercent = ranged(c.uint(7), 100);
  const dewPointC = signedTenths(c.int(10), -200, 500);
  const pressureRaw = c.uint(9);
  const pressureTendency = ranged(c.uint(2), 2);
  const visibilityGreater = c.uint(1) === 1;
  const visibilityNm = ranged(c.uint(7), 126, 10);
  const waterLevelRaw = c.uint(12);
  const waterLevelTrend = ranged(c.uint(2), 2);
  const current = () => ({ speed: ranged(c.uint(8), 251, 10), direction: direction(c.uint(9)) });
  const current1 = current();
  const current2 = current();
  const current2DepthM = ranged(c.uint(5), 30);
  const current3 = current();
  const current3DepthM = ranged(c.uint(5), 30);
  const wave = () => ({ height: ranged(c.uint(8), 251, 10), period: ranged(c.uint(6), 60), direction: direction(c.uint(9)) });
  const waves = wave();
  const swell = wave();
  const seaState = ranged(c.uint(4), 12);
  const waterTemperatureC = signedTenths(c.int(10), -100, 500);
  const precipitationType = ranged(c.uint(3), 6);
  const salinityPermille = ranged(c.uint(9), 501, 10);
  const ice = ranged(c.uint(2), 1);
  return {
    kind: 'met_hydro',
    lonDeg: lonRaw === 181 * 60000 || Math.abs(lonRaw) > 180 * 60000 ? null : lonRaw / 60000,
    latDeg: latRaw === 91 * 60000 || Math.abs(latRaw) > 90 * 60000 ? null : latRaw / 60000,
    accuracy,
    day: day >= 1 && day <= 31 ? day : null,
    hour: ranged(hour, 23),
    minute: ranged(minute, 59),
    windSpeedKn,
    windGustKn,
    windDirectionDeg,
    windGustDirectionDeg,
    airTemperatureC,
    humidityPercent,
    dewPointC,
    // 0 means 799 hPa or less, 1..401 are 800..1200, 402 means 1201 or more; 403.. reserved, 511 not available.
    airPressureHpa: pressureRaw <= 402 ? pressureRaw + 799 : null,
    pressureTendency,
    visibilityGreater,
    visibilityNm,
    // 0..4000 are -10.00..+30.00 m.
    waterLevelM: waterLevelRaw <= 4000 ? (waterLevelRaw - 1000) / 100 : null,
    waterLevelTrend,
    currentSpeedKn: current1.speed,
    currentDirectionDeg: current1.direction,
    current2SpeedKn: current2.speed,
    current2DirectionDeg: current2.direction,
    current2DepthM,
    current3SpeedKn: current3.speed,
    current3DirectionDeg: current3.direction,
    current3DepthM,
    waveHeightM: waves.height,
    wavePeriodS: waves.period,
    waveDirectionDeg: waves.direction,
    swellHeightM: swell.height,
    swellPeriodS: swell.period,
    swellDirectionDeg: swell.direction,
    seaState,
    waterTemperatureC,
    precipitationType,
    salinityPermille,
    ice,
  };
}
