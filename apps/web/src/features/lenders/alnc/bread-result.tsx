// Bread result (lenders §1: Bread exists only as a result screen). The shared store card's result without a
// card drawn: approval with the limit and the way to the counter; a decline with the next lender, as the
// other lenders' results.
import { useMessages } from '../../../i18n/messages';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultFigure } from '../shared/result-layout';
import type { ResultViewProps } from '../shared/result-view-props';
import { StoreCardResult } from '../shared/store-card-result';

export function BreadResult(props: ResultViewProps) {
  const m = useMessages();
  return (
    <StoreCardResult
      {...props}
      referredCode="BREAD"
      texts={{ approvedLead: 'results.bread.approvedLead', declinedText: 'results.bread.declinedText' }}
      approvalDetails={({ limit, reference }) => (
        <>
          <ResultFigure label={m('results.creditLimit')} amount={limit} />
          <ReferenceNumber value={reference} />
        </>
      )}
    />
  );
}
