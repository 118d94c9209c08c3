// Decision 230: the message catalogues are TypeScript objects of ICU messages (typed, one per locale), and
// the browser gets them compiled. In a production build each `virtual:ttapply-catalogue/<locale>` module is
// the locale's catalogue run through Lingui's compiler, so the runtime carries no parser and a message that
// does not parse fails the build, naming its key. The dev server and the tests import the source catalogue,
// which Lingui compiles as it reads it (its compiler is only bundled outside production).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { pseudoLetters } from '../src/i18n/pseudo';

const PREFIX = 'virtual:ttapply-catalogue/';
const RESOLVED = '\0ttapply-catalogue/';

export function compiledCatalogues(options: { catalogueDir: string }): Plugin {
  let compileAhead = false;
  return {
    name: 'ttapply-compiled-catalogues',
    configResolved(config) {
      // The build, and the server-side render of its prerendered pages (production mode, decision 236), whose
      // Lingui runtime has no compiler either.
      compileAhead = config.command === 'build' || config.mode === 'production';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^([a-z]{2}|pseudo)$/.test(locale)) throw new Error(`No catalogue for the locale '${locale}'`);
      // The pseudo-locale is English with its letters swapped (i18n/pseudo.ts), compiled in every mode.
      if (locale === 'pseudo') {
        const english = join(options.catalogueDir, 'en.ts');
        const compiled = await compileCatalogue(english, 'en', pseudoLetters);
        const framed = Object.fromEntries(
          Object.entries(compiled).map(([key, message]) => [key, ['⟦', ...(message as unknown[]), '⟧']]),
        );
        return `export default ${JSON.stringify(framed)};`;
      }
      const source = join(options.catalogueDir, `${locale}.ts`);
      if (!compileAhead) return `export { ${locale} as default } from ${JSON.stringify(source)};`;
      return `export default ${JSON.stringify(await compileCatalogue(source, locale))};`;
    },
  };
}

/** Every message of one catalogue compiled; a message that does not parse throws with its key. */
export async function compileCatalogue(
  source: string,
  locale: string,
  mapText?: (text: string) => string,
): Promise<Record<string, unknown>> {
  const { tsImport } = await import('tsx/esm/api');
  const { compileMessageOrThrow } = await import('@lingui/message-utils/compileMessage');
  const module = (await tsImport(pathToFileURL(source).href, import.meta.url)) as Record<string, unknown>;
  const catalogue = module[locale] as Record<string, string> | undefined;
  if (!catalogue) throw new Error(`${source} exports no '${locale}' catalogue`);
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalogue)) {
    try {
      compiled[key] = compileMessageOrThrow(message, mapText);
    } catch (error) {
      throw new Error(`Message '${key}' of the ${locale} catalogue is not valid ICU: ${String(error)}`);
    }
  }
  return compiled;
}
