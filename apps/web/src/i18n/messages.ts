// The one way a text reaches the screen: Lingui's runtime over the active locale's catalogue
// (docs/decisions/230). Catalogues are ICU messages keyed by our own ids (`common.next`); the production build
// compiles them ahead (vite plugin `compiled-catalogues`), so the browser carries no message parser.
import { createContext, useContext } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import type { MessageKey } from './en';
import { DEFAULT_LOCALE, LOCALE_TAGS, PSEUDO_LOCALE, type CatalogueLocale, type Locale } from './locales';

export type { MessageKey } from './en';
export type MessageParams = Record<string, string | number>;

export const i18n = setupI18n();

let activeLocale: CatalogueLocale = DEFAULT_LOCALE;

/** Makes a loaded catalogue the one every text comes from. */
export function activateCatalogue(locale: CatalogueLocale, messages: Messages): void {
  i18n.load(locale, messages);
  // Messages are loaded under our short code; plurals, numbers and dates follow the US tag.
  i18n.activate(locale, [LOCALE_TAGS[locale]]);
  activeLocale = locale;
}

/** Adds the rest of a catalogue already active in part (decision 236); the texts on screen stay as they are. */
export function addToCatalogue(locale: CatalogueLocale, messages: Messages): void {
  i18n.load(locale, messages);
}

/** The language the texts are in now (the pseudo-locale is English to everyone outside the screen). */
export function currentLocale(): Locale {
  return activeLocale === PSEUDO_LOCALE ? DEFAULT_LOCALE : activeLocale;
}

/**
 * The `locale` an API call for one of our documents names (decision 232): none in English, so the English
 * addresses stay exactly as they were; a lender's documents stay English whatever it says.
 */
export function documentLocale(): Locale | undefined {
  const locale = currentLocale();
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** The catalogue on screen, the pseudo-locale included. */
export function activeCatalogue(): CatalogueLocale {
  return activeLocale;
}

/** Looks a text up in the active catalogue. Usable outside React (API client, store). */
export function t(key: MessageKey, params?: MessageParams): string {
  return i18n._(key, params);
}

/** A key built at run time (`lender.${code}.legal`) when the catalogue has it; undefined otherwise. */
export function knownKey(key: string): MessageKey | undefined {
  return Object.prototype.hasOwnProperty.call(i18n.messages, key) ? (key as MessageKey) : undefined;
}

const MessagesContext = createContext<typeof t>(t);

/** Components read texts through this hook, so a language switch re-renders them in place. */
export function useMessages(): typeof t {
  return useContext(MessagesContext);
}

export const MessagesProvider = MessagesContext.Provider;
