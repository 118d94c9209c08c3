// GNES (Concora) result (lenders §4 "Result screen": GNES). Accepted: 'CONGRATULATIONS! YOU'RE APPROVED',
// the credit limit, the account number grouped 3-3-rest, a card image and the shop's details; otherwise
// 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' An offer the consumer turned down says so instead. The
// prescreen opt-out line shows on each.
import { useMessages } from '../../../i18n/messages';
import { DECLINED_OFFER, determineResult, formatWholeDollars, offerTermsOf } from '../../../lib/domain';
import { formatGnesAccountNumber } from '@ttapply/domain/lenders/gnes';
import { CardArt } from '../shared/card-art';
import { ApprovedFinish } from '../shared/finish-buttons';
import { CostSummary } from '../shared/cost-summary';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ResultFacts, ResultLayout } from '../shared/result-layout';
import { ShopDetails } from '../shared/shop-details';
import { text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { CallableText } from '../../../components/ui/callable-text';

export function GnesResult({ result, nextApp, onNext, shop }: ResultViewProps) {
  const m = useMessages();
  const prescreen = (
    <p className="legal">
      <CallableText text={m('results.gnes.prescreen')} />
    </p>
  );
  if (determineResult(result) === 'approved') {
    const raw = text(result.accountnumber) ?? text(result.cardnumber);
    const account = raw ? formatGnesAccountNumber(raw) : undefined;
    const limit = text(result.creditlimit);
    return (
      <ResultLayout heading={m('results.gnes.approvedHeading')}>
        <p>{m('results.gnes.approvedLead', { shop: shop?.name ?? m('results.yourShop') })}</p>
        <CardArt cardNumber={account} shopName={shop?.name} label={m('lender.GNES.name')} brand="Concora" />
        <ResultFacts
          rows={[
            [m('results.creditLimit'), limit ? formatWholeDollars(limit) : undefined],
            [m('results.accountNumber'), account],
          ]}
        />
        <CostSummary appCode="GNES" terms={offerTermsOf(result)} accountOpen />
        <ShopDetails shop={shop} />
        <ApprovedFinish />
        {prescreen}
      </ResultLayout>
    );
  }
  // The consumer turned the offer down ('No Thanks', decision 110): nobody declined them, no letter comes.
  if (result.declined === DECLINED_OFFER) {
    return (
      <ResultLayout heading={m('results.gnes.refusedHeading')}>
        <p>{m('results.gnes.refusedText')}</p>
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        {prescreen}
      </ResultLayout>
    );
  }
  return (
    <ResultLayout heading={m('results.gnes.declinedHeading')}>
      <p>{m('results.gnes.declinedText')}</p>
      <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      {prescreen}
    </ResultLayout>
  );
}
