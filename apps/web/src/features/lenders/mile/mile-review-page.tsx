// MILE review (lenders §2 "MILE screens", §4 "MILE"): the applicant's answers (About You, About Residence,
// About Income) under MILE's own heading, the Summary of Credit Terms agreement, the consent line (a soft
// check, who gets which data) and 'Prequalify Now', which sends the prequal. An accepted prequal goes on to
// the offer (mile-prequal); a declined one to the result (domain NEXT_RULES 'mile-review').
import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import type { StepProps } from '../../../lib/step-props';
import { useJourney } from '../../../stores/journey-store';
import type { LenderResult } from '../../../lib/domain';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import { ReviewPage } from '../shared/review-page';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { MileCreditTermsAgreement } from './mile-credit-terms';
import { HeldAlertDialog } from '../../../components/ui/dialog';

const APP_TYPE = 'MILE';

export function MileReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const journey = useJourney();
  const [agreed, setAgreed] = useState(false);
  const submitLabel = m('mile.review.submit');
  const consentText = useCreditCheckConsent(APP_TYPE, 'prequal', submitLabel);
  const submission = useLenderSubmission(APP_TYPE, { onSettled: goNext });

  // Back here after the prequal was answered: nothing is sent again, the journey goes on from its answer.
  const prequal = (journey.applications[APP_TYPE]?.result as LenderResult | null | undefined)?.prequalResult;
  const answered = !submission.busy && prequal !== undefined;
  useEffect(() => {
    if (answered) goNext();
  }, [answered, goNext]);

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  return (
    <ReviewPage appCode={APP_TYPE} goTo={goTo} heading={m('mile.review.heading')}>
      <MileCreditTermsAgreement agreed={agreed} onAgreed={setAgreed} label={m('mile.review.termsCheckbox')} />
      <p className="field-hint">{m('mile.review.footnote')}</p>
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        disabled={!agreed || answered}
        onPress={() => submission.submit({ kind: 'prequal', consentText })}
      />
      <HeldAlertDialog alert={submission.error} onClose={submission.dismissError} />
    </ReviewPage>
  );
}
