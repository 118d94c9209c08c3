// The languages of the consumer journey (docs/decisions/230). English is the source and the fallback; every
// other locale is a translation of exactly its keys.
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** English with its letters swapped, to find texts that bypass the library (i18n/pseudo.ts); never offered. */
export const PSEUDO_LOCALE = 'pseudo';
/** Every catalogue the app can load: the languages, and the pseudo-locale. */
export type CatalogueLocale = Locale | typeof PSEUDO_LOCALE;

/** The BCP 47 tag a locale is written and formatted in (US English, US Spanish; the pseudo-locale is English). */
export const LOCALE_TAGS: Record<CatalogueLocale, string> = { en: 'en-US', es: 'es-US', pseudo: 'en-US' };

/** Each language's name in that language, as the switch shows it ("English | Español"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages we have, by its primary subtag ('es-MX' → 'es'). */
export function localeFromPreferences(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
