// What another language's copy of the domain's texts holds (docs/decisions/230 "Domain texts"). The domain keeps
// its English texts, the one source the server and the tests use; a translation covers exactly its field labels,
// option labels and messages, so a field, option or message without a translation is a type error. Only types
// come from the domain here: this module is in the landing page's bundle, and the tables it types are loaded
// with their locale (catalogues.ts), so neither the domain nor a translation reaches an English landing page.
import type {
  ACCOUNT_TYPE,
  CodedValue,
  EMAIL_FOR_ALL_COMS,
  FieldName,
  INCOME_SOURCE,
  LenderCodedLists,
  LOAN_PAYMENT_METHOD,
  MESSAGES,
  PAY_FREQUENCY,
  PRIMARY_ID_TYPE,
  RESIDENCE_STATUS,
  SECONDARY_ID_TYPE,
  TranslatedMessages,
  US_STATES,
  YES_NO,
} from '../lib/domain';
import type { CatalogueLocale } from './locales';

export type { TranslatedMessages };

/**
 * The coded lists whose options are words, the states' names included, and the lenders' own lists (each keyed by
 * its lender's codes). Months and name suffixes read the same in every language (numbers and abbreviations), so
 * they have no translation.
 */
export interface TranslatedLists extends LenderCodedLists {
  RESIDENCE_STATUS: typeof RESIDENCE_STATUS;
  INCOME_SOURCE: typeof INCOME_SOURCE;
  PAY_FREQUENCY: typeof PAY_FREQUENCY;
  PRIMARY_ID_TYPE: typeof PRIMARY_ID_TYPE;
  EMAIL_FOR_ALL_COMS: typeof EMAIL_FOR_ALL_COMS;
  LOAN_PAYMENT_METHOD: typeof LOAN_PAYMENT_METHOD;
  SECONDARY_ID_TYPE: typeof SECONDARY_ID_TYPE;
  YES_NO: typeof YES_NO;
  ACCOUNT_TYPE: typeof ACCOUNT_TYPE;
  /** By USPS code. */
  US_STATES: typeof US_STATES;
}
export type TranslatedListName = keyof TranslatedLists;

type CodesOf<List> = List extends readonly CodedValue<infer Code>[] ? Code : never;

export interface DomainTranslation {
  /** Every field's label, the coapplicant's fields included. */
  readonly labels: Readonly<Record<FieldName, string>>;
  /** Each helper text of the field catalogue (a format hint such as 'MM/DD/YYYY'), keyed by its English text. */
  readonly hints: Readonly<Record<string, string>>;
  /** Each option of each list of words, keyed by the option's code. */
  readonly options: {
    readonly [List in TranslatedListName]: Readonly<Record<CodesOf<TranslatedLists[List]>, string>>;
  };
  /** Every message of the domain's MESSAGES, in its shape. */
  readonly messages: TranslatedMessages<typeof MESSAGES>;
}

const loaded: Partial<Record<CatalogueLocale, DomainTranslation>> = {};

/** Keeps a locale's loaded table; the language switch calls it before the locale becomes the active one. */
export function setDomainTranslation(locale: CatalogueLocale, table: DomainTranslation | undefined): void {
  if (table) loaded[locale] = table;
  else delete loaded[locale];
}

/** The table of a locale, or undefined for English (the domain's own texts) and a locale not loaded yet. */
export function domainTranslation(locale: CatalogueLocale): DomainTranslation | undefined {
  return loaded[locale];
}
