import { describe, expect, it } from 'vitest';

// Every source file of the package as text (Vite's glob: the package itself imports nothing from Node).
const SOURCES = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** './lenders/app-codes.ts' from './journey/button-rules.ts' and '../lenders/app-codes.js'. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.replace(/\.js$/, '.ts').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Every module the file reaches through relative imports (type-only ones too), and the packages named. */
function importGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const source = SOURCES[file];
    if (source === undefined) throw new Error(`No source ${file}`);
    modules.add(file);
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (specifier!.startsWith('.')) visit(resolve(file, specifier!));
      else packages.add(specifier!);
    }
  };
  visit(entry);
  return { modules, packages };
}

/**
 * The subpaths a page loads before its form rules (decisions 239 and 242): each reaches no zod and no package,
 * so the page that imports it does not download the schemas, and each exports what the root barrel exports.
 */
const SUBPATHS = {
  "'@ttapply/domain/shop-selection', the shop search page's rules": {
    entry: './shop-selection.ts',
    load: () => import('./shop-selection.js'),
  },
  "'@ttapply/domain/training', training's chrome": {
    entry: './training-chrome.ts',
    load: () => import('./training-chrome.js'),
  },
};

describe.each(Object.entries(SUBPATHS))('%s', (_, { entry, load }) => {
  it('reaches no zod and no other package', () => {
    const { modules, packages } = importGraph(entry);
    expect(modules.size).toBeGreaterThan(2);
    expect([...packages]).toEqual([]);
  });

  it('exports the same values as the root barrel', async () => {
    const subpath = await load();
    const root = (await import('./index.js')) as Record<string, unknown>;
    for (const [name, value] of Object.entries(subpath)) expect(root[name], name).toBe(value);
  });
});

describe('importGraph', () => {
  it('sees an import of zod where there is one', () => {
    expect(importGraph('./i18n/locale.ts').packages).toContain('zod');
  });
});
