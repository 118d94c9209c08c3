import { useState } from 'react';
import { useMessages, type MessageKey } from '../../../i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox';
import { useAgreementGate } from '../../../components/ui/agreement-gate';
import { LenderProcessingScreen } from '../shared/lender-processing-screen';
import type { StepProps } from '../../../lib/step-props';
import { useJourney } from '../../../stores/journey-store';
import { useClientConfig } from '../../../lib/client-config';
import { ReviewPage } from '../shared/review-page';
import { TermsDialog } from '../shared/terms-dialog';
import { ConsentedSubmit, useCreditCheckConsent } from '../shared/credit-check-consent';
import { useLenderSubmission } from '../shared/use-lender-submission';
import { DIGNIFI_DOCS, useDignifiDisclosure, type DignifiDoc } from './dignifi-disclosure';
import { HeldAlertDialog } from '../../../components/ui/dialog';

const APP_TYPE = 'CFSS';

/**
 * DigniFi 'Application Review' (lenders §2): the shared review whose Edit always returns to about-you, and
 * three agreements — terms/privacy, e-sign, credit pull — each agreed in its state-specific disclosure;
 * nothing is submitted until all three are agreed (the button says which are missing, decision 269). Tier '2' (lenders §4), then the result.
 */
export function DignifiReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const journey = useJourney();
  const config = useClientConfig();
  const [agreed, setAgreed] = useState<Record<DignifiDoc, boolean>>({
    terms: false,
    esign: false,
    'credit-pull': false,
  });
  const [open, setOpen] = useState<DignifiDoc | null>(null);
  const gate = useAgreementGate(DIGNIFI_DOCS, (doc) => agreed[doc]);
  const state = journey.values.STATE?.toUpperCase() || undefined;
  const anyApplicationId = Object.values(journey.applications)[0]?.applicationKeyId;
  const disclosure = useDignifiDisclosure(open, config.lenderPagesOrigin, state, anyApplicationId);
  const submitLabel = m('lenders.cfss.submit');
  const consentText = useCreditCheckConsent(APP_TYPE, 'application', submitLabel);
  const submission = useLenderSubmission(APP_TYPE, { onSettled: goNext });

  if (submission.busy) return <LenderProcessingScreen lender={submission.processingLender} />;

  const docTitle = (doc: DignifiDoc) => m(`lenders.cfss.doc.${doc}` as MessageKey);
  const agreeLabel = (doc: DignifiDoc) =>
    doc === 'terms' && state === 'CA'
      ? m('lenders.cfss.agree.termsPlural')
      : m(`lenders.cfss.agree.${doc}` as MessageKey);

  return (
    <ReviewPage appCode={APP_TYPE} goTo={goTo} editTo="about-you" lead={m('review.lead')}>
      <div className="agreement-list">
        {DIGNIFI_DOCS.map((doc) => (
          <div key={doc}>
            <Checkbox
              checked={agreed[doc]}
              name={`CFSS_AGREE_${doc.toUpperCase().replace('-', '_')}`}
              {...gate.box(doc)}
              // Ticking opens the disclosure; it is agreed there (lenders §2 "An agreement checkbox opens a
              // disclosure modal").
              onChange={(checked) =>
                checked ? setOpen(doc) : setAgreed((prev) => ({ ...prev, [doc]: false }))
              }
            >
              {agreeLabel(doc)}
            </Checkbox>
            <button type="button" className="link-button" onClick={() => setOpen(doc)}>
              {m('lenders.cfss.read', { document: docTitle(doc) })}
            </button>
          </div>
        ))}
      </div>
      {/* Enabled: pressed before all three are agreed, each box left says so. */}
      <ConsentedSubmit
        consentText={consentText}
        label={submitLabel}
        onPress={() => gate.press(() => submission.submit({ kind: 'application', consentText }))}
      />
      <TermsDialog
        open={open !== null}
        title={open ? docTitle(open) : ''}
        document={{ appType: APP_TYPE, template: open ?? 'terms', state }}
        src={disclosure.src}
        html={disclosure.html}
        loading={disclosure.loading}
        // Lenders §8: the DigniFi variant of 'Retrieval Error' has no phone.
        failure={disclosure.failed ? 'retrieval' : undefined}
        onClose={() => setOpen(null)}
        onAgree={() => {
          if (open) setAgreed((prev) => ({ ...prev, [open]: true }));
          setOpen(null);
        }}
      />
      <HeldAlertDialog alert={submission.error} onClose={submission.dismissError} />
    </ReviewPage>
  );
}
