// Step runner shared by `npm start`, `npm test` and `npm run bench`: every
// step says what it is doing, and a failed step says which one and why.
import { spawn } from 'node:child_process';

export class StepError extends Error {}

const started = Date.now();
let passed = 0;

/** How many steps have passed so far. */
export const stepsPassed = () => passed;
const since = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

/** Runs one named step; on failure prints which step failed and why, then exits 1. */
export async function step(name, fn) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  try {
    const result = await fn();
    passed += 1;
    console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)}s, total ${since()})`);
    return result;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.error(`\n✖ Step failed: ${name}\n  Why: ${why}`);
    console.error(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
}

/** Prints a note inside the current step. */
export function note(message) {
  console.log(`  · ${message}`);
}

/**
 * Runs a command with inherited output. Rejects with a StepError naming the
 * command and its exit code.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const shown = [command, ...args].join(' ');
    note(`$ ${shown}`);
    const child = spawn(command, args, {
      stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', (error) => reject(new StepError(`could not run '${command}': ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(out);
      else reject(new StepError(`'${shown}' exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/** Runs a command quietly and returns its trimmed stdout, or null if it fails or is missing. */
export function probe(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? out.trim() : null));
  });
}
