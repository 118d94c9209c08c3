// CFNA result (lenders §4 "Result screen": CFNA). Approval with card art (card number rule of the domain),
// account on file, referral with the phone and optional Reference Number, decline with offers; the promo
// (purchases of $149 and up, limits up to $4,500, no annual fee) goes with the approval.
import { useMessages } from '../../../i18n/messages';
import {
  determineResult,
  formatCardNumberForResult,
  formatWholeDollars,
  offerTermsOf,
} from '../../../lib/domain';
import { CallLenderButton } from '../shared/call-lender-button';
import { CardArt } from '../shared/card-art';
import { CostSummary } from '../shared/cost-summary';
import { ApprovedFinish } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultFacts, ResultLayout } from '../shared/result-layout';
import { lenderPhone, noticeDays, text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { UnknownResultView } from '../shared/application-error-view';
import { CallableText } from '../../../components/ui/callable-text';

function CfnaPromo() {
  const m = useMessages();
  return (
    <ul className="promo-list">
      <li>{m('results.cfna.promo1')}</li>
      <li>{m('results.cfna.promo2')}</li>
      <li>{m('results.cfna.promo3')}</li>
    </ul>
  );
}

export function CfnaResult({ result, nextApp, onNext, shop }: ResultViewProps) {
  const m = useMessages();
  const reference = text(result.confirmationnumber);
  switch (determineResult(result)) {
    case 'approved':
    case 'approved-in-store': {
      if (result.accountonfile === '1') {
        return (
          <ResultLayout heading={m('results.approvedHeading')}>
            <p>{m('results.cfna.accountOnFile')}</p>
            <ReferenceNumber value={reference} />
            <ApprovedFinish />
          </ResultLayout>
        );
      }
      const raw = text(result.cardnumber);
      const card = raw ? formatCardNumberForResult(raw) : undefined;
      const limit = text(result.creditlimit);
      const inStore = result.pendingappflag === '2';
      return (
        <ResultLayout heading={m('results.approvedHeading')}>
          <p>
            {inStore
              ? m('results.approvedInStore')
              : m('results.cfna.approvedLead', { shop: shop?.name ?? m('results.yourShop') })}
          </p>
          <CardArt cardNumber={card} shopName={shop?.name} label={m('lender.CFNA.name')} brand="CFNA" />
          <ResultFacts
            rows={[
              [m('results.creditLimit'), limit ? formatWholeDollars(limit) : undefined],
              [m('results.cardNumber'), card],
            ]}
          />
          <CfnaPromo />
          <CostSummary appCode="CFNA" terms={offerTermsOf(result)} accountOpen />
          <ApprovedFinish />
        </ResultLayout>
      );
    }
    case 'referred': {
      const phone = lenderPhone('CFNA', result);
      return (
        <ResultLayout heading={m('results.cfna.referredHeading')}>
          <p>
            <CallableText text={m('results.cfna.referredText', { phone })} />
          </p>
          <CallLenderButton phone={phone} />
          <ReferenceNumber value={reference} />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.cfna.declinedHeading')}>
          <p>{m('results.cfna.declinedText', noticeDays('CFNA'))}</p>
          <ReferenceNumber value={reference} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </ResultLayout>
      );
    default:
      return <UnknownResultView />;
  }
}
