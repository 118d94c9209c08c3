import { useId, type ReactNode, type Ref } from 'react';

export function Checkbox({
  checked,
  onChange,
  children,
  disabled,
  name,
  error,
  inputRef,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  /** Said next to the box, e.g. when a button that needs it ticked was pressed (agreement-gate.ts). */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`checkbox${error ? ' checkbox-has-error' : ''}`}>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p id={errorId} className="field-error checkbox-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
