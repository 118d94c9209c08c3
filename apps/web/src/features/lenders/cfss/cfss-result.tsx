// DigniFi (CFSS) result (lenders §4 "Result screen": DigniFi). Approval with next steps and the promo; the
// decline 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.'; the lender is named as a bank, Member FDIC.
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

function BankFootnote({ bank }: { bank: string | undefined }) {
  const m = useMessages();
  return <p className="legal">{m('results.cfss.bank', { bank: bank ?? m('results.cfss.defaultBank') })}</p>;
}

export function CfssResult({ result, nextApp, onNext }: ResultViewProps) {
  const m = useMessages();
  const bank = text(result.lender) !== 'CFSS' ? text(result.lender) : undefined;
  const reference = text(result.confirmationnumber);
  switch (determineResult(result)) {
    case 'approved':
    case 'approved-in-store': {
      const amount = text(result.creditlimit);
      return (
        <ResultLayout heading={m('results.approvedHeading')}>
          <p>{m('results.cfss.approvedLead')}</p>
          <ResultFigure
            label={m('results.approvedAmount')}
            amount={amount ? formatWholeDollars(amount) : undefined}
          />
          <p>{m('results.promo.CFSS')}</p>
          <h2>{m('results.cfss.nextStepsHeading')}</h2>
          <ol className="steps-list">
            <li>{m('results.cfss.step1')}</li>
            <li>{m('results.cfss.step2')}</li>
            <li>{m('results.cfss.step3')}</li>
          </ol>
          <ReferenceNumber value={reference} />
          <ApprovedFinish showPhone={false} />
          <BankFootnote bank={bank} />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.cfss.declinedHeading')}>
          <p>{m('results.cfss.declinedText')}</p>
          <ReferenceNumber value={reference} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
          <BankFootnote bank={bank} />
        </ResultLayout>
      );
    case 'referred':
      return <ReferredView code="CFSS" result={result} />;
    default:
      return <UnknownResultView />;
  }
}
