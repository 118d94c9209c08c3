// A step's save that did not reach the server (decision 220): the applicant stays on the step with everything
// typed still in the form, hears why, and retries with one press. Focus moves here so a screen-reader user
// and a person scrolled to the Next button both meet it.
import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/messages';

export function SaveFailure({ onRetry, onDismiss }: { onRetry: () => void; onDismiss: () => void }) {
  const m = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <div ref={ref} className="save-failure" role="alert" aria-labelledby="save-failure-title" tabIndex={-1}>
      <h2 id="save-failure-title" className="save-failure-title">
        {m('errors.saveFailedTitle')}
      </h2>
      <p>{m('errors.saveFailed')}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          {m('common.close')}
        </button>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {m('errors.retry')}
        </button>
      </div>
    </div>
  );
}
