// Decision 230: the message catalogues are TypeScript objects of ICU messages (typed, one per locale), and
// the browser gets them compiled. In a production build each `virtual:ttapply-catalogue/<locale>` module is
// the locale's catalogue run through Lingui's compiler, so the runtime carries no parser and a message that
// does not parse fails the build, naming its key. The dev server and the tests import the source catalogue,
// which Lingui compiles as it reads it (its compiler is only bundled outside production).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isKeyOfPart, isPartialCatalogue } from '../src/i18n/catalogue-parts';
import { pseudoLetters } from '../src/i18n/pseudo';

const PREFIX = 'virtual:ttapply-catalogue/';
const RESOLVED = '\0ttapply-catalogue/';

export function compiledCatalogues(options: { catalogueDir: string }): Plugin {
  let compileAhead = false;
  // A build reads each catalogue for its whole and for each of its parts: compiled once.
  const compiledOnce = new Map<string, Promise<Record<string, unknown>>>();
  const compile = (source: string, locale: string, mapText?: (text: string) => string) => {
    if (!compileAhead) return compileCatalogue(source, locale, mapText);
    const key = `${source} ${locale} ${mapText ? 'pseudo' : ''}`;
    let compiled = compiledOnce.get(key);
    if (!compiled) compiledOnce.set(key, (compiled = compileCatalogue(source, locale, mapText)));
    return compiled;
  };
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
      // `<locale>` is the whole catalogue, `<locale>/<part>` one part of it (i18n/catalogue-parts.ts).
      const [locale = '', part] = id.slice(RESOLVED.length).split('/');
      if (!/^([a-z]{2}|pseudo)$/.test(locale)) throw new Error(`No catalogue for the locale '${locale}'`);
      if (part !== undefined && !isPartialCatalogue(part)) throw new Error(`No catalogue part '${part}'`);
      const keep = (key: string) => isKeyOfPart(part ?? 'whole', key);
      // The pseudo-locale is English with its letters swapped (i18n/pseudo.ts), compiled in every mode.
      if (locale === 'pseudo') {
        const english = join(options.catalogueDir, 'en.ts');
        const compiled = await compile(english, 'en', pseudoLetters);
        const framed = Object.fromEntries(
          Object.entries(compiled)
            .filter(([key]) => keep(key))
            .map(([key, message]) => [key, ['⟦', ...(message as unknown[]), '⟧']]),
        );
        return `export default ${JSON.stringify(framed)};`;
      }
      const source = join(options.catalogueDir, `${locale}.ts`);
      // Uncompiled, the whole catalogue stands in for its part too: a superset, read by the dev server and tests.
      if (!compileAhead) return `export { ${locale} as default } from ${JSON.stringify(source)};`;
      const compiled = await compile(source, locale);
      return `export default ${JSON.stringify(Object.fromEntries(Object.entries(compiled).filter(([key]) => keep(key))))};`;
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
