// Big O result (lenders §1: "Big O variants exist only as result screens"): the screen of the BIGO code, the
// Big O Tires Credit Card application (docs/decisions/135). The shared store card's result with Big O's card,
// its limit and card number, and the reference.
import { useMessages } from '../../../i18n/messages';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultFacts } from '../shared/result-layout';
import type { ResultViewProps } from '../shared/result-view-props';
import { StoreCardResult } from '../shared/store-card-result';

export function BigOResult(props: ResultViewProps) {
  const m = useMessages();
  return (
    <StoreCardResult
      {...props}
      referredCode="BIGO"
      texts={{ approvedLead: 'results.bigo.approvedLead', declinedText: 'results.bigo.declinedText' }}
      cardArt={{ label: 'lender.BIGO.name', brand: 'Big O Tires' }}
      approvalDetails={({ card, limit, reference }) => (
        <>
          <ResultFacts
            rows={[
              [m('results.creditLimit'), limit],
              [m('results.cardNumber'), card],
            ]}
          />
          <ReferenceNumber value={reference} />
        </>
      )}
    />
  );
}
