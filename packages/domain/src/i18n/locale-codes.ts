// The languages of the consumer journey (decisions 230, 232). The web app, the server's texts and
// e-mails, and the shop console's send-link all name a language by one of these codes.
// Without zod, so a page that only needs to know the language (the web app's landing page, decision 236)
// imports these through '@ttapply/domain/locales', not the rules with them.
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The query parameter a link we text carries so the page it opens starts in that language
 * (`https://…/go/Ab3…?lang=es`). English, the default, adds nothing: the English links stay as they were.
 */
export const LANG_PARAM = 'lang';

export function withLang(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LANG_PARAM}=${locale}`;
}
