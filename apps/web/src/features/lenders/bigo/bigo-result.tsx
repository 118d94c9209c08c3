// Big O result (lenders §1: "Big O variants exist only as result screens"): the screen of the BIGO code, the
// Big O Tires Credit Card application (docs/decisions/135). A store card's result as the Goodyear one: the
// card with its number by the domain's result rule, the limit in whole dollars (§9), the reference; a decline
// offers the next lender; a referral gives the number to call.
import { useMessages } from '../../../i18n/messages';
import { determineResult, formatCardNumberForResult, formatWholeDollars } from '../../../lib/domain';
import { CardArt } from '../shared/card-art';
import { ApprovedFinish } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultFacts, ResultLayout } from '../shared/result-layout';
import { text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { UnknownResultView } from '../shared/application-error-view';
import { ReferredView } from '../shared/referred-view';

export function BigOResult({ result, nextApp, onNext, shop }: ResultViewProps) {
  const m = useMessages();
  const reference = text(result.confirmationnumber);
  switch (determineResult(result)) {
    case 'approved':
    case 'approved-in-store': {
      const raw = text(result.cardnumber);
      const card = raw ? formatCardNumberForResult(raw) : undefined;
      const rawLimit = text(result.creditlimit);
      return (
        <ResultLayout heading={m('results.approvedHeading')}>
          <p>{m('results.bigo.approvedLead', { shop: shop?.name ?? m('results.yourShop') })}</p>
          <CardArt
            cardNumber={card}
            shopName={shop?.name}
            label={m('lender.BIGO.name')}
            brand="Big O Tires"
          />
          <ResultFacts
            rows={[
              [m('results.creditLimit'), rawLimit ? formatWholeDollars(rawLimit) : undefined],
              [m('results.cardNumber'), card],
            ]}
          />
          <ReferenceNumber value={reference} />
          <ApprovedFinish />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.declinedPlain')}>
          <p>{m('results.bigo.declinedText')}</p>
          <ReferenceNumber value={reference} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </ResultLayout>
      );
    case 'referred':
      return <ReferredView code="BIGO" result={result} />;
    default:
      return <UnknownResultView />;
  }
}
