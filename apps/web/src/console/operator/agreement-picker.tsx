// The lenders an organisation has agreements with, as checkboxes (every code offered as itself).
import { useId } from 'react';
import { FieldError } from '../shell/console-field';
import { boardLenderName } from '@ttapply/domain/console';
import { AGREEMENT_LENDERS } from '@ttapply/domain/operator';

export function AgreementPicker(props: {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const toggle = (code: string, on: boolean) =>
    props.onChange(on ? [...props.value, code] : props.value.filter((c) => c !== code));
  return (
    <fieldset
      className={`field${props.error ? ' field-has-error' : ''}`}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend className="field-label">Lender agreements</legend>
      <div className="console-checkbox-grid">
        {AGREEMENT_LENDERS.map((code) => (
          <label key={code} className="console-checkbox">
            <input
              type="checkbox"
              checked={props.value.includes(code)}
              onChange={(e) => toggle(code, e.target.checked)}
            />{' '}
            {boardLenderName(code)} ({code})
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={props.error} />
    </fieldset>
  );
}
