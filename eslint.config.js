// ESLint: typescript-eslint's recommended rules, React hooks rules, and the
// project rule that JSX holds no literal text (strings live in src/app/i18n).
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
          message: 'No literal text in JSX: add it to src/app/i18n/pl.ts and read it from there.',
        },
        {
          selector: 'JSXAttribute[name.name=/^(placeholder|title|alt|aria-label)$/] > Literal',
          message: 'No literal text in JSX attributes: add it to src/app/i18n/pl.ts.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
);
