// Where the golden server and spec find the shared test data: ../shared/data
// beside the repository (src/server/testing/sharedData.ts), or
// TRAXIS_SHARED_DATA for a checkout elsewhere (a worktree).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA_DIR } from '../../src/server/testing/sharedData';
import { GOLDEN_CELL } from './sceneList';

export const GOLDEN_DATA_DIR = process.env.TRAXIS_SHARED_DATA ?? SHARED_DATA_DIR;

/** The folder of a shared cell. */
export const cellDir = (name: string): string => join(GOLDEN_DATA_DIR, 'enc', name);

/** Whether the chart scenes' cell is there (under CI it must be: the spec fails without it). */
export const goldenCellPresent = (): boolean => existsSync(join(cellDir(GOLDEN_CELL), `${GOLDEN_CELL}.000`));
