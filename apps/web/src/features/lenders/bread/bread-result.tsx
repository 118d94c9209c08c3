// Bread result (lenders §1: Bread exists only as a result screen). Approval with the limit and the way to
// the counter; a decline with the next lender, as the other lenders' results.
import { useMessages } from '../../../i18n/messages';
import { determineResult, formatWholeDollars } from '../../../lib/domain';
import { ApprovedFinish } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultFigure, ResultLayout } from '../shared/result-layout';
import { text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { UnknownResultView } from '../shared/application-error-view';
import { ReferredView } from '../shared/referred-view';

export function BreadResult({ result, nextApp, onNext }: ResultViewProps) {
  const m = useMessages();
  const reference = text(result.confirmationnumber);
  switch (determineResult(result)) {
    case 'approved':
    case 'approved-in-store': {
      const limit = text(result.creditlimit);
      return (
        <ResultLayout heading={m('results.approvedHeading')}>
          <p>{m('results.bread.approvedLead')}</p>
          <ResultFigure
            label={m('results.creditLimit')}
            amount={limit ? formatWholeDollars(limit) : undefined}
          />
          <ReferenceNumber value={reference} />
          <ApprovedFinish />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.declinedPlain')}>
          <p>{m('results.bread.declinedText')}</p>
          <ReferenceNumber value={reference} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </ResultLayout>
      );
    case 'referred':
      return <ReferredView code="BREAD" result={result} />;
    default:
      return <UnknownResultView />;
  }
}
