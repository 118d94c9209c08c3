// Decision 235: each page's JavaScript has a size budget, and a production build that passes it fails, naming
// the page and both sizes, so a feature cannot quietly make the first page a texted phone opens heavier.
// A page's JavaScript is its entry chunk and every chunk that chunk imports statically: what the browser
// fetches before the page can run (Vite lists the imports as modulepreload links in the page's HTML). Sizes
// are gzip at level 9 of the minified code, the same on every machine.
// Decision 239: a route whose screen is a lazy chunk has a budget of its own too: its entry's JavaScript plus the
// screen's chunk and every chunk that one imports statically, all the page needs before its screen can run.
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** Entry name (the key of `build.rollupOptions.input`) → the most gzipped bytes its JavaScript may take. */
export type EntryBudgets = Readonly<Record<string, number>>;

export interface RouteBudget {
  /** The entry whose page the route is (the key of `build.rollupOptions.input`). */
  entry: string;
  /** The module of the route's lazy screen, as its path ends, e.g. 'src/features/shop-search/shop-search-page.tsx'. */
  screen: string;
  /** The most gzipped bytes the entry's JavaScript and the screen's together may take. */
  budget: number;
}

/** Browser path (e.g. '/shop-search') → its budget. */
export type RouteBudgets = Readonly<Record<string, RouteBudget>>;

function chunkOf(bundle: Rollup.OutputBundle, fileName: string): Rollup.OutputChunk | undefined {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
}

/** The given chunks and every chunk they reach through static imports, each once. */
function withStaticImports(
  bundle: Rollup.OutputBundle,
  roots: readonly Rollup.OutputChunk[],
): Rollup.OutputChunk[] {
  const seen = new Map<string, Rollup.OutputChunk>(roots.map((root) => [root.fileName, root]));
  const queue = roots.flatMap((root) => root.imports);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const chunk = chunkOf(bundle, next);
    if (!chunk || seen.has(next)) continue;
    seen.set(next, chunk);
    queue.push(...chunk.imports);
  }
  return [...seen.values()];
}

function entryChunk(bundle: Rollup.OutputBundle, entry: string): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && output.isEntry && output.name === entry,
  );
}

/** The chunk a lazy screen's dynamic import loads: the one whose own module is the screen's. */
function screenChunk(bundle: Rollup.OutputBundle, screen: string): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' &&
      (output.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${screen}`) ?? false),
  );
}

/** The entry chunk and every chunk it reaches through static imports, each once. */
export function entryJavaScript(bundle: Rollup.OutputBundle, entry: string): Rollup.OutputChunk[] {
  const root = entryChunk(bundle, entry);
  return root ? withStaticImports(bundle, [root]) : [];
}

/** The route's entry and screen chunks and every chunk they reach through static imports, each once. */
export function routeJavaScript(bundle: Rollup.OutputBundle, route: RouteBudget): Rollup.OutputChunk[] {
  const entry = entryChunk(bundle, route.entry);
  const screen = screenChunk(bundle, route.screen);
  return entry && screen ? withStaticImports(bundle, [entry, screen]) : [];
}

export function gzippedBytes(chunks: readonly Rollup.OutputChunk[]): number {
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function overrun(name: string, size: number, budget: number): string[] {
  return size > budget
    ? [`'${name}' loads ${kb(size)} of JavaScript (gzip), over its budget of ${kb(budget)}.`]
    : [];
}

/**
 * One line per entry or route over its budget (or missing from the build), none when every page is within.
 */
export function budgetOverruns(
  bundle: Rollup.OutputBundle,
  budgets: EntryBudgets,
  routes: RouteBudgets = {},
): string[] {
  const entries = Object.entries(budgets).flatMap(([entry, budget]) => {
    const chunks = entryJavaScript(bundle, entry);
    if (chunks.length === 0) return [`The entry '${entry}' has a budget but is not in the build.`];
    return overrun(entry, gzippedBytes(chunks), budget);
  });
  const screens = Object.entries(routes).flatMap(([path, route]) => {
    const chunks = routeJavaScript(bundle, route);
    if (chunks.length === 0)
      return [`The route '${path}' has a budget but its entry or screen chunk is not in the build.`];
    return overrun(path, gzippedBytes(chunks), route.budget);
  });
  return [...entries, ...screens];
}

export function entryBudgets(budgets: EntryBudgets, routes: RouteBudgets = {}): Plugin {
  return {
    name: 'ttapply-entry-budgets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const overruns = budgetOverruns(bundle, budgets, routes);
      if (overruns.length > 0) this.error(`JavaScript over budget (decision 235):\n${overruns.join('\n')}`);
    },
  };
}
