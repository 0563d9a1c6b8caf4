// Locates the shared test data (../shared/data beside the repository, or
// TRAXIS_SHARED_DATA, e.g. for a worktree elsewhere). Under CI=true a
// missing folder is an error; elsewhere tests that need it skip.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const SHARED_DATA_DIR = process.env.TRAXIS_SHARED_DATA ?? resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'data');

/** The path of a shared data file, or null (with a message) when it is missing outside CI. */
export function sharedDataFile(...parts: string[]): string | null {
  const path = join(SHARED_DATA_DIR, ...parts);
  if (existsSync(path)) return path;
  const message = `shared test data missing: ${path} (expected ../shared/data beside the repository)`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`skipping: ${message}`);
  return null;
}
