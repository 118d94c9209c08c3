// Each locale's catalogue is its own chunk, loaded only when that language is chosen (decision 230): the
// landing page of an English visitor carries no Spanish and the reverse. The build compiles the messages
// (plugin `compiled-catalogues` in vite.config.ts); tests and the dev server read the source catalogues.
// Each catalogue also has parts (i18n/catalogue-parts.ts, decisions 236 and 239), all a prerendered page needs
// to hydrate.
import type { Messages } from '@lingui/core';
import type { CataloguePart } from './catalogue-parts';
import type { DomainTranslation } from './domain-translation';
import type { CatalogueLocale } from './locales';

export type { CataloguePart } from './catalogue-parts';

type Loader = () => Promise<{ default: Messages }>;

const loaders: Record<CatalogueLocale, Record<CataloguePart, Loader>> = {
  en: {
    whole: () => import('virtual:ttapply-catalogue/en'),
    'first-screen': () => import('virtual:ttapply-catalogue/en/first-screen'),
    'shop-search': () => import('virtual:ttapply-catalogue/en/shop-search'),
    'training-chrome': () => import('virtual:ttapply-catalogue/en/training-chrome'),
  },
  es: {
    whole: () => import('virtual:ttapply-catalogue/es'),
    'first-screen': () => import('virtual:ttapply-catalogue/es/first-screen'),
    'shop-search': () => import('virtual:ttapply-catalogue/es/shop-search'),
    'training-chrome': () => import('virtual:ttapply-catalogue/es/training-chrome'),
  },
  pseudo: {
    whole: () => import('virtual:ttapply-catalogue/pseudo'),
    'first-screen': () => import('virtual:ttapply-catalogue/pseudo/first-screen'),
    'shop-search': () => import('virtual:ttapply-catalogue/pseudo/shop-search'),
    'training-chrome': () => import('virtual:ttapply-catalogue/pseudo/training-chrome'),
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
