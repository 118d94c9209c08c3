// Each locale's catalogue is its own chunk, loaded only when that language is chosen (decision 230): the
// landing page of an English visitor carries no Spanish and the reverse. The build compiles the messages
// (plugin `compiled-catalogues` in vite.config.ts); tests and the dev server read the source catalogues.
import type { Messages } from '@lingui/core';
import type { DomainTranslation } from './domain-translation';
import type { CatalogueLocale } from './locales';

const loaders: Record<CatalogueLocale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:ttapply-catalogue/en'),
  es: () => import('virtual:ttapply-catalogue/es'),
  pseudo: () => import('virtual:ttapply-catalogue/pseudo'),
};

export async function loadCatalogue(locale: CatalogueLocale): Promise<Messages> {
  return (await loaders[locale]()).default;
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
