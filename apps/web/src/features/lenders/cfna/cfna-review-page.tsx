import { useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox';
import { useAgreementGate } from '../../../components/ui/agreement-gate';
import { AlertDialog } from '../../../components/ui/dialog';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import type { StepProps } from '../../../lib/step-props';
import { ReviewPage } from '../shared/review-page';
import { TermsDialog } from '../shared/terms-dialog';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { useLenderSubmission } from '../shared/use-lender-submission';

const APP_TYPE = 'CFNA';

/** CFNA 'Application Review' (lenders §2 "Review and submission pages", §4 "Submission pages"). */
export function CfnaReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const gate = useAgreementGate(['terms'], () => agreed);
  const submitLabel = m('review.submit');
  const consentText = useCreditCheckConsent(APP_TYPE, 'application', submitLabel);
  const submission = useLenderSubmission(APP_TYPE, {
    onSettled: goNext,
    // Lenders §4: CFNA's own text when there is no consumer.
    noConsumer: { title: 'review.errorTitle', message: 'review.noConsumer' },
  });

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  return (
    <ReviewPage appCode={APP_TYPE} goTo={goTo} lead={m('review.lead')}>
      <p>
        <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
          {m('review.openTerms')}
        </button>
      </p>
      <Checkbox checked={agreed} onChange={setAgreed} name="TERMS_ACCEPTED" {...gate.box('terms')}>
        {m('review.terms')}
      </Checkbox>
      {/* Enabled: pressed unticked, it says so at the box. */}
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        onPress={() => gate.press(() => submission.submit({ kind: 'application', consentText }))}
      />
      <TermsDialog
        open={termsOpen}
        title={m('review.termsTitle')}
        document={{ appType: APP_TYPE, template: 'terms' }}
        text={m('review.termsBody')}
        onClose={() => setTermsOpen(false)}
      />
      <AlertDialog
        open={submission.error !== undefined}
        title={submission.error?.title ?? ''}
        message={submission.error?.message ?? ''}
        onClose={submission.dismissError}
      />
    </ReviewPage>
  );
}
