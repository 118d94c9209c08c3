// Decision 236: the landing pages paint from HTML. After the bundle is rendered, this plugin loads the app's
// prerender module (src/prerender.tsx) through a Vite server in SSR mode, renders each listed path to markup,
// writes it into a copy of the page's HTML with the root's stamp (what it was rendered for), inlines the CSS
// that markup uses and moves the full stylesheet to the end of the body, so the text paints on the HTML's
// own round trip. The page's own HTML (index.html) stays the empty shell every other route is served. The list
// of pages is written beside them too (PRERENDERED_PAGES_FILE), the server's only source for which file goes
// on which path, so a page is added in one place: this plugin's options in vite.config.ts.
import { isAbsolute, join, relative } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

export interface PrerenderedPage {
  /** The browser path rendered, e.g. '/'. */
  path: string;
  /** The HTML file written for it beside the shell, e.g. 'landing.html'; the server maps the path to it. */
  fileName: string;
}

/** Beside the pages: `{ "<path>": "<file name>" }`, read by the server (apps/server/src/plugins/web-static.ts). */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/** What the server reads to send each prerendered page on its path. */
export function prerenderedPagesList(pages: readonly PrerenderedPage[]): string {
  return `${JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, page.fileName])), null, 2)}\n`;
}

interface PrerenderModule {
  prerenderPage(path: string): Promise<{ html: string; rootAttributes: Record<string, string> }>;
}

const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The shell with the rendered markup inside its root element and the stamp on it. */
export function withPrerenderedRoot(
  shell: string,
  markup: string,
  rootAttributes: Readonly<Record<string, string>>,
): string {
  if (!shell.includes(EMPTY_ROOT))
    throw new Error(`The page's HTML has no empty ${EMPTY_ROOT} to render into`);
  const attributes = Object.entries(rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return shell.replace(EMPTY_ROOT, () => `<div id="root"${attributes}>${markup}</div>`);
}

/** Inlines the rules the document's markup uses; the stylesheets themselves move to the end of the body. */
async function inlineCriticalCss(document: string, bundle: Rollup.OutputBundle, outDir: string) {
  const { default: Beasties } = await import('beasties');
  const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'body', logLevel: 'warn' });
  // The stylesheets are in the bundle, not yet on disk.
  beasties.readFile = (filename: string) => {
    const asset = bundle[relative(outDir, filename).split('\\').join('/')];
    if (asset?.type !== 'asset') throw new Error(`Stylesheet ${filename} is not in the bundle`);
    return String(asset.source);
  };
  return beasties.process(document);
}

export function prerenderedPages(options: {
  /** The page whose HTML is the template, as the bundle names it. */
  shell: string;
  /** The prerender module, from the project root (e.g. '/src/prerender.tsx'). */
  entry: string;
  pages: readonly PrerenderedPage[];
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ttapply-prerendered-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle[options.shell];
      if (shell?.type !== 'asset') this.error(`The page ${options.shell} is not in the bundle`);
      const outDir = isAbsolute(config.build.outDir)
        ? config.build.outDir
        : join(config.root, config.build.outDir);
      // The app's modules as Node runs them, transformed by the same config (catalogues, the domain's source).
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule(options.entry)) as PrerenderModule;
        for (const page of options.pages) {
          const { html, rootAttributes } = await module.prerenderPage(page.path);
          const document = withPrerenderedRoot(String(shell.source), html, rootAttributes);
          this.emitFile({
            type: 'asset',
            fileName: page.fileName,
            source: await inlineCriticalCss(document, bundle, outDir),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: PRERENDERED_PAGES_FILE,
          source: prerenderedPagesList(options.pages),
        });
      } finally {
        await server.close();
      }
    },
  };
}
