// ESLint: typescript-eslint's recommended rules, React hooks rules, the
// project rule that JSX holds no literal text (strings live in
// src/app/i18n/pl), files under 400 lines, and the boundaries between the
// parts: the generated WASM package only behind src/wasm/core.ts, SQLite
// only in src/server/db, and import zones (eslint/importZones.js): the chart
// imports nothing of the app, the utilities nothing but each other, the
// protocol nothing but itself. The app never raises the browser's own
// dialogs (confirm, alert, prompt): it asks with its ConfirmDialog.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importZones from './eslint/importZones.js';

/** Where the files of each folder may import from (relative imports; packages are not limited here). */
const IMPORT_ZONES = [
  {
    files: 'src/app/chart/',
    allow: ['src/app/chart/', 'src/app/i18n/', 'src/app/lib/', 'src/wasm/', 'src/protocol/'],
    message: 'The chart imports nothing of the app: the app hands it what it needs through startChart\'s options (ChartSources, ChartToolSet).',
  },
  { files: 'src/app/lib/', allow: ['src/app/lib/'], message: 'src/app/lib holds stateless utilities that depend on nothing of the app.' },
  { files: 'src/protocol/', allow: ['src/protocol/'], message: 'The protocol is shared by the server and the app and imports neither.' },
];

const BROWSER_DIALOGS = ['confirm', 'alert', 'prompt'];
const NO_BROWSER_DIALOG = "No browser dialogs: ask with the console's own (useConfirm in src/app/panels/common/ConfirmDialog.tsx).";

export default tseslint.config(
  { ignores: ['dist/', 'target/', 'node_modules/', 'src/wasm/pkg/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\S/]',
          message: 'No literal text in JSX: add it to src/app/i18n/pl/ and read it from there.',
        },
        {
          selector: 'JSXAttribute[name.name=/^(placeholder|title|alt|aria-label)$/] > Literal',
          message: 'No literal text in JSX attributes: add it to src/app/i18n/pl/.',
        },
      ],
    },
  },
  {
    // The browser's dialogs are unthemed, in the browser's language and block the page.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...BROWSER_DIALOGS.map((name) => ({ name, message: NO_BROWSER_DIALOG }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => BROWSER_DIALOGS.map((property) => ({ object, property, message: NO_BROWSER_DIALOG }))),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['src/wasm/core.ts', 'src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/wasm/pkg/*', './pkg/*'], message: 'Import the WASM core from src/wasm/core.ts (or its typed wrappers), never the generated package.' },
          ],
          paths: [{ name: 'better-sqlite3', message: 'SQLite is used only in src/server/db (the Store hides it).' }],
        },
      ],
    },
  },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: [],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/wasm/pkg/*'], message: 'Import the WASM core from src/wasm/core.ts.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { zones: importZones },
    rules: { 'zones/allowed-imports': ['error', { zones: IMPORT_ZONES }] },
  },
  {
    // One concept per file, under 400 lines (tests and browser flows excepted).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'tests/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.js', 'eslint/**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
