// The console's text field, after the consumer's Field (GUIDE 6): label bound to the input, hint and error
// tied by aria-describedby, aria-invalid, and the error announced next to the field. Its own because the
// console needs passwords with the browser's password manager (the consumer's masked field is for numbers).
import { useId, type ReactNode } from 'react';

export interface ConsoleFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'decimal' | 'numeric' | 'email';
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
}

export function ConsoleField(props: ConsoleFieldProps) {
  const id = `console-${props.name}-${useId().replace(/:/g, '')}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: props.name,
    className: 'field-control',
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': props.required || undefined,
    maxLength: props.maxLength,
  } as const;
  return (
    <div className={`field${props.error ? ' field-has-error' : ''}`}>
      <label htmlFor={id} className="field-label">
        {props.label}
        {props.required ? null : <span className="field-optional"> (optional)</span>}
      </label>
      {props.hint ? (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          spellCheck={false}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** A field's or a group's error, announced; its id is what the control's aria-describedby names. */
export function FieldError(props: { id: string; error: string | undefined }) {
  if (!props.error) return null;
  return (
    <p id={props.id} className="field-error" role="alert">
      {props.error}
    </p>
  );
}

/** A message for the whole form (a lockout, a lost connection), shown above its button. */
export function FormAlert(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <p className="notice console-notice-error" role="alert">
      {props.message}
    </p>
  );
}
