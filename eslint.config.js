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
      // Cross-origin messages go through lib/partner-messages.ts only: it checks the origin by equality and
      // the shape, and never targets '*' (issue 11 "Security of the frames").
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage']",
          message:
            'Send to a partner with postToPartner (lib/partner-messages.ts): it names the exact origin.',
        },
        {
          selector: "CallExpression[callee.property.name='addEventListener'][arguments.0.value='message']",
          message:
            'Listen to a partner with listenToPartner (lib/partner-messages.ts): it checks origin and shape.',
        },
        {
          selector: "AssignmentExpression[left.property.name='onmessage']",
          message:
            'Listen to a partner with listenToPartner (lib/partner-messages.ts): it checks origin and shape.',
        },
      ],
    },
  },
  {
    // The one home of cross-origin messaging (see above).
    files: ['apps/web/src/lib/partner-messages.ts'],
    rules: { 'no-restricted-syntax': 'off' },
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
  {
    // Every walk fails on an API error it did not provoke (docs/decisions/134): specs take `test` from the
    // support fixture that checks it, never straight from Playwright.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: "Import test and expect from './support/api-answers'." },
          ],
        },
      ],
    },
  },
);
