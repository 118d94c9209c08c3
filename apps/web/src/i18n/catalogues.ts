// Each locale's catalogue is its own chunk, loaded only when that language is chosen (decision 230): the
// landing page of an English visitor carries no Spanish and the reverse. The build compiles the messages
// (plugin `compiled-catalogues` in vite.config.ts); tests and the dev server read the source catalogues.
// Each catalogue also has its first screen's part (i18n/first-screen.ts, decision 236), all a prerendered
// landing page needs to hydrate.
import type { Messages } from '@lingui/core';
import type { DomainTranslation } from './domain-translation';
import type { CatalogueLocale } from './locales';

/** The whole catalogue, or only the texts of the landing pages' first screen. */
export type CataloguePart = 'whole' | 'first-screen';

type Loader = () => Promise<{ default: Messages }>;

const loaders: Record<CatalogueLocale, Record<CataloguePart, Loader>> = {
  en: {
    whole: () => import('virtual:ttapply-catalogue/en'),
    'first-screen': () => import('virtual:ttapply-catalogue/en/first-screen'),
  },
  es: {
    whole: () => import('virtual:ttapply-catalogue/es'),
    'first-screen': () => import('virtual:ttapply-catalogue/es/first-screen'),
  },
  pseudo: {
    whole: () => import('virtual:ttapply-catalogue/pseudo'),
    'first-screen': () => import('virtual:ttapply-catalogue/pseudo/first-screen'),
  },
};

export async function loadCatalogue(
  locale: CatalogueLocale,
  part: CataloguePart = 'whole',
): Promise<Messages> {
  return (await loaders[locale][part]()).default;
}

// The domain's texts (field labels, options, validation messages) of each locale but English, the domain's own
// language: their own chunk, loaded with the catalogue (decision 230 "Domain texts").
const domainLoaders: Record<Exclude<CatalogueLocale, 'en'>, () => Promise<DomainTranslation>> = {
  es: async () => (await import('./es/domain')).esDomain,
  pseudo: async () => (await import('./pseudo-domain')).pseudoDomain(),
};

export async function loadDomainTranslation(locale: CatalogueLocale): Promise<DomainTranslation | undefined> {
  return locale === 'en' ? undefined : domainLoaders[locale]();
}
