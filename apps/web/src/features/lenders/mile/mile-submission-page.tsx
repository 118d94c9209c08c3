// MILE account terms (lenders §2 "MILE screens": 'Continue to Account Terms' shows the agreement frame, a
// checkbox and 'Agree & Submit'; §4 "MILE": it submits the application with quickScreenAccept '1', orderId
// and historyId of the prequal offer, a hard check named in the consent line). The journey keeps the offer
// with the application (storeAs), so the result can read both (lenders §4 "uses the prequal result").
import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { Checkbox } from '../../../components/ui/checkbox';
import type { StepProps } from '../../../lib/step-props';
import type { ApplicationRecord } from '../../../lib/api-types';
import { useJourney } from '../../../stores/journey-store';
import { determineResult, type LenderResult } from '../../../lib/domain';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { HeldAlertDialog } from '../../../components/ui/dialog';

const APP_TYPE = 'MILE';

const resultOf = (application: ApplicationRecord | undefined) =>
  (application?.result ?? undefined) as LenderResult | undefined;

export function MileSubmissionPage({ goNext }: StepProps) {
  const m = useMessages();
  const journey = useJourney();
  const [agreed, setAgreed] = useState(false);
  const record = journey.applications[APP_TYPE];
  const prequal = resultOf(record)?.prequalResult;
  const submitLabel = m('mile.terms.submit');
  const consentText = useCreditCheckConsent(APP_TYPE, 'application', submitLabel);
  const submission = useLenderSubmission(APP_TYPE, {
    onSettled: goNext,
    // The offer stays with the application that accepts it.
    storeAs: (application) => ({
      ...application,
      result: { ...(application.result ?? {}), prequalResult: prequal ?? {} },
    }),
  });

  // Back here after the lender decided: the result shows it; nothing is submitted again.
  const decided = !submission.busy && determineResult(resultOf(record)) !== 'pending';
  useEffect(() => {
    if (decided) goNext();
  }, [decided, goNext]);

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  const agreementUrl = typeof prequal?.doc8ImageHtmlURL === 'string' ? prequal.doc8ImageHtmlURL : undefined;
  const privacyUrl = typeof prequal?.doc9ImageURL === 'string' ? prequal.doc9ImageURL : undefined;
  const accept = () =>
    submission.submit({
      kind: 'application',
      consentText,
      quickScreen: {
        orderId: String(prequal?.orderid ?? ''),
        historyId: String(prequal?.historyid ?? ''),
        quickScreenAccept: '1',
      },
    });

  return (
    <Page title={m('title.applicationReview')} heading={m('mile.terms.heading')} lead={m('mile.terms.lead')}>
      {agreementUrl ? (
        <iframe className="document-frame" src={agreementUrl} title={m('mile.terms.frame')} />
      ) : (
        <p role="alert">{m('mile.terms.failure')}</p>
      )}
      {privacyUrl ? (
        <p className="document-links">
          <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
            {m('mile.terms.privacy')}
          </a>
        </p>
      ) : null}
      <Checkbox checked={agreed} onChange={setAgreed} disabled={!agreementUrl} name="MILE_ACCOUNT_TERMS">
        {m('mile.terms.checkbox')}
      </Checkbox>
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        disabled={!agreed || decided}
        onPress={accept}
      />
      <HeldAlertDialog alert={submission.error} onClose={submission.dismissError} />
    </Page>
  );
}
