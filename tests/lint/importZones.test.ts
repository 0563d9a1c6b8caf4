// The import zones of eslint.config.js (eslint/importZones.js) fail where
// they should: the chart reaching into the app (a folder named nowhere in
// the config included), by every form a module is named in.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'zones/allowed-imports').map((m) => m.message);
}

describe('import zones', () => {
  it('refuses the chart an import of the app, also from a folder the config does not name', async () => {
    const errors = await zoneErrors(
      'src/app/chart/zoneProbe.ts',
      [
        "import { toolsState } from '../store/tools';",
        "import type { Later } from '../folderAddedLater/later';",
        "export type { Other } from '../live/liveStore';",
        "export const a = () => import('../session');",
        "export type B = typeof import('../live/prediction');",
        "export const w = new URL('../live/worker/vesselWorker.ts', import.meta.url);",
        'export const t = [toolsState, null as unknown as Later];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(6);
    expect(errors[1]).toContain('src/app/folderAddedLater/later');
  });

  it('lets the chart import itself, the i18n strings, the utilities, the WASM core and the protocol', async () => {
    const errors = await zoneErrors(
      'src/app/chart/zoneProbe.ts',
      [
        "import { flyTo } from './flyTo';",
        "import { pl } from '../i18n/pl';",
        "import { nextTask } from '../lib/nextTask';",
        "import { projectMercator } from '../../wasm/core';",
        "import type { GeoPoint } from '../../protocol/geo';",
        'export const all = [flyTo, pl, nextTask, projectMercator, null as unknown as GeoPoint];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps the utilities and the protocol to themselves', async () => {
    expect(await zoneErrors('src/app/lib/zoneProbe.ts', "export { chartLoad } from '../store/chartLoad';")).toHaveLength(1);
    expect(await zoneErrors('src/protocol/zoneProbe.ts', "export type { Store } from '../server/db/store';")).toHaveLength(1);
  });
});
