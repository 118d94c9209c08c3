import { useRef, useState } from 'react';
import { useMessages, type MessageKey } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Checkbox } from '../../components/ui/checkbox';
import { AlertDialog, Dialog } from '../../components/ui/dialog';
import { ProcessingScreen } from '../../components/ui/processing-screen';
import type { StepProps } from '../../app/step-props';
import { useJourneyStore } from '../../stores/journey-store';
import { ApiError, errorText } from '../../lib/api-client';
import {
  currentAppCode,
  effectiveRequirementsFor,
  PAGE_FIELDS,
  tierFor,
  type AppCode,
  type FieldName,
} from '../../lib/domain';
import { displayValue, labelOf } from '../../lib/display-value';
import { newIdempotencyKey, submitApplication } from './submit-application';

const APP_TYPE = 'CFNA';

const SECTIONS: { title: MessageKey; pageId: string }[] = [
  { title: 'review.section.aboutYou', pageId: 'about-you' },
  { title: 'review.section.residence', pageId: 'resident' },
  { title: 'review.section.income', pageId: 'financial' },
];

const HIDDEN = /^CONFIRM_/;

/** CFNA 'Application Review' (lenders §2 "Review and submission pages", §4 "Submission pages"). */
export function CfnaReviewPage({ goNext, goTo }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  // One key per submit attempt; reused only when the last attempt never got an answer (network failure),
  // because the server may have received it (GUIDE "idempotency keys").
  const attemptKey = useRef<string | null>(null);

  const requirements = effectiveRequirementsFor(currentAppCode(journey) ?? APP_TYPE, journey.values);
  const stateOf = (n: FieldName) => requirements[n] ?? 'NOT_REQUESTED';
  const pageFields = PAGE_FIELDS as Record<string, readonly FieldName[]>;

  const submit = async () => {
    if (!journey.consumerId || !journey.shop) {
      setFailure(m('review.noConsumer'));
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const appData: Record<string, string> = {};
      for (const [name, value] of Object.entries(journey.values)) {
        if (value !== '' && stateOf(name as FieldName) !== 'NOT_REQUESTED') appData[name] = value;
      }
      const response = await submitApplication({
        tier: tierFor(APP_TYPE, journey.appList as AppCode[]),
        appType: APP_TYPE,
        consumerId: journey.consumerId,
        storeKeyId: String(journey.shop.keyId),
        appData,
        selectedApps: journey.selectedApps.length ? journey.selectedApps : [APP_TYPE],
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      if (!response.applicationKeyId) throw new ApiError(m('review.unknownSubmitError'), 200);
      dispatch({ type: 'applicationSaved', appCode: APP_TYPE, application: response.application });
      goNext();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) attemptKey.current = null;
      setSubmitting(false);
      setFailure(errorText(error));
    }
  };

  if (submitting) return <ProcessingScreen />;

  return (
    <Page title={m('title.applicationReview')} heading={m('review.heading')} lead={m('review.lead')}>
      {SECTIONS.map(({ title, pageId }) => {
        const fields = (pageFields[pageId] ?? []).filter(
          (n) => stateOf(n) !== 'NOT_REQUESTED' && !HIDDEN.test(n) && journey.values[n],
        );
        const section = m(title);
        return (
          <section key={pageId} className="review-section" aria-labelledby={`review-${pageId}`}>
            <div className="review-section-header">
              <h2 id={`review-${pageId}`}>{section}</h2>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => goTo(pageId, { returnHere: true })}
                aria-label={m('review.editSection', { section })}
              >
                {m('common.edit')}
              </button>
            </div>
            <dl className="data-list">
              {fields.map((n) => (
                <div key={n}>
                  <dt>{labelOf(n)}</dt>
                  <dd>{displayValue(n, journey.values[n])}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <p>
        <button type="button" className="link-button" onClick={() => setTermsOpen(true)}>
          {m('review.openTerms')}
        </button>
      </p>
      <Checkbox checked={agreed} onChange={setAgreed} name="TERMS_ACCEPTED">
        {m('review.terms')}
      </Checkbox>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={!agreed || submitting}
        onClick={() => void submit()}
      >
        {m('review.submit')}
      </button>
      <Dialog
        open={termsOpen}
        title={m('review.termsTitle')}
        onClose={() => setTermsOpen(false)}
        actions={
          <button type="button" className="button button-primary" onClick={() => setTermsOpen(false)}>
            {m('common.close')}
          </button>
        }
      >
        <p>{m('review.termsBody')}</p>
      </Dialog>
      <AlertDialog
        open={failure !== undefined}
        title={m('review.errorTitle')}
        message={failure ?? ''}
        onClose={() => setFailure(undefined)}
      />
    </Page>
  );
}
