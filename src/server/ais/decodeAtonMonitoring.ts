// AtoN monitoring data, message 6 (or 8) with DAC 235 (UK) or 250 (Ireland)
// and FI 10, as the General Lighthouse Authorities send it and GPSD decodes
// it: three analogue inputs in 0.05 V steps, RACON and light status, the
// health alarm, eight digital inputs and the off-position indication.
import { AisError } from './errors';
import type { AtonMonitoringData } from './messagesBinary';
import type { BitReader } from './sixbit';

/** Bits of the monitoring data after the DAC and FI. */
export const ATON_MONITORING_BITS = 44;
const VOLTS_PER_STEP = 0.05;

/** DACs whose FI 10 is AtoN monitoring data. */
export const isAtonMonitoring = (dac: number, fi: number): boolean => (dac === 235 || dac === 250) && fi === 10;

const volts = (raw: number): number => Math.round(raw * VOLTS_PER_STEP * 100) / 100;

/** Decodes the monitoring data starting at bit `start` (88 in message 6, 56 in message 8). */
export function decodeAtonMonitoring(bits: BitReader, start: number): AtonMonitoringData {
  if (bits.length < start + ATON_MONITORING_BITS) {
    throw new AisError('length', `AtoN monitoring data: ${bits.length} bits, ${start + ATON_MONITORING_BITS} needed`);
  }
  return {
    kind: 'aton_monitoring',
    supplyVoltageV: volts(bits.uint(start, 10)),
    external1V: volts(bits.uint(start + 10, 10)),
    external2V: volts(bits.uint(start + 20, 10)),
    racon: bits.uint(start + 30, 2),
    light: bits.uint(start + 32, 2),
    alarm: bits.bool(start + 34),
    digitalInputs: bits.uint(start + 35, 8),
    offPosition: bits.bool(start + 43),
  };
}
