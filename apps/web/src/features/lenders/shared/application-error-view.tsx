import { useMessages } from '../../../i18n/messages';
import type { AppCode } from '../../../lib/domain';
import { ResultLayout } from './result-layout';
import { StartOverButton } from './finish-buttons';
import { DeclineWayOn } from './financing-still-possible';

/**
 * 'Application Error' with the lender's message or 'An unknown error has occurred processing the application'
 * (lenders §4 "Result screen"; §8 "Application status e shows a generic error result"). An error is not a
 * decline, but it must not end the waterfall: the next lender is offered when one is left (decision 140).
 */
export function ApplicationErrorView({
  message,
  nextApp,
  onNext,
}: {
  message?: string | undefined;
  nextApp?: AppCode | undefined;
  onNext?: ((appCode: AppCode) => void) | undefined;
}) {
  const m = useMessages();
  return (
    <ResultLayout heading={m('results.errorTitle')}>
      <p role="alert">{message || m('results.errorDefault')}</p>
      {nextApp && onNext ? <DeclineWayOn nextApp={nextApp} onNext={onNext} /> : <StartOverButton />}
    </ResultLayout>
  );
}

/** 'We're sorry, something went wrong…' for an app code without a result screen or no last application. */
export function UnknownResultView() {
  const m = useMessages();
  return (
    <ResultLayout heading={m('results.heading')}>
      <p>{m('results.unknown')}</p>
      <StartOverButton />
    </ResultLayout>
  );
}
