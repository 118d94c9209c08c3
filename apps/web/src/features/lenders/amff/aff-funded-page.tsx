// AFF funded (lenders §4 AFF step 5-6; §2 "Virtual card result"): 'You Are Funded! Next Step Contact Your
// Shop' with the shop, a text for the way the money went, and for a virtual card the checkout instructions,
// the card (its details fetched from AFF when shown, never stored), 'CLICK TO CHANGE MY FUNDING', the ACH and
// four-day notes and the zip warning. Cancelling (after a confirmation) cancels the contract at AFF, sets the
// sign status back to 0 and returns to finalize. No virtual card: an error screen with AFF's phone number.
import { useEffect, useState } from 'react';
import { FactList } from '../shared/fact-list';
import { ConfirmDialog, Dialog, HeldAlertDialog } from '../../../components/ui/dialog';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { Page } from '../../../components/ui/page';
import { useMessages } from '../../../i18n/messages';
import type { StepProps } from '../../../lib/step-props';
import { CallLenderButton } from '../shared/call-lender-button';
import { JourneyCreditChecks } from '../shared/credit-checks';
import { fetchApplication } from '../shared/lender-api';
import { ShopDetails } from '../shared/shop-details';
import {
  cancelFunding,
  fetchAccountStatus,
  fetchSignedAgreement,
  fetchVirtualCard,
  type FundedCard,
} from './aff-funding-api';
import { dollars } from './loan-details';
import { cancellationError, type AffAlert } from './aff-errors';
import { useAffApplication } from './use-aff-application';
import { CallableText } from '../../../components/ui/callable-text';

/** 16 digits as the associate types them: 4 groups of 4. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export function AffFundedPage({ goTo }: StepProps) {
  const m = useMessages();
  const { application, journey, phone } = useAffApplication();
  const details = application?.fundedDetails ?? null;
  const virtual = details?.fundtype === '1';
  const id = application?.applicationKeyId;
  const [card, setCard] = useState<FundedCard>();
  const [cardFailed, setCardFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [alert, setAlert] = useState<AffAlert>();

  useEffect(() => {
    if (!virtual || id === undefined) return;
    let live = true;
    fetchVirtualCard(id).then(
      (answer) => live && setCard(answer),
      async () => {
        // The shop may have cancelled the funding from its console (decision 200): the server's copy then
        // has no signature, and the applicant goes back to choosing an amount, as after their own cancel.
        const current = await fetchApplication(id).catch(() => undefined);
        if (!live) return;
        if (current && current.signedFlag === '0' && !current.fundedDetails) goTo('aff-finalize');
        else setCardFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [virtual, id, goTo]);

  // lenders §7 "Account status": what AFF has financed, asked when the page is shown.
  const [financed, setFinanced] = useState<string>();
  const [statusFailed, setStatusFailed] = useState(false);
  useEffect(() => {
    if (!details || id === undefined) return;
    let live = true;
    fetchAccountStatus(id).then(
      (answer) => {
        const amount = answer.result?.currentFinancedAmount;
        if (!live) return;
        if (amount) setFinanced(amount);
        else setStatusFailed(true);
      },
      () => live && setStatusFailed(true),
    );
    return () => {
      live = false;
    };
  }, [details, id]);

  // The consumer's copy of the agreement they signed, fetched from AFF when asked.
  const [agreement, setAgreement] = useState<string>();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [agreementFailed, setAgreementFailed] = useState(false);
  const openAgreement = () => {
    if (id === undefined) return;
    setAgreementFailed(false);
    if (agreement !== undefined) {
      setAgreementOpen(true);
      return;
    }
    fetchSignedAgreement(id).then(
      (answer) => {
        setAgreement(sanitizeHtml(answer.html));
        setAgreementOpen(true);
      },
      () => setAgreementFailed(true),
    );
  };
  const agreementPart = (
    <div className="review-section">
      <h2>{m('aff.funded.agreement')}</h2>
      <button type="button" className="button button-secondary button-block" onClick={openAgreement}>
        {m('aff.funded.agreementOpen')}
      </button>
      {agreementFailed ? <p role="alert">{m('aff.funded.agreementFailed', { phone })}</p> : null}
      <Dialog
        open={agreementOpen}
        title={m('aff.funded.agreement')}
        onClose={() => setAgreementOpen(false)}
        wide
        actions={
          <>
            <a
              className="button button-secondary"
              href={`data:text/html;charset=utf-8,${encodeURIComponent(agreement ?? '')}`}
              download="american-first-finance-agreement.html"
            >
              {m('aff.funded.agreementSave')}
            </a>
            <button
              type="button"
              className="button button-primary"
              data-autofocus
              onClick={() => setAgreementOpen(false)}
            >
              {m('common.close')}
            </button>
          </>
        }
      >
        <div
          className="terms-frame"
          tabIndex={0}
          role="region"
          aria-label={m('aff.funded.agreement')}
          // Sanitised with DOMPurify above (lenders §8).
          dangerouslySetInnerHTML={{ __html: agreement ?? '' }}
        />
      </Dialog>
    </div>
  );

  const cancel = async () => {
    setConfirming(false);
    if (id === undefined) return;
    setCancelling(true);
    try {
      const answer = await cancelFunding(id);
      if (!answer.success) throw new Error('not cancelled');
      setCard(undefined);
      // Only navigate: finalize reads the application afresh. Saving the unfunded copy here would make this
      // page unreachable while the navigation is still pending, and the route would send the applicant to
      // the first incomplete page instead of back to finalize.
      goTo('aff-finalize');
    } catch (error) {
      setAlert(cancellationError(m, error));
    } finally {
      setCancelling(false);
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirming}
        title={m('aff.funded.confirmTitle')}
        message={m('aff.funded.confirmText')}
        confirmLabel={m('aff.funded.confirmYes')}
        cancelLabel={m('aff.funded.confirmNo')}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
      <HeldAlertDialog alert={alert} onClose={() => setAlert(undefined)} />
    </>
  );
  const changeButton = (label: string) => (
    <button
      type="button"
      className="button button-secondary button-block"
      disabled={cancelling}
      onClick={() => setConfirming(true)}
    >
      {cancelling ? m('aff.funded.cancelling') : label}
    </button>
  );

  if (!details || (virtual && cardFailed)) {
    return (
      <Page title={m('title.result')} heading={m('aff.funded.noCardHeading')}>
        <p role="alert">
          <CallableText text={m('aff.funded.noCard', { phone })} />
        </p>
        <CallLenderButton phone={phone} />
        {details ? changeButton(m('aff.funded.cancel')) : null}
        {dialogs}
      </Page>
    );
  }

  return (
    <Page title={m('title.result')} heading={m('aff.funded.heading')}>
      <ShopDetails shop={journey.shop} />
      {financed ? (
        <dl className="data-list panel">
          <div>
            <dt>{m('aff.funded.financed')}</dt>
            <dd>{dollars(financed)}</dd>
          </div>
        </dl>
      ) : null}
      {statusFailed ? <p className="notice">{m('aff.error.accountStatus')}</p> : null}
      {virtual ? (
        <>
          <p>{m('aff.funded.card')}</p>
          <section className="panel" aria-labelledby="aff-checkout-heading">
            <h2 id="aff-checkout-heading">{m('aff.funded.checkoutHeading')}</h2>
            <p>{m('aff.funded.checkoutShow')}</p>
            <p>{m('aff.funded.checkoutZip')}</p>
          </section>
          {card ? (
            <>
              {card.cardimage ? (
                <img
                  className="virtual-card-image"
                  src={`data:image/svg+xml;base64,${card.cardimage}`}
                  alt={m('aff.funded.cardImage', { last4: card.last4 })}
                />
              ) : null}
              <FactList
                facts={[
                  { label: m('aff.funded.cardNumber'), value: grouped(card.cardNumber ?? '') },
                  { label: m('aff.funded.expiration'), value: card.cardExpiration },
                  { label: m('aff.funded.cvv'), value: card.cardCvv },
                  { label: m('aff.funded.zip'), value: card.billzipcode },
                ]}
              />
            </>
          ) : (
            <p role="status">{m('common.loading')}</p>
          )}
          {changeButton(m('aff.funded.changeFunding'))}
          <p>{m('aff.funded.limitedUse')}</p>
          <p>{m('aff.funded.ach')}</p>
          <p>{m('aff.funded.fourDays')}</p>
          <p className="notice" role="note">
            {m('aff.funded.zipWarning')}
          </p>
        </>
      ) : (
        <>
          <p>
            {details.fundtype === '2'
              ? m('aff.funded.bank', { masked: `****${details.last4}` })
              : m('aff.funded.creditCard', {
                  masked: `${details.first6 ?? ''}******${details.last4}`,
                })}
          </p>
          {changeButton(m('aff.funded.cancel'))}
        </>
      )}
      {agreementPart}
      {/* Every result screen has the record of the credit checks (decision 190). */}
      <JourneyCreditChecks shopKeyId={journey.shop ? String(journey.shop.keyId) : undefined} />
      {dialogs}
    </Page>
  );
}
