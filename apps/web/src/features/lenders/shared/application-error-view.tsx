import { useMessages } from '../../../i18n/messages';
import { ResultLayout } from './result-layout';
import { StartOverButton } from './finish-buttons';

/**
 * 'Application Error' with the lender's message or 'An unknown error has occurred processing the application'
 * (lenders §4 "Result screen"; §8 "Application status e shows a generic error result").
 */
export function ApplicationErrorView({ message }: { message?: string }) {
  const m = useMessages();
  return (
    <ResultLayout heading={m('results.errorTitle')}>
      <p role="alert">{message || m('results.errorDefault')}</p>
      <StartOverButton />
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
