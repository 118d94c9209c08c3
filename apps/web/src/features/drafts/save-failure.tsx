// A step's save that did not reach the server (decision 220): the applicant stays on the step with everything
// typed still in the form, hears why, and retries with one press.
import { RetryAlert } from '../../components/ui/retry-alert';
import { useMessages } from '../../i18n/messages';

export function SaveFailure({ onRetry, onDismiss }: { onRetry: () => void; onDismiss: () => void }) {
  const m = useMessages();
  return (
    <RetryAlert
      title={m('errors.saveFailedTitle')}
      message={m('errors.saveFailed')}
      onRetry={onRetry}
      onDismiss={onDismiss}
    />
  );
}
