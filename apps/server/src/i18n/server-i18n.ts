import { LOCALES, type Locale } from '@ttapply/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { EN, type MessageId, type Translation } from './catalogue-en.js';
import { ES } from './catalogue-es.js';
import { ERROR_MESSAGES_EN, type ErrorMessageId } from './en/error-messages.js';
import { ERROR_MESSAGES_ES } from './es/error-messages.js';

export type { MessageId } from './catalogue-en.js';
export type { ErrorMessageId } from './en/error-messages.js';
export type MessageValues = Record<string, string | number>;

type Catalogue = Translation & { readonly [K in ErrorMessageId]: string };

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...EN, ...ERROR_MESSAGES_EN },
  es: { ...ES, ...ERROR_MESSAGES_ES },
};

/**
 * One Lingui instance per locale, each activated once here and never switched (decision 232): a server answers
 * many languages at once, so no text may depend on a shared "active" locale that another request could change
 * across an await. The catalogues are compiled once at load; a broken ICU message stops the start.
 */
const INSTANCES: Readonly<Record<Locale, I18n>> = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    );
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Locale, I18n>;

/** The text `id` in `locale`, its placeholders filled from `values`. */
export function translate(locale: Locale, id: MessageId | ErrorMessageId, values?: MessageValues): string {
  return INSTANCES[locale]._(id, values);
}
