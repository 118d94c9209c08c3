// Dates in the screen's language, through Intl with the locale's tag (LOCALE_TAGS: 'en-US', 'es-US';
// docs/decisions/230 "Domain texts"). Money is not here: it is US dollars written the US way ($1,800) in every
// language (docs/i18n/glossary-es.md), by the domain's formatWholeDollars and the screens' 'en-US' formats.
import { LOCALE_TAGS, type Locale } from './locales';

/** A month's name (1 = January) as a date picker lists it: 'January', 'enero'. */
export function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** A stored date (YYYY-MM-DD) written out: 'April 23, 1985', '23 de abril de 1985'; anything else as it is. */
export function longDate(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A moment (an ISO timestamp) with its date and time: 'May 15, 2026, 6:30 PM', '15 may 2026, 6:30 p.m.'. */
export function dateAndTime(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
}
