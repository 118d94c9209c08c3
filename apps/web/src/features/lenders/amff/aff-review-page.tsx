// AFF 'Application Review' (page aff-submission; lenders §2 "Review and submission pages", §4 "Submission
// pages"): About You, About Residence, About Income and About Additional Information with Edit buttons; AFF's
// documents from POST /api/v1/apps/amff/gen-tc, sanitised before they are shown (lenders §8); the TCPA and
// recurring-debit toggles ('1' on entry, locked while a document overlay is open); submit with tier 3 and the
// consent flags, app request id and account type (all in appData), after the credit-check consent line.
import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox';
import { useAgreementGate } from '../../../components/ui/agreement-gate';
import { Field } from '../../../components/ui/field';
import { HeldAlertDialog } from '../../../components/ui/dialog';
import type { StepProps } from '../../../lib/step-props';
import { useJourneyStore } from '../../../stores/journey-store';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { LENDERS } from '../../../lib/domain';
import { fieldLabel } from '../../../i18n/domain-texts';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import { ReviewPage } from '../shared/review-page';
import { TermsDialog, type TermsLoadFailure } from '../shared/terms-dialog';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { fetchAffTerms, type AffTerms } from './aff-terms-api';

const APP_TYPE = 'AMFF';
/** The field the server names when it refuses a card AFF has not passed (decision 090). */
const UNCHECKED_CARD_FIELD = 'appData.CC_NUMBER';

type Overlay = 'terms' | 'tcpa' | 'paymentAuth';

/** The terms overlay shows AFF's terms, disclaimer, arbitration and privacy policy in one scrolling frame. */
function termsHtml(terms: AffTerms): string {
  return [terms.terms, terms.disclaimer, terms.arbitration, terms.privacyPolicy].join('');
}

export function AffReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const [agreed, setAgreed] = useState(false);
  const [overlay, setOverlay] = useState<Overlay>();
  const [terms, setTerms] = useState<AffTerms>();
  const [failure, setFailure] = useState<TermsLoadFailure>();
  const gate = useAgreementGate(['terms'], () => agreed);
  const submitLabel = m('review.submit');
  const consentText = useCreditCheckConsent(APP_TYPE, 'application', submitLabel);
  const submission = useLenderSubmission(APP_TYPE, { onSettled: goNext });
  const shopKeyId = journey.shop?.keyId;
  const phone = journey.values.MOBILE_PHONE;

  // Lenders §4: moving to AFF sets both consents to '1' (moveToNextApp does it after another lender; an AFF-
  // first journey arrives here without them).
  const tcpaUnset = journey.values.AFF_TCPA === undefined;
  const debitsUnset = journey.values.AFF_REC_DEBITS === undefined;
  useEffect(() => {
    if (!tcpaUnset && !debitsUnset) return;
    dispatch({
      type: 'setValues',
      values: { ...(tcpaUnset ? { AFF_TCPA: '1' } : {}), ...(debitsUnset ? { AFF_REC_DEBITS: '1' } : {}) },
    });
  }, [dispatch, tcpaUnset, debitsUnset]);

  useEffect(() => {
    if (shopKeyId === undefined) return;
    let live = true;
    fetchAffTerms(String(shopKeyId), phone).then(
      (answer) => {
        if (!live) return;
        // Lenders §8: lender HTML is sanitised before display; 'Terms unavailable' when none came back.
        const clean = Object.fromEntries(
          Object.entries(answer).map(([key, html]) => [key, sanitizeHtml(String(html ?? ''))]),
        ) as unknown as AffTerms;
        if (!clean.terms) setFailure('unavailable');
        else setTerms(clean);
      },
      () => {
        if (live) setFailure('retrieval');
      },
    );
    return () => {
      live = false;
    };
  }, [shopKeyId, phone]);

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  const locked = overlay !== undefined;
  const toggle = (name: 'AFF_TCPA' | 'AFF_REC_DEBITS') => {
    // Lenders §4: the toggles flip '0'/'1' and are locked while a disclosure overlay is open.
    if (locked) return;
    dispatch({ type: 'setValues', values: { [name]: journey.values[name] === '1' ? '0' : '1' } });
  };
  const overlayTitle =
    overlay === 'tcpa'
      ? m('affReview.tcpaTitle')
      : overlay === 'paymentAuth'
        ? m('affReview.paymentAuthTitle')
        : m('affReview.termsTitle');
  const overlayHtml = terms
    ? overlay === 'tcpa'
      ? terms.tcpa
      : overlay === 'paymentAuth'
        ? terms.paymentAuth
        : termsHtml(terms)
    : undefined;

  const consentToggle = (name: 'AFF_TCPA' | 'AFF_REC_DEBITS', doc: Overlay, linkLabel: string) => (
    <div>
      <Field
        name={name}
        label={fieldLabel(name)}
        variant="toggle"
        value={journey.values[name] ?? '1'}
        onChange={() => toggle(name)}
        disabled={locked}
      />
      <p>
        <button type="button" className="link-button" onClick={() => setOverlay(doc)}>
          {linkLabel}
        </button>
      </p>
    </div>
  );

  return (
    <ReviewPage appCode={APP_TYPE} goTo={goTo} additional lead={m('review.lead')}>
      {consentToggle('AFF_TCPA', 'tcpa', m('affReview.readTcpa'))}
      {consentToggle('AFF_REC_DEBITS', 'paymentAuth', m('affReview.readPaymentAuth'))}
      <p>
        <button type="button" className="link-button" onClick={() => setOverlay('terms')}>
          {m('affReview.openTerms')}
        </button>
      </p>
      <Checkbox
        checked={agreed}
        onChange={setAgreed}
        name="TERMS_ACCEPTED"
        disabled={!terms}
        {...gate.box('terms')}
      >
        {m('affReview.agree')}
      </Checkbox>
      {/* Lenders §2: AFF also needs the loaded terms (their loading or failure is said above); pressed
          unticked, it says so at the box. */}
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        disabled={!terms}
        onPress={() => gate.press(() => submission.submit({ kind: 'application', consentText }))}
      />
      <TermsDialog
        open={overlay !== undefined}
        title={overlayTitle}
        document={{ appType: APP_TYPE, template: 'terms' }}
        html={overlayHtml}
        loading={!terms && !failure}
        failure={failure}
        providerPhone={LENDERS.AMFF.phone!}
        onClose={() => setOverlay(undefined)}
      />
      <HeldAlertDialog
        alert={submission.error}
        onClose={() => {
          // Decision 090: AFF takes only a card it passed on Account Information's Next (lenders §4); when the
          // server says this one was not (e.g. a journey that reached AFF with the card another lender asked),
          // the applicant goes there, checks it, and comes back here.
          const cardNotChecked = submission.error?.fields?.[UNCHECKED_CARD_FIELD] !== undefined;
          submission.dismissError();
          if (cardNotChecked) goTo('additional-financial', { returnHere: true });
        }}
      />
    </ReviewPage>
  );
}
