// Paths the scripts share.
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Machine-wide cache for tools built once per machine (the wasm-bindgen CLI). */
export const TOOL_CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'traxis');
export const WASM_TARGET = 'wasm32-unknown-unknown';
/** The wasm build has its own target folder so native and wasm builds never invalidate each other. */
export const WASM_TARGET_DIR = join(ROOT, 'target', 'wasm');
export const WASM_PKG_DIR = join(ROOT, 'src', 'wasm', 'pkg');
export const WEB_DIST_DIR = join(ROOT, 'dist', 'web');
