// AFF loan details and e-sign (lenders §4 AFF steps 2-5): the cost in plain words, how to receive the money,
// AFF's consent to electronic records and signatures (E-SIGN §7001(c)), 'Confirm and Sign';
// then AFF's signing page in a frame. While nothing is signed the page says what to do (no disabled
// 'Signing...' button before anything is signed); 'Funding...' once signed. The application is polled each
// second (lenders §9) and only our server, asking AFF, moves the status. In training 'SIGN DOCUMENTS' signs
// through AFF's simulated signing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { HeldAlertDialog } from '../../../components/ui/dialog';
import { Checkbox } from '../../../components/ui/checkbox';
import { ApiError } from '../../../lib/api-client';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { fetchAffTerms } from './aff-terms-api';
import { Page } from '../../../components/ui/page';
import { useMessages } from '../../../i18n/messages';
import type { FundingType } from '../../../lib/api-types';
import { modeFromPath, paths } from '../../../lib/routes';
import type { StepProps } from '../../../lib/step-props';
import { useClientConfig } from '../../../lib/client-config';
import { fetchApplication } from '../shared/lender-api';
import { checkSignStatus, createSigningUrl, fund, simulateSigning } from './aff-funding-api';
import { fundingError, serviceError, type AffAlert } from './aff-errors';
import { EsignFrame } from './esign-frame';
import { LoanDetails } from './loan-details';
import { useAffApplication } from './use-aff-application';
import { DemoToolbarAction } from '../../training/demo-toolbar';

export function AffEsignPage({ goNext }: StepProps) {
  const m = useMessages();
  const mode = modeFromPath(useLocation().pathname);
  const { application, save, phone, training, journey } = useAffApplication();
  const [fundingType, setFundingType] = useState<FundingType>('1');
  const [url, setUrl] = useState<string>();
  const [ended, setEnded] = useState(false);
  const { pollIntervalMs } = useClientConfig();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AffAlert>();
  const funding = useRef(false);
  const id = application?.applicationKeyId;
  const signedFlag = application?.signedFlag ?? '0';

  // AFF's own consent to electronic records, read and agreed before its signing page opens.
  const shopKeyId = journey.shop?.keyId;
  const mobile = journey.values.MOBILE_PHONE;
  // The server records the agreement with the version shown (decision 293) and signs only after it.
  const [consent, setConsent] = useState<{ html?: string; version?: string; failed?: boolean }>({});
  const [consentAgreed, setConsentAgreed] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [consentReads, setConsentReads] = useState(0);
  useEffect(() => {
    if (shopKeyId === undefined) return;
    let live = true;
    fetchAffTerms(String(shopKeyId), mobile).then(
      (answer) => {
        if (!live) return;
        const html = sanitizeHtml(answer.esign ?? '');
        const version = answer.esignVersion;
        setConsent(html.trim() && version ? { html, version } : { failed: true });
      },
      () => live && setConsent({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [shopKeyId, mobile, consentReads]);

  const open = async () => {
    if (id === undefined) return;
    if (!consentAgreed) {
      setConsentMissing(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await createSigningUrl(id, fundingType, consent.version);
      save(answer.application);
      setEnded(false);
      setUrl(answer.url);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.esignConsent) {
        // The server has no agreement to this text (AFF changed it): read it again and agree again.
        setConsentAgreed(false);
        setConsentMissing(true);
        setConsent({});
        setConsentReads((reads) => reads + 1);
      } else {
        setAlert(serviceError(m));
      }
    } finally {
      setBusy(false);
    }
  };

  const ask = useCallback(async () => {
    if (id === undefined) return;
    try {
      save((await checkSignStatus(id)).application);
    } catch {
      // The poll below keeps asking.
    }
  }, [id, save]);

  // Signed: fund (the server's job may already have; one funding either way), then on to the funded page.
  useEffect(() => {
    if (id === undefined || signedFlag !== '1' || funding.current) return;
    funding.current = true;
    fund(id).then(
      (answer) => save(answer.application),
      (error: unknown) => {
        funding.current = false;
        setAlert(fundingError(m, error, phone));
      },
    );
  }, [id, signedFlag, save, m, phone]);

  useEffect(() => {
    if (signedFlag === '2') goNext();
  }, [signedFlag, goNext]);

  // While the frame is open, the application each second: the durable job may have learnt the signature.
  useEffect(() => {
    if (id === undefined || !url || signedFlag === '2') return;
    const timer = window.setInterval(() => {
      fetchApplication(id).then(save, () => undefined);
    }, pollIntervalMs);
    return () => window.clearInterval(timer);
  }, [id, url, signedFlag, save, pollIntervalMs]);

  if (!application?.affLoan) return <Navigate to={paths.step(mode, 'aff-finalize')} replace />;
  const loan = application.affLoan;

  return (
    <Page
      title={m('title.affFinalize')}
      heading={
        url
          ? m('aff.esign.heading')
          : m(loan.estimate.productType === 'lease' ? 'aff.loan.leaseHeading' : 'aff.loan.heading')
      }
      lead={url ? m('aff.esign.lead') : undefined}
      wide={Boolean(url)}
    >
      {url ? (
        <>
          {ended && signedFlag === '0' ? (
            <div className="panel">
              <p role="status">{m('aff.esign.ended')}</p>
              <button
                type="button"
                className="button button-secondary button-block"
                onClick={() => void open()}
              >
                {m('aff.esign.reopen')}
              </button>
            </div>
          ) : (
            <EsignFrame
              key={url}
              url={url}
              onReturned={(event) => {
                // The event only picks the words shown while our server asks AFF; it decides nothing.
                if (event !== 'signing_complete') setEnded(true);
                void ask();
              }}
            />
          )}
          {signedFlag === '0' ? (
            <p role="status">{m('aff.esign.waiting')}</p>
          ) : (
            <p className="loading-line" role="status">
              <span className="spinner" aria-hidden="true" /> {m('aff.esign.funding')}
            </p>
          )}
          {training && signedFlag === '0' ? (
            // lenders §2: SIGN DOCUMENTS is a demo toolbar action, shown in the layout's toolbar.
            <DemoToolbarAction>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  if (id === undefined) return;
                  simulateSigning(id).then(
                    (answer) => save(answer.application),
                    () => setAlert(serviceError(m)),
                  );
                }}
              >
                {m('aff.esign.signDocuments')}
              </button>
            </DemoToolbarAction>
          ) : null}
        </>
      ) : (
        <>
          <LoanDetails estimate={loan.estimate} amount={loan.amount} />
          <fieldset className="fieldset">
            <legend>{m('aff.funding.legend')}</legend>
            {loan.fundingOptions.map((option) => (
              <label key={option.fundingType} className="choice">
                <input
                  type="radio"
                  name="fundingType"
                  value={option.fundingType}
                  checked={fundingType === option.fundingType}
                  onChange={() => setFundingType(option.fundingType)}
                />{' '}
                {m(`aff.funding.${option.fundingType}`, { masked: option.masked })}
              </label>
            ))}
          </fieldset>
          <div className="review-section">
            <h2>{m('aff.esign.consentHeading')}</h2>
            {consent.html ? (
              <>
                <div
                  className="terms-frame"
                  tabIndex={0}
                  role="region"
                  aria-label={m('aff.esign.consentHeading')}
                  // Sanitised with DOMPurify above (lenders §8).
                  dangerouslySetInnerHTML={{ __html: consent.html }}
                />
                <Checkbox
                  checked={consentAgreed}
                  name="AFF_ESIGN_CONSENT"
                  onChange={(checked) => {
                    setConsentAgreed(checked);
                    if (checked) setConsentMissing(false);
                  }}
                >
                  {m('aff.esign.consentAgree')}
                </Checkbox>
                {consentMissing ? (
                  <p className="field-error" role="alert">
                    {m('aff.esign.consentNeeded')}
                  </p>
                ) : null}
              </>
            ) : consent.failed ? (
              <p role="alert">{m('aff.esign.consentFailed', { phone })}</p>
            ) : (
              <p className="loading-line" role="status">
                <span className="spinner" aria-hidden="true" /> {m('aff.esign.consentLoading')}
              </p>
            )}
          </div>
          <button
            type="button"
            className="button button-primary button-block"
            disabled={busy || !consent.html}
            onClick={() => void open()}
          >
            {m('aff.esign.confirm')}
          </button>
        </>
      )}
      <HeldAlertDialog alert={alert} onClose={() => setAlert(undefined)} />
    </Page>
  );
}
