// A call that did not reach our server, said where it happened (decision 220): a focused role="alert" panel
// with what failed, that nothing is lost, and a retry. Focus moves here so a screen-reader user and a person
// scrolled to the page's button both meet it. Used for a step's failed save and for a background read that
// failed (the journey's next step after a decision; decision 220, issue item 7).
import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../../i18n/messages';

export interface RetryAlertProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** Close without retrying; absent when the page cannot go on without the call. */
  onDismiss?: () => void;
}

export function RetryAlert({ title, message, onRetry, onDismiss }: RetryAlertProps) {
  const m = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div ref={ref} className="retry-alert" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="retry-alert-title">
        {title}
      </h2>
      <p>{message}</p>
      <div className="button-row">
        {onDismiss ? (
          <button type="button" className="button button-secondary" onClick={onDismiss}>
            {m('common.close')}
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={onRetry}>
          {m('errors.retry')}
        </button>
      </div>
    </div>
  );
}
