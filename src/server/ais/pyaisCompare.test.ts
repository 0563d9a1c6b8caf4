// Side by side with pyais: every message of the shared AIS corpus (GPSD,
// libais and pyais samples, ../shared/data/ais) decoded here and by pyais,
// field by field (pyaisFields.ts). Runs only where a Python with pyais is
// found (TRAXIS_PYAIS_PYTHON, or the venv /tmp/pyais-venv) and the corpus is there
// (`python3 -m venv /tmp/pyais-venv && /tmp/pyais-venv/bin/pip install pyais`;
// checked with pyais 3.3.1).
// Prints a table per message type; fails on any disagreement not listed in
// KNOWN (each with the reason pyais differs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA_DIR } from '../testing/sharedData';
import { decodeAis, payloadType } from './decoder';
import { isAisError } from './errors';
import type { AisMessage } from './messages';
import { isCheck, pyaisFields } from './pyaisFields';
import { Reassembler } from './reassembler';
import { parseSentence } from './sentence';

const PYTHON = process.env.TRAXIS_PYAIS_PYTHON ?? '/tmp/pyais-venv/bin/python';
const SCRIPT = resolve(import.meta.dirname, '..', '..', '..', 'scripts', 'pyais-decode.py');
const CORPUS = join(SHARED_DATA_DIR, 'ais');

/** Disagreements explained by pyais's own choices, by "type.field". */
const KNOWN: Record<string, string> = {
  '5.ship_type': 'pyais folds reserved ship-type codes into its enum',
  '19.ship_type': 'pyais folds reserved ship-type codes into its enum',
  '24.ship_type': 'pyais folds reserved ship-type codes into its enum',
  '4.epfd': 'pyais maps EPFD 14 (reserved) to 0',
  '5.epfd': 'pyais maps EPFD 14 (reserved) to 0',
  '23.ship_type': 'pyais folds ship-type codes outside its enum to 0',
  '23.station_type': 'pyais folds station-type codes outside its enum',
  '23.interval': 'pyais folds reserved reporting-interval codes',
  '21.full_name': 'pyais strips the name and its extension apart (losing the space between) and appends an extension after a name ended by @',
  '26.data': 'pyais reads an application id in unstructured messages too, and its data after it',
  '7.mmsi3': 'pyais reads an acknowledgement cut short by the end of the message; here only whole parts count',
  '7.mmsi4': 'pyais reads an acknowledgement cut short by the end of the message; here only whole parts count',
  '13.mmsi2': 'pyais reads an acknowledgement cut short by the end of the message; here only whole parts count',
  '15.mmsi2': 'pyais reads the fields of a longer interrogation from the bits a shorter one ends with',
  '15.type1_2': 'pyais reads the fields of a longer interrogation from the bits a shorter one ends with',
  '15.offset1_2': 'pyais reads the fields of a longer interrogation from the bits a shorter one ends with',
  '15.type2_1': 'pyais reads the fields of a longer interrogation from the bits a shorter one ends with',
  '15.offset2_1': 'pyais reads the fields of a longer interrogation from the bits a shorter one ends with',
  '20.offset3': 'pyais reads a reservation cut short by the end of the message; here only whole parts count',
  '12.text': 'pyais makes a last character of the bits (under 6) left at the end of the message',
  '14.text': 'pyais makes a last character of the bits (under 6) left at the end of the message',
  '1.radio': 'a message shorter than its last field: here the missing bits read as 0 (the field keeps its place), pyais reads the bits there are',
};

function corpusFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, name.name);
      if (name.isDirectory()) walk(path);
      else if (/\.(aivdm|log|nmea|ais|txt)$/.test(name.name)) files.push(path);
    }
  };
  walk(CORPUS);
  return files.sort();
}

interface Decoded {
  payload: string;
  fill: number;
  type: number;
  message: AisMessage | null;
  error: string | null;
}

function decodeCorpus(): { decoded: Decoded[]; sentences: number } {
  const decoded: Decoded[] = [];
  let sentences = 0;
  for (const file of corpusFiles()) {
    const reassembler = new Reassembler();
    for (const line of readFileSync(file, 'latin1').split('\n')) {
      let whole;
      try {
        const sentence = parseSentence(line);
        sentences++;
        whole = reassembler.push(sentence);
      } catch {
        continue;
      }
      if (!whole) continue;
      const entry: Decoded = { payload: whole.payload, fill: whole.fillBits, type: payloadType(whole.payload), message: null, error: null };
      try {
        entry.message = decodeAis(whole.payload, whole.fillBits);
      } catch (error) {
        entry.error = isAisError(error) ? `${error.kind}: ${error.message}` : String(error);
      }
      decoded.push(entry);
    }
  }
  return { decoded, sentences };
}

const sameValue = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));
  if (typeof a === 'boolean' && typeof b === 'number') return Number(a) === b;
  return a === b;
};

describe.skipIf(!existsSync(PYTHON) || !existsSync(CORPUS))('decoding side by side with pyais', () => {
  it('agrees field by field on every message of the corpus', () => {
    const { decoded, sentences } = decodeCorpus();
    const input = decoded.map((d) => JSON.stringify({ payload: d.payload, fill: d.fill })).join('\n') + '\n';
    const run = spawnSync(PYTHON, [SCRIPT], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, run.stderr).toBe(0);
    const theirs = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(theirs).toHaveLength(decoded.length);

    type Row = { messages: number; agree: number; known: number; onlyHere: number; onlyPyais: number; neither: number; fields: Map<string, number> };
    const rows = new Map<number, Row>();
    const unexplained: string[] = [];
    decoded.forEach((d, i) => {
      const row = rows.get(d.type) ?? { messages: 0, agree: 0, known: 0, onlyHere: 0, onlyPyais: 0, neither: 0, fields: new Map() };
      rows.set(d.type, row);
      row.messages++;
      const their = theirs[i] ?? {};
      const pyaisFailed = 'error' in their;
      if (!d.message) {
        if (pyaisFailed) row.neither++;
        else row.onlyPyais++;
        if (process.env.PYAIS_DEBUG && !pyaisFailed) console.log('only pyais', d.type, d.error, d.payload);
        return;
      }
      if (pyaisFailed) {
        row.onlyHere++;
        return;
      }
      let agree = true;
      let explained = true;
      for (const [field, expected] of Object.entries(pyaisFields(d.message))) {
        if (!(field in their)) continue;
        const value = their[field];
        const ok = isCheck(expected) ? expected(value) : sameValue(expected, value);
        if (ok) continue;
        agree = false;
        row.fields.set(field, (row.fields.get(field) ?? 0) + 1);
        const key = `${d.type}.${field}`;
        if (!KNOWN[key]) {
          explained = false;
          unexplained.push(`${key}: here ${JSON.stringify(isCheck(expected) ? 'null' : expected)}, pyais ${JSON.stringify(value)} (${d.payload})`);
        }
      }
      if (agree) row.agree++;
      else if (explained) row.known++;
    });

    const lines = [`${sentences} sentences, ${decoded.length} messages`, 'type  messages  agree  known-quirk  only-here  only-pyais  neither  fields-differing'];
    for (const [type, r] of [...rows].sort((a, b) => a[0] - b[0])) {
      const fields = [...r.fields].map(([f, n]) => `${f}×${n}`).join(' ');
      lines.push(
        `${String(type).padStart(4)}  ${String(r.messages).padStart(8)}  ${String(r.agree).padStart(5)}  ${String(r.known).padStart(11)}  ${String(r.onlyHere).padStart(9)}  ${String(r.onlyPyais).padStart(10)}  ${String(r.neither).padStart(7)}  ${fields}`,
      );
    }
    console.log(lines.join('\n'));
    if (process.env.PYAIS_DEBUG) console.log(unexplained.join('\n'));
    expect(unexplained.slice(0, 20)).toEqual([]);
  }, 120_000);
});
