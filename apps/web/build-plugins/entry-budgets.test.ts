import { randomBytes } from 'node:crypto';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { budgetOverruns, entryBudgets, entryJavaScript, gzippedBytes } from './entry-budgets';

/** Code that gzip cannot shrink much, so sizes stay far apart. */
function chunk(fileName: string, bytes: number, imports: string[] = [], entry?: string): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: entry ?? fileName,
    isEntry: entry !== undefined,
    imports,
    code: randomBytes(bytes / 2).toString('hex'),
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

// A page's entry, a shared vendor chunk reached twice (diamond), and a lazy route chunk no static import reaches.
const page = () =>
  bundleOf(
    chunk('index.js', 4_000, ['router.js', 'vendor.js'], 'index'),
    chunk('router.js', 4_000, ['vendor.js']),
    chunk('vendor.js', 40_000),
    chunk('lazy-route.js', 80_000, ['vendor.js']),
  );

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

  it('fails the build when a page passes its budget', () => {
    const plugin = entryBudgets({ index: 10_000 });
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
    expect(() => generate.call(context, {}, page())).toThrow(/over budget[\s\S]*'index' loads/);
    expect(() => generate.call(context, {}, bundleOf(chunk('index.js', 2_000, [], 'index')))).not.toThrow();
  });
});
