// The languages of the consumer journey (docs/decisions/230): the domain's, which the server and the shop console
// name too. English is the source and the fallback; every other locale is a translation of exactly its keys.
import { DEFAULT_LOCALE, isLocale, LOCALES, withLang, type Locale } from '@ttapply/domain/locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, withLang, type Locale };

/** English with its letters swapped, to find texts that bypass the library (i18n/pseudo.ts); never offered. */
export const PSEUDO_LOCALE = 'pseudo';
/** Every catalogue the app can load: the languages, and the pseudo-locale. */
export type CatalogueLocale = Locale | typeof PSEUDO_LOCALE;

/** The BCP 47 tag a locale is written and formatted in (US English, US Spanish; the pseudo-locale is English). */
export const LOCALE_TAGS: Record<CatalogueLocale, string> = { en: 'en-US', es: 'es-US', pseudo: 'en-US' };

/** Each language's name in that language, as the switch shows it ("English | Español"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The first of the browser's preferred languages we have, by its primary subtag ('es-MX' → 'es'). */
export function localeFromPreferences(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
