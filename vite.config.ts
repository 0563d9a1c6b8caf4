// Vite builds the web app (dist/web); Vitest runs the unit tests with the
// same config. vite-plugin-wasm loads the generated WASM package in the
// browser; in tests Node loads it natively (--experimental-wasm-modules).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import wasm from 'vite-plugin-wasm';

export default defineConfig({
  plugins: [react(), wasm()],
  // The chart worker runs the WASM core too (src/app/chart/enc/encWorker.ts).
  worker: {
    format: 'es',
    plugins: () => [wasm()],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'esnext',
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/chart-engine': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Many tests start a real server, a worker or the WASM core: generous
    // limits keep them from failing on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    execArgv: ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning'],
    server: { deps: { external: [/src\/wasm\/pkg\//] } },
  },
});
