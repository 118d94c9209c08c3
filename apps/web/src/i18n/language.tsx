// Choosing the language (decision 230): the link's `?lang=`, else the choice remembered in this browser, else
// the browser's own preference. A switch loads that catalogue, re-renders every text in place (the form and
// the step stay as they are) and tells the server, which texts and e-mails the consumer in it.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, getToken } from '../lib/api-client';
import type { CataloguePart, PartialCatalogue } from './catalogue-parts';
import { loadCatalogue, loadDomainTranslation } from './catalogues';
import { setDomainTranslation } from './domain-translation';
import {
  activateCatalogue,
  activeCatalogue,
  addToCatalogue,
  currentLocale,
  MessagesProvider,
  t,
} from './messages';
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

/**
 * The parts of the active catalogue loaded so far, while a prerendered page hydrates with only the texts of its
 * first render (decisions 236 and 239); null once the whole catalogue is loaded.
 */
let loadedParts: Set<PartialCatalogue> | null = null;
const completing = new Map<CataloguePart, Promise<void>>();

/** Loads a locale's catalogue and its copy of the domain's texts, and makes them the ones shown. */
async function activateWholeLocale(locale: CatalogueLocale): Promise<void> {
  const [messages, domain] = await Promise.all([loadCatalogue(locale), loadDomainTranslation(locale)]);
  // The domain's texts first: they are read for whatever locale is active, which the catalogue's activation sets.
  setDomainTranslation(locale, domain);
  activateCatalogue(locale, messages);
  loadedParts = null;
}

/**
 * Makes a locale's catalogue the one shown: the whole of it, or only some of its parts, all a prerendered page
 * reads to hydrate (decisions 236 and 239); `catalogueTexts` then adds what a later screen reads.
 */
export async function activateLocale(
  locale: CatalogueLocale,
  parts: 'whole' | readonly PartialCatalogue[] = 'whole',
): Promise<void> {
  if (parts === 'whole') return activateWholeLocale(locale);
  const catalogues = await Promise.all(parts.map((part) => loadCatalogue(locale, part)));
  catalogues.forEach((messages, index) =>
    index === 0 ? activateCatalogue(locale, messages) : addToCatalogue(locale, messages),
  );
  loadedParts = new Set(parts);
}

/** True when the language on screen has the texts of `part` (the whole catalogue, or one of its parts). */
export function hasCatalogueTexts(part: CataloguePart): boolean {
  return loadedParts === null || (part !== 'whole' && loadedParts.has(part));
}

/**
 * Resolves once the language on screen has the texts of `part` (the whole catalogue, or one of its parts): a
 * screen waits for what it reads together with its own chunk (lib/lazy-with-texts.ts). Each is loaded once; a
 * failure is retried next time.
 */
export function catalogueTexts(part: CataloguePart): Promise<void> {
  if (hasCatalogueTexts(part)) return Promise.resolve();
  const locale = activeCatalogue();
  let pending = completing.get(part);
  if (!pending) {
    pending = Promise.all([
      loadCatalogue(locale, part),
      part === 'whole' ? loadDomainTranslation(locale) : undefined,
    ])
      .then(([messages, domain]) => {
        // A switch of language meanwhile loaded its own whole catalogue; this one is then merely added.
        const stillShown = activeCatalogue() === locale && loadedParts !== null;
        if (stillShown && part === 'whole') setDomainTranslation(locale, domain);
        addToCatalogue(locale, messages);
        if (stillShown) {
          if (part === 'whole') loadedParts = null;
          else loadedParts?.add(part);
        }
      })
      .finally(() => completing.delete(part));
    completing.set(part, pending);
  }
  return pending;
}

/** Loads and activates the first catalogue (or the parts a prerendered page hydrates with) before the first render. */
export async function startInLocale(
  locale: CatalogueLocale,
  parts: 'whole' | readonly PartialCatalogue[] = 'whole',
): Promise<void> {
  await activateLocale(locale, parts);
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
