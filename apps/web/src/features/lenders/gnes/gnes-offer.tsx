// The Concora offer (lenders §2 "Offer page (GNES and similar)", "GNES terms"): the terms in a scrolling
// frame, the Consent to Electronic Communications overlay ('Agree', then 'Already Agreed'), Download, Print
// (hidden on mobile) and Email, the text before accept, 'Accept Offer' and 'No Thanks' with its 'Are you
// sure?' confirmation.
import { useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Page } from '../../../components/ui/page';
import { AlertDialog, ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { isMobileDevice } from '../../../lib/platform';
import { formatWholeDollars, type OfferTerms } from '../../../lib/domain';
import { useTermsEmail } from '../shared/terms-dialog';
import { CONSENT_LINE_ID, CreditCheckConsentLine } from '../shared/credit-check-consent';
import { CostSummary } from '../shared/cost-summary';
import { downloadGnesPdf, useGnesTerms } from './gnes-disclosures';

export interface GnesOfferProps {
  lenderName: string;
  /** The GNES prequal application: its id names the offer's disclosures. */
  applicationId: string | number;
  creditLimit: string | undefined;
  /** The APR, fees and limit Concora gave with its offer, shown next to 'Accept Offer'. */
  terms: OfferTerms | undefined;
  consentText: string;
  onAccept: () => void;
  onDecline: () => void;
}

export function GnesOffer(props: GnesOfferProps) {
  const m = useMessages();
  const terms = useGnesTerms(props.applicationId);
  const emailer = useTermsEmail({ appType: 'GNES', template: 'terms' });
  const [consentOpen, setConsentOpen] = useState(false);
  const [consentAgreed, setConsentAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pdfFailed, setPdfFailed] = useState(false);
  const frameLabel = m('lenders.gnes.termsFrame', { lender: props.lenderName });

  const download = async () => {
    if (!(await downloadGnesPdf(terms.pdf))) setPdfFailed(true);
  };

  return (
    <Page
      title={m('lenders.gnes.title')}
      heading={m('lenders.gnes.offerHeading')}
      lead={m('lenders.gnes.offerLead', { lender: props.lenderName })}
    >
      {props.creditLimit ? (
        <dl className="data-list panel">
          <div>
            <dt>{m('lenders.gnes.creditLimit')}</dt>
            <dd className="result-figure">{formatWholeDollars(props.creditLimit)}</dd>
          </div>
        </dl>
      ) : null}
      {terms.loading ? (
        <p className="loading-line" role="status">
          <span className="spinner" aria-hidden="true" />
          {m('lenders.terms.loading', { document: frameLabel })}
        </p>
      ) : terms.failed ? (
        <div role="alert">
          <h2>{m('lenders.terms.retrievalTitle')}</h2>
          <p>{m('lenders.terms.unavailable')}</p>
        </div>
      ) : (
        <div
          id="gnes-terms"
          className="terms-frame"
          tabIndex={0}
          role="region"
          aria-label={frameLabel}
          // Decoded and sanitised with DOMPurify in gnes-disclosures.ts (lenders §8).
          dangerouslySetInnerHTML={{ __html: terms.terms }}
        />
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => void download()}>
          {m('lenders.terms.download')}
        </button>
        {!isMobileDevice() ? (
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            {m('lenders.terms.print')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={!emailer.canSend || emailer.sending}
          onClick={() => void emailer.send()}
        >
          {m('lenders.terms.email')}
        </button>
      </div>
      <p>
        <button type="button" className="link-button" onClick={() => setConsentOpen(true)}>
          {m('lenders.gnes.consentOpen')}
        </button>
      </p>
      {/* What the card costs, as Concora gave it with the offer, next to 'Accept Offer' (decision 261). */}
      <CostSummary appCode="GNES" terms={props.terms} />
      <p>{m('lenders.gnes.beforeAccept')}</p>
      {!consentAgreed ? <p className="field-hint">{m('lenders.gnes.consentNeeded')}</p> : null}
      <CreditCheckConsentLine text={props.consentText} />
      <button
        type="button"
        className="button button-primary button-block"
        disabled={!consentAgreed}
        aria-describedby={CONSENT_LINE_ID}
        onClick={props.onAccept}
      >
        {m('lenders.gnes.accept')}
      </button>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => setConfirming(true)}
      >
        {m('lenders.gnes.noThanks')}
      </button>

      <Dialog
        open={consentOpen}
        title={m('lenders.gnes.consentTitle')}
        onClose={() => setConsentOpen(false)}
        wide
        actions={
          <>
            {/* The consent can be read without agreeing (E-SIGN §7001(c)): a phone has no
                Escape key, so Close is always there, and it, not Agree, takes the focus, so the overlay opens
                at its top and nothing is agreed by a stray Enter. */}
            <button
              type="button"
              className="button button-secondary"
              data-autofocus
              onClick={() => setConsentOpen(false)}
            >
              {m('common.close')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={consentAgreed}
              onClick={() => {
                setConsentAgreed(true);
                setConsentOpen(false);
              }}
            >
              {consentAgreed ? m('lenders.gnes.alreadyAgreed') : m('lenders.terms.agree')}
            </button>
          </>
        }
      >
        {terms.consent ? (
          <div className="terms-frame" dangerouslySetInnerHTML={{ __html: terms.consent }} />
        ) : terms.loading ? (
          <p className="loading-line" role="status">
            <span className="spinner" aria-hidden="true" />
            {m('lenders.terms.loading', { document: m('lenders.gnes.consentTitle') })}
          </p>
        ) : (
          <p>{m('lenders.terms.unavailable')}</p>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={m('lenders.gnes.confirmTitle')}
        message={m('lenders.gnes.confirmText')}
        confirmLabel={m('lenders.gnes.yes')}
        cancelLabel={m('lenders.gnes.no')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onDecline();
        }}
      />
      <AlertDialog
        open={pdfFailed}
        title={m('lenders.gnes.pdfErrorTitle')}
        message={m('lenders.gnes.pdfError')}
        onClose={() => setPdfFailed(false)}
      />
      {emailer.noticeDialog}
    </Page>
  );
}
