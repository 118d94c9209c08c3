// The one field component (GUIDE 6): it owns the label binding, hint, aria-invalid, aria-describedby and
// the announced error, and it applies the input filter on typing and on paste (spec applicant-journey §5).
import {
  useId,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useMessages } from '../../i18n/messages';
import { afterTap } from '../../lib/after-tap';
import { isIOS } from '../../lib/platform';
import { takeTypedBeforeStart } from '../../lib/typed-before-start';
import { unbreakableNode } from './unbreakable';

export type FieldVariant = 'text' | 'masked' | 'dropdown' | 'date' | 'toggle';

export interface FieldOption {
  label: string;
  value: string;
}

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** How to put the error right, shown under the spec's message while there is one. */
  fix?: string;
  variant?: FieldVariant;
  required?: boolean;
  /** Turns raw typed or pasted text into what the field keeps (the domain's input filter). */
  filter?: (raw: string) => string;
  /** The characters of raw text the filter leaves out, named under the field (nothing vanishes unsaid). */
  leftOut?: (raw: string) => string[];
  maxLength?: number;
  options?: readonly FieldOption[];
  placeholder?: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>;
  /** Shown next to the label for a read-only field, e.g. 'Verified'. */
  badge?: string;
  /** Display form of the kept value, e.g. digits shown as '(555) 123-4567'. */
  display?: (value: string) => string;
  /** Earliest and latest dates (YYYY-MM-DD) offered by the native date picker, e.g. the DOB's 18–100 years. */
  dateRange?: { min: string; max: string };
  /** Forces the native date picker (iOS, spec §5); detected from the browser when not given. */
  nativeDate?: boolean;
}

/** Dates are typed MM/DD/YYYY and kept as YYYY-MM-DD (spec §5). */
export function isoToUsDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

export function usToIsoDate(value: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : value;
}

/** Keeps digits and inserts the slashes as the person types. */
function shapeDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export function Field(props: FieldProps) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    hint,
    error,
    fix,
    variant = 'text',
    required,
    filter,
    leftOut,
    maxLength,
    options = [],
    placeholder,
    type = 'text',
    inputMode,
    autoComplete,
    readOnly,
    disabled,
    inputRef,
    badge,
    display,
    dateRange,
  } = props;
  const m = useMessages();
  const generated = useId();
  const id = props.id ?? `field-${name}-${generated.replace(/:/g, '')}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-left-out`;
  const fixId = `${id}-fix`;
  const [revealed, setRevealed] = useState(false);
  const [droppedCharacters, setDroppedCharacters] = useState<string[]>([]);
  const describedBy =
    [
      hint ? hintId : null,
      error ? errorId : null,
      error && fix ? fixId : null,
      droppedCharacters.length > 0 ? noteId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const clean = (raw: string): string => {
    if (variant === 'date') return shapeDate(raw);
    // A filter owns the max length (the domain's phone filter counts digits, not punctuation).
    if (filter) return filter(raw);
    return maxLength !== undefined ? raw.slice(0, maxLength) : raw;
  };
  const emit = (raw: string) => {
    if (leftOut) setDroppedCharacters(leftOut(raw));
    const next = clean(raw);
    onChange(variant === 'date' ? usToIsoDate(next) : next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => emit(event.target.value);

  // What a phone typed into this field on a prerendered page before the app started (lib/typed-before-start.ts):
  // taken over once, when the field first shows, through the field's own filter, so nothing typed is lost.
  /** What a text input shows for the kept value. */
  const shown = variant === 'date' ? isoToUsDate(value) : display ? display(value) : value;
  useLayoutEffect(() => {
    const typed = takeTypedBeforeStart(name, document.getElementById(id), shown);
    // The page is the outside system here: its text comes into the state once, before the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed !== undefined) emit(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field first shows
  }, []);

  // Paste is filtered as a whole (spec §5 "Paste is filtered"), so a pasted '123-45-6789' becomes digits.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const current = input.value;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? current.length;
    emit(current.slice(0, start) + pasted + current.slice(end));
  };

  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    disabled,
    // An error shown on blur must not move the button a tap is pressing (lib/after-tap.ts).
    onBlur: onBlur && (() => afterTap(onBlur)),
  } as const;

  let control: ReactNode;
  if (variant === 'dropdown') {
    control = (
      <select
        {...common}
        ref={inputRef as Ref<HTMLSelectElement>}
        className="field-control"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {/* Choosing the placeholder clears the value (spec §5). */}
        <option value="">{placeholder ?? m('common.selectPlaceholder')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (variant === 'toggle') {
    const on = value === '1';
    control = (
      <button
        {...common}
        ref={inputRef as Ref<HTMLButtonElement>}
        type="button"
        role="switch"
        aria-checked={on}
        className="field-switch"
        onClick={() => onChange(on ? '0' : '1')}
      >
        <span className="field-switch-track" aria-hidden="true">
          <span className="field-switch-thumb" />
        </span>
      </button>
    );
  } else if (variant === 'date' && (props.nativeDate ?? isIOS())) {
    // iOS: the native wheel picker; it already speaks YYYY-MM-DD, the stored form.
    control = (
      <input
        {...common}
        ref={inputRef as Ref<HTMLInputElement>}
        className="field-control"
        type="date"
        value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
        min={dateRange?.min}
        max={dateRange?.max}
        onChange={(e) => onChange(e.target.value)}
        readOnly={readOnly}
      />
    );
  } else {
    control = (
      <div className="field-input-row">
        <input
          {...common}
          ref={inputRef as Ref<HTMLInputElement>}
          className="field-control"
          type={variant === 'masked' && !revealed ? 'password' : type}
          value={shown}
          onChange={handleChange}
          onPaste={handlePaste}
          maxLength={variant === 'date' ? 10 : filter || display ? undefined : maxLength}
          placeholder={variant === 'date' ? (placeholder ?? 'MM/DD/YYYY') : placeholder}
          inputMode={variant === 'date' || variant === 'masked' ? 'numeric' : inputMode}
          autoComplete={variant === 'masked' ? 'off' : autoComplete}
          readOnly={readOnly}
          spellCheck={false}
        />
        {variant === 'masked' ? (
          <button
            type="button"
            className="field-reveal"
            aria-controls={id}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? m('field.hide') : m('field.show')}
            <span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </div>
    );
  }

  return (
    // data-field names the whole field (label, hint, control, error) for training's guide popover, which must
    // sit beside all of it: the ids inside start with the hint, which comes before the control.
    <div className={`field field-${variant}${error ? ' field-has-error' : ''}`} data-field={name}>
      <label htmlFor={id} className="field-label">
        {label}
        {!required && variant !== 'toggle' && !readOnly ? (
          <span className="field-optional"> {m('common.optional')}</span>
        ) : null}
        {badge ? <span className="field-badge">{badge}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {unbreakableNode(hint)}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {unbreakableNode(error)}
        </p>
      ) : null}
      {error && fix ? (
        <p id={fixId} className="field-fix">
          {fix}
        </p>
      ) : null}
      {droppedCharacters.length > 0 ? (
        <p id={noteId} className="field-note" role="status">
          {m(droppedCharacters.length === 1 ? 'field.leftOut' : 'field.leftOutMany', {
            characters: droppedCharacters.map((ch) => `“${ch === ' ' ? 'space' : ch}”`).join(', '),
          })}
        </p>
      ) : null}
    </div>
  );
}
