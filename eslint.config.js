// One lint setup for the whole repo (GUIDE: "one formatter and one linter, run by npm run lint").
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never reaches into server code (GUIDE 1).
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@ttapply/server'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      // The domain package stays framework-free: no Node, no browser, no server libraries.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fastify*', 'react*', 'pg', '@electric-sql/*', 'drizzle-orm*'] },
      ],
    },
  },
);
