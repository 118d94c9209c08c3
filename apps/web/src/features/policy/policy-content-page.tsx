import { useEffect, useState } from 'react';
import { documentLocale, useMessages, type MessageKey } from '../../i18n/messages';
import { Page } from '../../components/ui/page';
import { Checkbox } from '../../components/ui/checkbox';
import { useAgreementGate } from '../../components/ui/agreement-gate';
import { api } from '../../lib/api-client';
import { useLocale } from '../../i18n/language';
import { useJourneyStore } from '../../stores/journey-store';
import type { StepProps } from '../../lib/step-props';
import { PolicyDocumentDialog, type PolicyDocument } from './policy-document-dialog';

type Disclosure = { state: 'loading' } | { state: 'loaded'; text: string } | { state: 'failed' };

/** The documents the agreement covers, beside the disclosure shown in full (spec §2 screen 5, decision 189). */
const POLICY_LINKS = [
  ['privacy', 'documents.privacy'],
  ['terms', 'documents.terms'],
  ['sms', 'documents.sms'],
  ['esign', 'documents.esign'],
] as const satisfies ReadonlyArray<readonly [PolicyDocument, MessageKey]>;

/** Policy content ('Confidently Apply for Financing', spec §2 screen 5, §4 "Policy"). */
export function PolicyContentPage({ goNext }: StepProps) {
  const m = useMessages();
  const [journey, dispatch] = useJourneyStore();
  const [agreed, setAgreed] = useState(journey.policyAgreed);
  // The disclosure is read again when the language changes.
  const locale = useLocale();
  const [disclosure, setDisclosure] = useState<Disclosure>({ state: 'loading' });
  const [document, setDocument] = useState<PolicyDocument | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<string>('/api/consumer-data-share-disclosure.txt', {
        // Our document in the language on screen; English keeps its plain address (decision 232).
        query: { locale: documentLocale() },
        responseType: 'text',
        signal: controller.signal,
      })
      .then((text) => setDisclosure({ state: 'loaded', text }))
      .catch(() => {
        if (!controller.signal.aborted) setDisclosure({ state: 'failed' });
      });
    return () => controller.abort();
  }, [locale]);

  const failed = disclosure.state === 'failed';
  const gate = useAgreementGate(['policy'], () => agreed);
  const onStart = () => {
    dispatch({ type: 'agreePolicy' });
    goNext();
  };

  return (
    <Page title={m('title.policy')} heading={m('policy.heading')} lead={m('policy.lead')}>
      {journey.shop ? (
        <p className="shop-chip">{m('policy.shopChosen', { name: journey.shop.name })}</p>
      ) : null}
      {/* Spec §2 item 1 reads "without a link code"; a consumer who chose a shop in the search starts with the
          Get Started button below, so texting APPLY is offered only with neither (decision 212). */}
      {journey.linkCode || journey.shop ? null : (
        <div className="panel panel-info">
          <p>{m('policy.textInstruction', { shortCode: m('policy.shortCode') })}</p>
          <p className="fine-print">{m('policy.rates')}</p>
        </div>
      )}
      <div
        className="terms-box"
        role="region"
        aria-label={m('policy.disclosureLabel')}
        tabIndex={0}
        aria-busy={disclosure.state === 'loading'}
      >
        {disclosure.state === 'loading' ? <p>{m('common.loading')}</p> : null}
        {disclosure.state === 'loaded'
          ? disclosure.text.split(/\n{2,}/).map((para, i) => <p key={i}>{para}</p>)
          : null}
        {failed ? (
          <p className="error-text" role="alert">
            {m('policy.loadError')}
          </p>
        ) : null}
      </div>
      <p className="document-links">
        <span>{m('documents.readLabel')}</span>
        {POLICY_LINKS.map(([doc, title]) => (
          <button key={doc} type="button" className="link-button" onClick={() => setDocument(doc)}>
            {m(title)}
          </button>
        ))}
      </p>
      <Checkbox
        checked={agreed}
        onChange={setAgreed}
        disabled={failed}
        name="PRIVACY_TERMS_AGREED"
        {...gate.box('policy')}
      >
        {m('policy.agree')}
      </Checkbox>
      <button
        type="button"
        className="button button-primary button-block"
        // Spec §8: 'Error' and disabled when the disclosure failed (its message says why); while it loads the
        // box above says 'Loading…'. Unticked, the button says so at the box.
        disabled={failed || disclosure.state === 'loading'}
        onClick={() => gate.press(onStart)}
      >
        {failed ? m('policy.error') : m('policy.getStarted')}
      </button>
      <PolicyDocumentDialog document={document} onClose={() => setDocument(null)} />
    </Page>
  );
}
