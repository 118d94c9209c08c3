// Decision 235: each page's JavaScript has a size budget, and a production build that passes it fails, naming
// the page and both sizes, so a feature cannot quietly make the first page a texted phone opens heavier.
// A page's JavaScript is its entry chunk and every chunk that chunk imports statically: what the browser
// fetches before the page can run (Vite lists the imports as modulepreload links in the page's HTML). Sizes
// are gzip at level 9 of the minified code, the same on every machine.
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** Entry name (the key of `build.rollupOptions.input`) → the most gzipped bytes its JavaScript may take. */
export type EntryBudgets = Readonly<Record<string, number>>;

function chunkOf(bundle: Rollup.OutputBundle, fileName: string): Rollup.OutputChunk | undefined {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
}

/** The entry chunk and every chunk it reaches through static imports, each once. */
export function entryJavaScript(bundle: Rollup.OutputBundle, entry: string): Rollup.OutputChunk[] {
  const root = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && output.isEntry && output.name === entry,
  );
  if (!root) return [];
  const seen = new Map<string, Rollup.OutputChunk>([[root.fileName, root]]);
  const queue = [...root.imports];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const chunk = chunkOf(bundle, next);
    if (!chunk || seen.has(next)) continue;
    seen.set(next, chunk);
    queue.push(...chunk.imports);
  }
  return [...seen.values()];
}

export function gzippedBytes(chunks: readonly Rollup.OutputChunk[]): number {
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per entry over its budget (or missing from the build), none when every page is within. */
export function budgetOverruns(bundle: Rollup.OutputBundle, budgets: EntryBudgets): string[] {
  return Object.entries(budgets).flatMap(([entry, budget]) => {
    const chunks = entryJavaScript(bundle, entry);
    if (chunks.length === 0) return [`The entry '${entry}' has a budget but is not in the build.`];
    const size = gzippedBytes(chunks);
    return size > budget
      ? [`'${entry}' loads ${kb(size)} of JavaScript (gzip), over its budget of ${kb(budget)}.`]
      : [];
  });
}

export function entryBudgets(budgets: EntryBudgets): Plugin {
  return {
    name: 'ttapply-entry-budgets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const overruns = budgetOverruns(bundle, budgets);
      if (overruns.length > 0) this.error(`JavaScript over budget (decision 235):\n${overruns.join('\n')}`);
    },
  };
}
