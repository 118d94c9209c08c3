import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import type { FieldName } from '../../lib/domain';
import type { FieldGroup } from './step-fields';

/**
 * A step's fields in the groups useStepFields makes: the ungrouped ones as they are, every other group a
 * fieldset under its legend and hint, so a screen reader names each group (a mailing address, a spouse's).
 */
export function FieldGroupSections(props: {
  groups: readonly FieldGroup[];
  renderField: (name: FieldName) => ReactNode;
}) {
  const m = useMessages();
  return props.groups.map((group) => {
    const fields = group.fields.map(props.renderField);
    if (!group.legend) return <div key="main">{fields}</div>;
    return (
      <fieldset key={group.legend} className="fieldset">
        <legend>{m(group.legend)}</legend>
        {group.hint ? <p className="field-hint">{m(group.hint)}</p> : null}
        {fields}
      </fieldset>
    );
  });
}
