// ESLint: typescript-eslint's recommended rules, React hooks rules, the
// project rule that JSX holds no literal text (strings live in
// src/app/i18n/pl), and the boundaries between the parts: the generated WASM
// package only behind src/wasm/core.ts, SQLite only in src/server/db, the
// chart never reaching for the live connection's singletons.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['src/app/chart/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/wasm/pkg/*'], message: 'Import the WASM core from src/wasm/core.ts.' }],
          // The live connection's and session's singletons live in these index modules.
          paths: ['../live', '../../live', '../../../live', '../live/index', '../../live/index', '../../../live/index', '../session', '../../session', '../../../session']
            .map((name) => ({ name, message: 'The chart gets the app\'s data through ChartSources (chart/sources.ts) and startChart\'s options, never from the live connection or session singletons.' }))
            .concat([{ name: 'better-sqlite3', message: 'SQLite is used only in src/server/db.' }]),
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
);
