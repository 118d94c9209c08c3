// Choosing the language (decision 230): the link's `?lang=`, else the choice remembered in this browser, else
// the browser's own preference. A switch loads that catalogue, re-renders every text in place (the form and
// the step stay as they are) and tells the server, which texts and e-mails the consumer in it.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, getToken } from '../lib/api-client';
import { loadCatalogue, loadDomainTranslation } from './catalogues';
import { setDomainTranslation } from './domain-translation';
import { activateCatalogue, currentLocale, MessagesProvider, t } from './messages';
import {
  isLocale,
  LOCALE_TAGS,
  localeFromPreferences,
  PSEUDO_LOCALE,
  type CatalogueLocale,
  type Locale,
} from './locales';

const STORAGE_KEY = 'ttapply.locale';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's preference decides
  }
}

/** The language a visit starts in. */
export function initialLocale(): CatalogueLocale {
  const fromLink = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromLink) || fromLink === PSEUDO_LOCALE) return fromLink;
  const saved = remembered();
  if (isLocale(saved)) return saved;
  return localeFromPreferences(navigator.languages ?? [navigator.language]);
}

const listeners = new Set<(locale: Locale) => void>();

function show(locale: Locale): void {
  document.documentElement.lang = LOCALE_TAGS[locale];
  for (const listener of listeners) listener(locale);
}

/** Loads a locale's catalogue and its copy of the domain's texts, and makes them the ones shown. */
export async function activateLocale(locale: CatalogueLocale): Promise<void> {
  const [messages, domain] = await Promise.all([loadCatalogue(locale), loadDomainTranslation(locale)]);
  // The domain's texts first: they are read for whatever locale is active, which the catalogue's activation sets.
  setDomainTranslation(locale, domain);
  activateCatalogue(locale, messages);
}

/** Loads and activates the first catalogue before the first render. */
export async function startInLocale(locale: CatalogueLocale): Promise<void> {
  await activateLocale(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

/** The visible switch calls this; the step and everything typed stay, since nothing is remounted. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === currentLocale()) return;
  await activateLocale(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered in this browser; the server still is told below
  }
  show(locale);
  // A verified consumer's texts and e-mails follow the choice; before verification the code request
  // carries it. A failure here changes nothing on screen, so it is not worth an error.
  if (getToken()) void api.put('/api/v1/apps/consumer/locale', { locale }).catch(() => undefined);
}

/**
 * A new function per language: React re-renders every component that reads useMessages() when the context's
 * value changes, and `t` itself never changes. The locale only names which function this is.
 */
function messagesFor(locale: CatalogueLocale): typeof t {
  const messages: typeof t = (key, params) => t(key, params);
  return Object.defineProperty(messages, 'name', { value: `messages:${locale}` });
}

/** Texts for the tree below, re-rendered in place when the language changes. */
export function LanguageProvider(props: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useMemo(() => messagesFor(locale), [locale]);
  return <MessagesProvider value={messages}>{props.children}</MessagesProvider>;
}

/** The language the screen is in, for components that format by it (Intl). */
export function useLocale(): Locale {
  const [locale, setLocale] = useState<Locale>(currentLocale);
  useEffect(() => {
    listeners.add(setLocale);
    return () => void listeners.delete(setLocale);
  }, []);
  return locale;
}
