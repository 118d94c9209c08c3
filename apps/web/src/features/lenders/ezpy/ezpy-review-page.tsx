// EasyPay 'Application Review' (lenders §2 "Review and submission pages": read-only sections About You,
// About Residence, About Income, About Additional Information, each with an Edit button; the EZPY summary;
// the agreement checkbox opening the disclosure modal; the link 'State Law Disclosures and Terms and
// Conditions'; nothing submitted until the terms are agreed (decision 269: the button says so). §4: tier '3', 'Application Error' / 'Unable to
// obtain consumer information.' without a consumer, then the result).
import { useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox';
import { useAgreementGate } from '../../../components/ui/agreement-gate';
import type { StepProps } from '../../../lib/step-props';
import { LENDERS } from '../../../lib/domain';
import { useJourneyStore } from '../../../stores/journey-store';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import { ReviewPage } from '../shared/review-page';
import { TermsDialog } from '../shared/terms-dialog';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { ezpyReviewSections } from './ezpy-review-rows';
import { useEzpyTerms } from './ezpy-terms';
import { HeldAlertDialog } from '../../../components/ui/dialog';

const APP_TYPE = 'EZPY';

export function EzpyReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const [termsOpen, setTermsOpen] = useState(false);
  const state = (journey.values.STATE ?? '').toUpperCase();
  const storeKeyId = journey.shop ? String(journey.shop.keyId) : undefined;
  const terms = useEzpyTerms(termsOpen, storeKeyId, state);
  const agreed = journey.values.TERMS_ACCEPTED === '1';
  const gate = useAgreementGate(['terms'], () => agreed);
  const submitLabel = m('review.submit');
  const consentText = useCreditCheckConsent(APP_TYPE, 'application', submitLabel);
  const submission = useLenderSubmission(APP_TYPE, { onSettled: goNext });

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  // Lenders §3: "terms accepted flag and time" travel with the application.
  const agree = () => {
    dispatch({
      type: 'setValues',
      values: { TERMS_ACCEPTED: '1', TERMS_ACCEPTED_TIMESTAMP: new Date().toISOString() },
    });
    setTermsOpen(false);
  };
  const withdraw = () =>
    dispatch({ type: 'setValues', values: { TERMS_ACCEPTED: '', TERMS_ACCEPTED_TIMESTAMP: '' } });

  return (
    <ReviewPage
      appCode={APP_TYPE}
      goTo={goTo}
      lead={m('ezpy.review.lead')}
      sections={ezpyReviewSections(journey.values)}
    >
      <p>
        <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
          {m('ezpy.terms.link')}
        </button>
      </p>
      <Checkbox
        checked={agreed}
        name="TERMS_ACCEPTED"
        {...gate.box('terms')}
        // Ticking opens the disclosure; it is agreed there (lenders §2 "An agreement checkbox opens a
        // disclosure modal/iframe").
        onChange={(checked) => (checked ? setTermsOpen(true) : withdraw())}
      >
        {m('ezpy.terms.agree')}
      </Checkbox>
      {/* Enabled: pressed unticked, it says so at the box. */}
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        onPress={() => gate.press(() => submission.submit({ kind: 'application', consentText }))}
      />
      <TermsDialog
        open={termsOpen}
        title={m('ezpy.terms.link')}
        document={{ appType: APP_TYPE, template: 'terms', state: state || undefined }}
        src={terms.src}
        loading={terms.loading}
        failure={terms.failure}
        providerPhone={LENDERS.EZPY.phone!}
        onClose={() => setTermsOpen(false)}
        onAgree={agree}
      />
      <HeldAlertDialog alert={submission.error} onClose={submission.dismissError} />
    </ReviewPage>
  );
}
