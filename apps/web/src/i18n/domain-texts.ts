// The domain's texts in the screen's language (docs/decisions/230 "Domain texts"): field labels, helper texts,
// option labels and validation messages. The domain keeps English, the one source the server and the tests
// use; an error is held in English wherever it is kept (form state, alerts) and turned into the screen's
// language here when it is shown, so a language switch changes it in place. In English every function returns
// the domain's text unchanged. This module imports the domain, so only screens that already do use it: never
// the landing page.
import {
  ACCOUNT_TYPE,
  EMAIL_FOR_ALL_COMS,
  FIELD_CATALOGUE,
  INCOME_SOURCE,
  isKnownField,
  LENDER_CODED_LISTS,
  LOAN_PAYMENT_METHOD,
  MESSAGES,
  MONTHS,
  PAY_FREQUENCY,
  PRIMARY_ID_TYPE,
  RESIDENCE_STATUS,
  SECONDARY_ID_TYPE,
  SUFFIXES,
  US_STATES,
  YES_NO,
  type CodedValue,
  type FieldName,
} from '../lib/domain';
import { activeCatalogue } from './messages';
import { domainTranslation, type DomainTranslation, type TranslatedListName } from './domain-translation';

type LenderListName = keyof typeof LENDER_CODED_LISTS;

/** The lenders' own coded lists (each defined by its lender), translated as the shared ones are. */
const LENDER_LISTS = Object.fromEntries(
  Object.entries(LENDER_CODED_LISTS).map(([name, { list }]) => [name, list]),
) as Readonly<Record<LenderListName, readonly CodedValue[]>>;

export const TRANSLATED_LISTS: Readonly<Record<TranslatedListName, readonly CodedValue[]>> = {
  ...LENDER_LISTS,
  RESIDENCE_STATUS,
  INCOME_SOURCE,
  PAY_FREQUENCY,
  PRIMARY_ID_TYPE,
  EMAIL_FOR_ALL_COMS,
  LOAN_PAYMENT_METHOD,
  SECONDARY_ID_TYPE,
  YES_NO,
  ACCOUNT_TYPE,
  US_STATES,
};

/**
 * Lists of names and numbers, shown as they are in every language (months 01-12, Jr. and Sr.). The states have
 * Spanish names of their own (Nueva York, Carolina del Norte), so they are translated.
 */
export const SAME_IN_EVERY_LANGUAGE: readonly (readonly CodedValue[])[] = [MONTHS, SUFFIXES];

interface ListSource {
  readonly name: TranslatedListName;
  /** The code an option has in its translated list. */
  readonly code: (option: CodedValue) => string;
}

// A field's options are the domain's list itself (the catalogue keeps the reference), so a list is known by
// identity. A lender's options for its own list carry our codes as values and the lender's as lenderCode; their
// labels are the lender's list's.
const SOURCES = new Map<readonly CodedValue[], ListSource>([
  ...(Object.entries(TRANSLATED_LISTS) as [TranslatedListName, readonly CodedValue[]][]).map(
    ([name, list]): [readonly CodedValue[], ListSource] => [list, { name, code: (o) => o.value }],
  ),
  ...(Object.entries(LENDER_CODED_LISTS) as [LenderListName, (typeof LENDER_CODED_LISTS)[LenderListName]][])
    .filter(([, { options }]) => options !== undefined)
    .map(([name, { options }]): [readonly CodedValue[], ListSource] => [
      options!,
      { name, code: (o) => o.lenderCode ?? o.value },
    ]),
]);

/** The translation of the screen's language; undefined in English. */
function translation(): DomainTranslation | undefined {
  return domainTranslation(activeCatalogue());
}

/** A field's label; a name that is no field is shown as it is. */
export function fieldLabel(name: string): string {
  if (!isKnownField(name)) return name;
  return translation()?.labels[name] ?? FIELD_CATALOGUE[name].label;
}

/** A field's helper text (a format hint such as 'MM/DD/YYYY'), if it has one. */
export function fieldHint(name: FieldName): string | undefined {
  const english = FIELD_CATALOGUE[name].helperText;
  if (english === undefined) return undefined;
  return translation()?.hints[english] ?? english;
}

function labelIn(
  list: readonly CodedValue[],
  option: CodedValue,
  table: DomainTranslation | undefined,
): string {
  const source = table && SOURCES.get(list);
  if (!table || !source) return option.label;
  const labels = table.options[source.name] as Readonly<Record<string, string>>;
  return labels[source.code(option)] ?? option.label;
}

/**
 * The label of the option with this code, in a field's options or a given list (its value, else its lender
 * code); a code that is no option is shown as it is.
 */
export function optionLabel(listOrField: FieldName | readonly CodedValue[], code: string): string {
  const list = typeof listOrField === 'string' ? (FIELD_CATALOGUE[listOrField].options ?? []) : listOrField;
  const option = list.find((o) => o.value === code) ?? list.find((o) => o.lenderCode === code);
  return option ? labelIn(list, option, translation()) : code;
}

/** A list's options with their labels in the screen's language; a list made at run time (card years) as it is. */
export function localisedOptions<Option extends CodedValue>(list: readonly Option[]): readonly Option[] {
  const table = translation();
  if (!table || !SOURCES.has(list)) return list;
  return list.map((option) => ({ ...option, label: labelIn(list, option, table) }));
}

// Every text of MESSAGES by its place in the object (['transport', 'server']), found back from its English.
type MessagePath = readonly string[];
let byEnglish: Map<string, MessagePath> | undefined;

function englishTexts(tree: object, path: MessagePath = []): [string, MessagePath][] {
  return Object.entries(tree).flatMap(([key, value]): [string, MessagePath][] => {
    if (typeof value === 'string') return [[value, [...path, key]]];
    if (typeof value === 'object' && value !== null) return englishTexts(value as object, [...path, key]);
    return []; // the functions are PARAMETERISED's
  });
}

type FunctionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? K : never }[keyof T];
type Messages = typeof MESSAGES;

/** How each parameterised message gives its parameters back from the English text it made. */
const PARAMETERISED: {
  readonly [K in FunctionKeys<Messages>]: (captured: string) => Parameters<Messages[K]>;
} = {
  minLength: (n) => [Number(n)],
  // 'Must match {label}' names a field by its English label: the translation names it by its own.
  mustMatch: (label) => [labelFromEnglish(label)],
  notFound: (path) => [path],
};

let patterns: { id: FunctionKeys<Messages>; pattern: RegExp }[] | undefined;

function parameterisedPatterns() {
  patterns ??= (Object.keys(PARAMETERISED) as FunctionKeys<Messages>[]).map((id) => {
    // The message made with a marker for its parameter shows what stands around the parameter.
    const marker = '\u0000';
    const [before = '', after = ''] = (MESSAGES[id] as (value: string) => string)(marker).split(marker);
    const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return { id, pattern: new RegExp(`^${quote(before)}(.+)${quote(after)}$`) };
  });
  return patterns;
}

function labelFromEnglish(english: string): string {
  const name = (Object.keys(FIELD_CATALOGUE) as FieldName[]).find(
    (n) => FIELD_CATALOGUE[n].label === english,
  );
  return name ? fieldLabel(name) : english;
}

function textAt(tree: unknown, path: MessagePath): string | undefined {
  const found = path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
    tree,
  );
  return typeof found === 'string' ? found : undefined;
}

/**
 * A message of the domain's MESSAGES (a field error, an error from the server) in the screen's language: the
 * English text is found back to its message, the parameterised ones ('Must be at least 9 characters long')
 * with their parameters. Any other text (already the catalogue's, or unknown) is returned unchanged.
 */
export function validationMessage(english: string): string {
  const table = translation();
  if (!table) return english;
  byEnglish ??= new Map(englishTexts(MESSAGES));
  const path = byEnglish.get(english);
  if (path) return textAt(table.messages, path) ?? english;
  for (const { id, pattern } of parameterisedPatterns()) {
    const match = pattern.exec(english);
    if (!match) continue;
    const translate = table.messages[id] as (...args: unknown[]) => string;
    return translate(...PARAMETERISED[id](match[1]!));
  }
  return english;
}
