import { useMessages } from '../../i18n/messages';

/** Spec §2 screen 13: shown while a submission is in flight; a lender submission names the lender. */
export function ProcessingScreen({ detail }: { detail?: string } = {}) {
  const m = useMessages();
  return (
    <div className="processing" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <h1 className="processing-text">{m('processing.text')}</h1>
      {detail ? <p className="processing-detail">{detail}</p> : null}
    </div>
  );
}
