// Peer test: GPSD's daemon regression logs. Each .chk echoes every input
// sentence followed by the JSON report(s) GPSD emitted for it (unscaled), so
// we feed the sentences one by one and compare each AIS report of a
// supported type with what our pipeline decoded from the lines since the
// previous report.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AisMessage, StaticDataA } from '../../src/server/ais/messages';
import { SUPPORTED_TYPES } from '../../src/server/ais/messages';
import { AisPipeline } from '../../src/server/ais/pipeline';
import { sharedDataFile } from '../../src/server/testing/sharedData';
import { compareWithGpsd, Type24Merger, type GpsdReport } from './gpsdCompare';

const supported = (type: number): boolean => (SUPPORTED_TYPES as readonly number[]).includes(type);

interface Decoded {
  message: AisMessage;
  partA?: StaticDataA;
}

interface Outcome {
  compared: number;
  problems: string[];
  /** Our messages GPSD did not report, by type. */
  extra: Record<number, number>;
  pipeline: AisPipeline;
}

function replayCheckFile(path: string): Outcome {
  const pipeline = new AisPipeline();
  const merger = new Type24Merger();
  let pending: Decoded[] = [];
  pipeline.onMessage((message) => {
    if (message.type !== 24) {
      pending.push({ message });
      return;
    }
    const partA = merger.push(message);
    if (partA) pending.push({ message, partA });
  });
  const outcome: Outcome = { compared: 0, problems: [], extra: {}, pipeline };
  let previousReport = '';
  const flushExtra = (): void => {
    for (const { message } of pending) outcome.extra[message.type] = (outcome.extra[message.type] ?? 0) + 1;
    pending = [];
  };
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, lineIndex) => {
      if (line.startsWith('{')) {
        const report = JSON.parse(line) as GpsdReport & { class: string };
        if (report.class !== 'AIS' || !supported(report.type)) return;
        const ours = pending.shift();
        if (!ours) {
          // GPSD repeats its last AIS report after some GPS sentences ($GPGLL).
          if (line !== previousReport) outcome.problems.push(`line ${lineIndex + 1}: gpsd reported type ${report.type}, we decoded nothing`);
          return;
        }
        previousReport = line;
        outcome.compared++;
        for (const p of compareWithGpsd(report, ours.message, ours.partA)) outcome.problems.push(`line ${lineIndex + 1} type ${report.type}: ${p}`);
        return;
      }
      flushExtra();
      pipeline.push(line);
    });
  flushExtra();
  return outcome;
}

const LOGS: { file: string; minCompared: number }[] = [
  { file: 'ais-18-27.log.chk', minCompared: 138 },
  { file: 'ais-raw-messages.log.chk', minCompared: 100 },
  { file: 'ais_unpack_sixbit.log.chk', minCompared: 12 },
  { file: 'ais-nmea-type6-fid55.log.chk', minCompared: 1000 },
  { file: 'ais-nmea.log.chk', minCompared: 100 },
];

describe('GPSD daemon logs', () => {
  for (const { file, minCompared } of LOGS) {
    const path = sharedDataFile('ais', 'gpsd', 'daemon', file);
    it.skipIf(!path)(`decodes ${file} like GPSD`, () => {
      const outcome = replayCheckFile(path ?? '');
      expect(outcome.problems).toEqual([]);
      expect(outcome.compared).toBeGreaterThanOrEqual(minCompared);
      expect(outcome.extra).toEqual({});
      expect(outcome.pipeline.stats().errors.checksum).toBe(0);
    });
  }
});
