import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { compiledCatalogues } from './build-plugins/compiled-catalogues';
import { entryBudgets } from './build-plugins/entry-budgets';
import { prerenderedPages } from './build-plugins/prerendered-pages';

// The domain package is consumed as TypeScript source through the `@ttapply/source` export condition
// (docs/decisions/004-workspace-builds.md), so the browser always runs the same rules as the server.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // Every built file also as .gz and .br beside it, made once at build time: the server sends the smallest one
  // the browser accepts (@fastify/static preCompressed), so a phone on a slow network fetches the sizes the
  // bundle budget counts, and no CPU is spent compressing per request.
  plugins: [
    react(),
    compiledCatalogues({ catalogueDir: fileURLToPath(new URL('./src/i18n', import.meta.url)) }),
    // Decisions 236 and 239: the landing pages and the shop search page paint from HTML; the server sends each
    // file on its path only.
    prerenderedPages({
      shell: 'index.html',
      entry: '/src/prerender.tsx',
      pages: [
        { path: '/', fileName: 'landing.html' },
        { path: '/fm-train', fileName: 'training-landing.html' },
        { path: '/shop-search', fileName: 'shop-search.html' },
      ],
    }),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
    // Decision 235: each page's JavaScript (entry and static imports, gzip -9) may not grow past these. They are
    // today's sizes with a little room, a ratchet to lower as pages get lighter (the aim for the consumer's
    // first page is 90 KB). Decision 236 took the consumer's index from 150.5 KB to 92.1 KB.
    // Decision 239: a route's own budget counts its entry's JavaScript and its lazy screen's chunk with that chunk's
    // static imports; shop search measured 102.3 KB when it was set. Decision 260: the training landing, with its
    // chrome (the guide's popover, the demo toolbar, the Application Type host) as the lazy chunk, measured 114.3 KB.
    // Decision 281: the console measured 133.0 KB before the operators' shell and the board's "session ended"
    // (133.5 KB after; the operators' screens are a lazy chunk of their own). Decision 261: the journey page's
    // offer costs took it past 133 KB. Its page headings share unbreakable.tsx, whose values now include times
    // and Spanish dates. Decision 295: the pages that read lenders' facts carry every lender's definition from the
    // domain's registry (console 137.7 KB, shop search 107.2 KB, the training landing 117.6 KB when raised).
    entryBudgets(
      { index: 95 * 1024, console: 139 * 1024 },
      {
        '/shop-search': {
          entry: 'index',
          screen: 'src/features/shop-search/shop-search-page.tsx',
          budget: 108 * 1024,
        },
        '/fm-train': {
          entry: 'index',
          screen: 'src/features/training/training-chrome.tsx',
          budget: 119 * 1024,
        },
      },
    ),
  ],
  resolve: { conditions: ['@ttapply/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/v.html': apiTarget,
      '/CreditAppRequirements.json': apiTarget,
    },
  },
  // Two pages (decision 170): the consumer's index.html and the shop console's console.html, each its own entry
  // chunk, so nothing of the console reaches the consumer's pages.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        console: fileURLToPath(new URL('./console.html', import.meta.url)),
      },
      output: {
        // Decision 236: left to itself the bundler merged zod and the domain rules into the chunk that carries
        // React, so the landing page downloaded the rules it never runs. Named groups keep them apart: React and
        // the router (every page) in one chunk, zod (the pages that validate) in another.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // Decision 239: what the consumer's entry shares with its lazy screens (the texts' runtime, the API
            // client, the sensitive-field guard) as one chunk. Left to itself the bundler gave each its own, and
            // every request costs a phone about 1 KB of headers on HTTP/1.1 besides a connection slot.
            {
              name: 'consumer-shell',
              test: /apps[\\/]web[\\/]src[\\/](i18n[\\/]messages|lib[\\/](api-client|sensitive-fields|token-order))\.tsx?$/,
              priority: 1,
              // Only these: the language codes they import are also the console's, which must not load this.
              includeDependenciesRecursively: false,
            },
            // Decision 239: the shop search page's rules, the zod-free subpath with every module it imports, as
            // one chunk. Left to itself the bundler cut them into six small shared chunks (headers again).
            { name: 'shop-selection', test: /packages[\\/]domain[\\/]src[\\/]shop-selection\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Each file still gets its own module graph and DOM, in a fresh VM context of a reused worker thread instead
    // of a new process: half the CPU of the forks pool for the same 500 tests (decision 253).
    pool: 'vmThreads',
    // Screen tests type whole forms with user-event and wait for states (findBy…); on a busy 2-core CI machine
    // one such test takes several seconds. The limit only catches a hang, so it is generous.
    testTimeout: 30_000,
  },
});
