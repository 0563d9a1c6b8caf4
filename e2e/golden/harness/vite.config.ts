// Builds the golden images' harness page into dist/golden-harness (not the
// app's dist/web): the chart's modules with the WASM core, as the app's
// build makes them (vite.config.ts: React, vite-plugin-wasm, workers as ES
// modules).
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  publicDir: false,
  plugins: [react(), wasm()],
  worker: { format: 'es', plugins: () => [wasm()] },
  build: {
    outDir: resolve(ROOT, 'dist', 'golden-harness'),
    emptyOutDir: true,
    target: 'esnext',
    // Fast to build and to load: the harness is read by tests only.
    minify: false,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
