// The one error summary of every form page (GOV.UK Design System "Error summary"): after a submit with errors
// it sits at the top of the form, takes focus so the person hears it, and lists each error as a link that
// moves focus to its field. The field keeps its own message too (spec §5 texts), so the summary only repeats.
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useMessages } from '../../i18n/messages';

export interface ErrorSummaryItem {
  /** The field's `data-field` name (Field renders it on the whole field). */
  field: string;
  message: string;
}

/** The control a person types into for a field: its input, select or switch (Field's `data-field` wrapper). */
export function fieldControl(field: string, root: ParentNode = document): HTMLElement | null {
  const wrapper = [...root.querySelectorAll<HTMLElement>('[data-field]')].find(
    (el) => el.dataset.field === field,
  );
  return wrapper?.querySelector<HTMLElement>('input, select, textarea, button[role="switch"]') ?? null;
}

export function ErrorSummary({ items, focusKey }: { items: readonly ErrorSummaryItem[]; focusKey: number }) {
  const m = useMessages();
  const titleId = `error-summary-${useId().replace(/:/g, '')}`;
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;

  // A new submit with errors (focusKey changes) moves focus here, even when the list itself is unchanged;
  // errors that come and go while the person types never take focus away from the field.
  const focusedKey = useRef(0);
  useEffect(() => {
    if (focusKey > 0 && focusKey !== focusedKey.current && shown) {
      focusedKey.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, shown]);

  if (!shown) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = fieldControl(field);
    if (!control) return;
    event.preventDefault();
    control.focus();
    // The label belongs with the control on screen (GOV.UK: scroll the label into view, not only the input).
    control.closest('[data-field]')?.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="error-summary-title">
        {m('errors.summaryTitle')}
      </h2>
      <ul className="error-summary-list">
        {items.map((item) => (
          <li key={item.field}>
            <a href={`#${item.field}`} onClick={(event) => go(event, item.field)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
