// The domain's texts in the pseudo-locale (decision 230, i18n/pseudo.ts): the English of every label, helper
// text, option and message, its letters swapped, made from the domain itself so nothing can be missed.
import { FIELD_CATALOGUE, MESSAGES, type FieldName } from '../lib/domain';
import type { DomainTranslation, TranslatedListName, TranslatedMessages } from './domain-translation';
import { TRANSLATED_LISTS } from './domain-texts';
import { pseudoText } from './pseudo';

function pseudoTree<T>(tree: T): TranslatedMessages<T> {
  return Object.fromEntries(
    Object.entries(tree as object).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? pseudoText(value)
        : typeof value === 'function'
          ? (...args: unknown[]) => pseudoText((value as (...a: unknown[]) => string)(...args))
          : pseudoTree(value),
    ]),
  ) as TranslatedMessages<T>;
}

export function pseudoDomain(): DomainTranslation {
  const names = Object.keys(FIELD_CATALOGUE) as FieldName[];
  const hints = names.flatMap((name) => FIELD_CATALOGUE[name].helperText ?? []);
  const options = Object.fromEntries(
    (
      Object.entries(TRANSLATED_LISTS) as [
        TranslatedListName,
        (typeof TRANSLATED_LISTS)[TranslatedListName],
      ][]
    ).map(([list, values]) => [list, Object.fromEntries(values.map((o) => [o.value, pseudoText(o.label)]))]),
  ) as unknown as DomainTranslation['options'];
  return {
    labels: Object.fromEntries(
      names.map((name) => [name, pseudoText(FIELD_CATALOGUE[name].label)]),
    ) as DomainTranslation['labels'],
    hints: Object.fromEntries(hints.map((hint) => [hint, pseudoText(hint)])),
    options,
    messages: pseudoTree(MESSAGES),
  };
}
