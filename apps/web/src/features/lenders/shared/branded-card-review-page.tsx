// 'Application Review' of the store cards: an issuer's own card (lenders §2 "Review and submission pages") and
// the branded cards whose pages the spec does not show (lenders §1; docs/decisions/135), which get the same review
// as their issuer's card, with the lender's own terms and its hard-check consent line, then the lender's result
// screen. Each lender's folder gives its code and texts; nothing here names a lender.
import { useState } from 'react';
import { useMessages, type MessageKey } from '../../../i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox';
import { useAgreementGate } from '../../../components/ui/agreement-gate';
import type { StepProps } from '../../../lib/step-props';
import type { AppCode } from '../../../lib/domain';
import { LenderProcessingScreen } from './lender-processing-screen';
import { ReviewPage } from './review-page';
import { TermsDialog } from './terms-dialog';
import { ConsentedSubmit, useCreditCheckConsent } from './credit-check-consent';
import { useLenderSubmission, type LenderSubmissionOptions } from './use-lender-submission';
import { HeldAlertDialog } from '../../../components/ui/dialog';

/** The lender's own words on its review page. */
export interface BrandedCardReviewTexts {
  /** The agreement checkbox. */
  terms: MessageKey;
  /** The link that opens the terms. */
  openTerms: MessageKey;
  termsTitle: MessageKey;
  termsBody: MessageKey;
}

/** The prefix of a `<prefix>.termsBody` key whose other three review texts exist too. */
type ReviewTextPrefixOf<Key> = Key extends `${infer Prefix}.termsBody`
  ? [`${Prefix}.terms` | `${Prefix}.openTerms` | `${Prefix}.termsTitle`] extends [MessageKey]
    ? Prefix
    : never
  : never;
type ReviewTextPrefix = ReviewTextPrefixOf<MessageKey>;

/** The review texts a lender keeps under one prefix of the catalogue, as its folder names them. */
export function reviewTextsUnder(prefix: ReviewTextPrefix): BrandedCardReviewTexts {
  // ReviewTextPrefix admits only prefixes whose four keys exist, which TypeScript cannot carry into the template.
  return {
    terms: `${prefix}.terms` as MessageKey,
    openTerms: `${prefix}.openTerms` as MessageKey,
    termsTitle: `${prefix}.termsTitle` as MessageKey,
    termsBody: `${prefix}.termsBody` as MessageKey,
  };
}

export function BrandedCardReviewPage({
  appCode,
  texts,
  noConsumer,
  goNext,
  goTo,
}: StepProps & {
  appCode: AppCode;
  texts: BrandedCardReviewTexts;
  /** The lender's own texts when there is no consumer, where it has them. */
  noConsumer?: LenderSubmissionOptions['noConsumer'];
}) {
  const m = useMessages();
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const gate = useAgreementGate(['terms'], () => agreed);
  const submitLabel = m('review.submit');
  const consentText = useCreditCheckConsent(appCode, 'application', submitLabel);
  const submission = useLenderSubmission(appCode, { onSettled: goNext, noConsumer });

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  return (
    <ReviewPage appCode={appCode} goTo={goTo} lead={m('review.lead')}>
      <p>
        <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
          {m(texts.openTerms)}
        </button>
      </p>
      <Checkbox checked={agreed} onChange={setAgreed} name="TERMS_ACCEPTED" {...gate.box('terms')}>
        {m(texts.terms)}
      </Checkbox>
      {/* Enabled: pressed unticked, it says so at the box. */}
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        onPress={() => gate.press(() => submission.submit({ kind: 'application', consentText }))}
      />
      <TermsDialog
        open={termsOpen}
        title={m(texts.termsTitle)}
        document={{ appType: appCode, template: 'terms' }}
        text={m(texts.termsBody)}
        onClose={() => setTermsOpen(false)}
      />
      <HeldAlertDialog alert={submission.error} onClose={submission.dismissError} />
    </ReviewPage>
  );
}
