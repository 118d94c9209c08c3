// One lint setup for the whole repo (GUIDE: "one formatter and one linter, run by npm run lint").
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Zones are resolved from the repo root, not from the working directory, so the rules mean the same when
// ESLint runs from a sub-folder or from a test (apps/web/src/lint-boundaries.test.ts).
const root = dirname(fileURLToPath(import.meta.url));

/** Every lender folder on one side: each sub-folder of `dir` except the ones that belong to no single lender. */
function lenderFolders(dir, notLenders = []) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notLenders.includes(entry.name))
    .map((entry) => `${dir}/${entry.name}`);
}

// On every side a `shared` folder beside the lender folders (web `features/lenders/shared` today) is not a
// lender: every lender may import it, and it imports no lender.
const lenderSides = [
  'apps/web/src/features/lenders',
  'apps/server/src/lenders',
  'apps/partner-sandbox/src/lenders',
].map((dir) => ({ dir, shared: ['shared'] }));

// One lender, one folder per side (GUIDE 9): a lender's folder reaches no other lender's folder, and what is
// shared between lenders (web `features/lenders/shared`) names no single lender. What two lenders need in
// common moves to the shared folder, the registry beside the folders, or packages/domain.
const lenderZones = lenderSides.flatMap(({ dir, shared }) => {
  const lenders = lenderFolders(dir, shared);
  return [
    ...lenders.map((lender) => ({
      target: lender,
      from: lenders.filter((other) => other !== lender),
      message: 'One lender folder never imports another (GUIDE 9, docs/architecture.md "Module boundaries").',
    })),
    ...shared.map((folder) => ({
      target: `${dir}/${folder}`,
      from: lenders,
      message:
        'Code shared by the lenders names no single lender (docs/architecture.md "Module boundaries").',
    })),
  ].filter((zone) => zone.from.length > 0);
});

// The server's layers (decision 297): services/ defines the ports the lender modules implement, so it never
// imports lenders/; the seed writes demo data and needs no staff service. On the server and in the sandbox,
// shared code reads the lenders through their registry (lenders/index.ts, lenders/registry.ts), never one
// lender's folder.
const server = 'apps/server/src';
const sharedBesideLenders = (src) =>
  readdirSync(join(root, src))
    .filter((name) => name !== 'lenders')
    .map((name) => `${src}/${name}`);
const serverLayerZones = [
  ...['apps/server/src', 'apps/partner-sandbox/src'].map((src) => ({
    target: sharedBesideLenders(src),
    from: lenderFolders(`${src}/lenders`, ['shared']),
    message:
      "Shared code reads the lenders through their registry, never one lender's folder (decision 297).",
  })),
  {
    target: `${server}/services`,
    from: `${server}/lenders`,
    message:
      'The services never import the lenders: a lender module implements the ports in services/ (decision 297).',
  },
  {
    target: [`${server}/db`, `${server}/seed-demo-shops.ts`],
    from: `${server}/staff`,
    message: 'The seed writes data and never imports the staff services (decision 297).',
  },
];

// The module boundaries of docs/architecture.md "Module boundaries", after bulletproof-react's zones (GUIDE 5).
const boundaryZones = [
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'A feature never imports src/app (router, providers): what features share lives in src/lib.',
  },
  {
    target: ['apps/web/src/lib', 'apps/web/src/components', 'apps/web/src/stores', 'apps/web/src/i18n'],
    from: ['apps/web/src/app', 'apps/web/src/features'],
    message: 'Shared web code (lib, components, stores, i18n) imports neither src/app nor a feature.',
  },
  // The shop console is its own entry and bundle (decision 170): the consumer's code never imports it, and it
  // imports only what is shared by design (src/components, src/styles), never the consumer's app, features,
  // lib, stores or texts.
  {
    target: [
      'apps/web/src/main.tsx',
      'apps/web/src/app',
      'apps/web/src/features',
      'apps/web/src/lib',
      'apps/web/src/components',
      'apps/web/src/stores',
      'apps/web/src/i18n',
      'apps/web/src/styles',
      'apps/web/src/test',
    ],
    from: 'apps/web/src/console',
    message: "The consumer's pages never import the shop console: it is its own bundle (decision 170).",
  },
  {
    target: 'apps/web/src/console',
    from: [
      'apps/web/src/main.tsx',
      'apps/web/src/app',
      'apps/web/src/features',
      'apps/web/src/lib',
      'apps/web/src/stores',
      'apps/web/src/i18n',
    ],
    message:
      'The shop console imports only src/components and src/styles of the consumer side (decision 170).',
  },
  // The error handler sits under every route and plugin: what it needs to know about a request (is it the API?)
  // lives beside them in a neutral module, so errors never depend on the routes they answer for.
  {
    target: 'apps/server/src/errors',
    from: 'apps/server/src/routes',
    message: 'errors never imports routes: what both need lives in a neutral module (src/request-kinds.ts).',
  },
  {
    target: 'packages/domain',
    from: 'apps',
    message: 'packages/domain is pure rules shared by every app: it imports no app.',
  },
  ...lenderZones,
  ...serverLayerZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // One violation per file on purpose: the lint-boundaries test lints them to show each rule bites.
      'apps/web/lint-fixtures/**',
    ],
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js modules when it follows imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/domain/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/partner-sandbox/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'scripts/tsconfig.json',
          ].map((project) => join(root, project)),
          // Workspace packages resolve to their TypeScript source, as the compilers see them (decision 004).
          conditionNames: ['@ttapply/source', 'types', 'import', 'default'],
          // Each workspace has its own module resolution (web: Bundler, server: NodeNext), so one per project.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Import cycles are found by oxlint's import/no-cycle (.oxlintrc.json), in a second where this rule took
      // half of ESLint's time (decision 306).
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
      // the shape, and never targets '*' (GUIDE 12; docs/decisions/060).
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
    // The console takes its rules and shapes from '@ttapply/domain/console' (decision 160); the main barrel would
    // bring the consumer's journey rules into the console's bundle for nothing. The browser-wide restriction is
    // repeated because a later block replaces a rule's options rather than adding to them.
    files: ['apps/web/src/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ttapply/domain',
              message: "The console imports '@ttapply/domain/console' (decision 170), not the main barrel.",
            },
          ],
          patterns: ['**/apps/server/**', '@ttapply/server'],
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
