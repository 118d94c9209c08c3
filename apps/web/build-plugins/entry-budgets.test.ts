import { randomBytes } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  budgetOverruns,
  entryBudgets,
  entryJavaScript,
  gzippedBytes,
  routeJavaScript,
  type RouteBudget,
} from './entry-budgets';

/** Code that gzip cannot shrink much, so sizes stay far apart. */
function chunk(
  fileName: string,
  bytes: number,
  imports: string[] = [],
  entry?: string,
  facadeModuleId: string | null = null,
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: entry ?? fileName,
    isEntry: entry !== undefined,
    imports,
    facadeModuleId,
    code: randomBytes(bytes / 2).toString('hex'),
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

// A page's entry, a shared vendor chunk reached twice (diamond), and a lazy route chunk no static import reaches,
// which imports the vendor chunk and a rules chunk of its own.
const page = () =>
  bundleOf(
    chunk('index.js', 4_000, ['router.js', 'vendor.js'], 'index'),
    chunk('router.js', 4_000, ['vendor.js']),
    chunk('vendor.js', 40_000),
    chunk(
      'lazy-route.js',
      8_000,
      ['vendor.js', 'rules.js'],
      undefined,
      '/repo/src/features/search/search-page.tsx',
    ),
    chunk('rules.js', 72_000),
  );

/** The plugin's last step over a bundle, failing as the build would (this.error throws). */
function generateWith(plugin: Plugin): (bundle: Rollup.OutputBundle) => void {
  const generate = plugin.generateBundle as unknown as (
    this: { error(message: string): never },
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (bundle) => generate.call(context, {}, bundle);
}

const SEARCH: RouteBudget = { entry: 'index', screen: 'src/features/search/search-page.tsx', budget: 0 };

describe('entry budgets (decision 235)', () => {
  it('counts the entry and its static imports once each, never a lazily loaded chunk', () => {
    const names = entryJavaScript(page(), 'index').map((c) => c.fileName);
    expect(names.sort()).toEqual(['index.js', 'router.js', 'vendor.js']);
  });

  it('passes a page within its budget', () => {
    const bundle = page();
    const size = gzippedBytes(entryJavaScript(bundle, 'index'));
    expect(budgetOverruns(bundle, { index: size })).toEqual([]);
  });

  it('names a page over its budget with both sizes, and a budgeted entry the build lacks', () => {
    const overruns = budgetOverruns(page(), { index: 10_000, console: 10_000 });
    expect(overruns).toHaveLength(2);
    expect(overruns[0]).toMatch(
      /^'index' loads \d+\.\d KB of JavaScript \(gzip\), over its budget of 9\.8 KB\.$/,
    );
    expect(overruns[1]).toBe("The entry 'console' has a budget but is not in the build.");
  });

  it("counts a route's entry, its screen's chunk and their static imports once each", () => {
    const names = routeJavaScript(page(), SEARCH).map((c) => c.fileName);
    expect(names.sort()).toEqual(['index.js', 'lazy-route.js', 'router.js', 'rules.js', 'vendor.js']);
  });

  it('names a route whose screen grew past its budget, though its entry is within its own', () => {
    const bundle = page();
    const entrySize = gzippedBytes(entryJavaScript(bundle, 'index'));
    const routeSize = gzippedBytes(routeJavaScript(bundle, SEARCH));
    const routes = { '/search': { ...SEARCH, budget: entrySize + 20_000 } };
    expect(routeSize).toBeGreaterThan(entrySize + 20_000);
    const overruns = budgetOverruns(bundle, { index: entrySize }, routes);
    expect(overruns).toEqual([
      expect.stringMatching(
        /^'\/search' loads \d+\.\d KB of JavaScript \(gzip\), over its budget of \d+\.\d KB\.$/,
      ),
    ]);
    expect(
      budgetOverruns(bundle, { index: entrySize }, { '/search': { ...SEARCH, budget: routeSize } }),
    ).toEqual([]);
  });

  it('names a budgeted route whose screen the build lacks', () => {
    const routes = { '/help': { ...SEARCH, screen: 'src/features/help/help-page.tsx', budget: 1 } };
    expect(budgetOverruns(page(), {}, routes)).toEqual([
      "The route '/help' has a budget but its entry or screen chunk is not in the build.",
    ]);
  });

  it('fails the build when a page passes its budget', () => {
    const build = generateWith(entryBudgets({ index: 10_000 }));
    expect(() => build(page())).toThrow(/over budget[\s\S]*'index' loads/);
    expect(() => build(bundleOf(chunk('index.js', 2_000, [], 'index')))).not.toThrow();
  });

  it("fails the build when a route's screen passes its budget", () => {
    const build = generateWith(entryBudgets({}, { '/search': { ...SEARCH, budget: 50_000 } }));
    expect(() => build(page())).toThrow(/over budget[\s\S]*'\/search' loads/);
  });
});
