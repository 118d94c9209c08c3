import { ErrorSummary } from '../../components/ui/error-summary';
import { fieldLabel, validationMessage } from '../../i18n/domain-texts';
import { useLocale } from '../../i18n/language';
import type { FieldName } from '../../lib/domain';

/**
 * The error summary of a page of catalogue fields (decision 220): once Next has been pressed (`submits` > 0),
 * the fields now in error, in page order, each as "Label: the spec's message" in the screen's language; a new
 * press moves focus to it.
 */
export function FieldErrorSummary(props: {
  errors: Partial<Record<FieldName, string | undefined>>;
  order: readonly FieldName[];
  submits: number;
}) {
  useLocale(); // a language switch lists the same errors in the new language
  const items =
    props.submits > 0
      ? props.order
          .filter((name) => props.errors[name])
          .map((name) => ({
            field: name,
            message: `${fieldLabel(name)}: ${validationMessage(props.errors[name]!)}`,
          }))
      : [];
  return <ErrorSummary items={items} focusKey={props.submits} />;
}
