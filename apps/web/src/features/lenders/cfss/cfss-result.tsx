// DigniFi (CFSS) result (lenders §4 "Result screen": DigniFi). Approval with next steps and the promo; the
// decline 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.'; the lender is named as a bank, Member FDIC:
// the bank DigniFi names in its result's `legal` field, the one its own disclosures name (decision 225).
import { useMessages } from '../../../i18n/messages';
import { determineResult, formatWholeDollars, offerTermsOf } from '../../../lib/domain';
import { ApprovedFinish } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { CostSummary } from '../shared/cost-summary';
import { LenderNotes } from '../shared/lender-notes';
import { ResultFigure, ResultLayout } from '../shared/result-layout';
import { text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { UnknownResultView } from '../shared/application-error-view';
import { ReferredView } from '../shared/referred-view';

function BankFootnote({ bank }: { bank: string | undefined }) {
  const m = useMessages();
  return (
    <LenderNotes appCode="CFSS">
      <p className="legal">{m('results.cfss.bank', { bank: bank ?? m('results.cfss.defaultBank') })}</p>
    </LenderNotes>
  );
}

export function CfssResult({ result, nextApp, onNext }: ResultViewProps) {
  const m = useMessages();
  // `lender` names DigniFi itself, never the bank that makes the loan; only `legal` does.
  const bank = text(result.legal);
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
          <CostSummary appCode="CFSS" terms={offerTermsOf(result)} />
          <h2>{m('results.cfss.nextStepsHeading')}</h2>
          <ol className="steps-list">
            <li>{m('results.cfss.step1')}</li>
            <li>{m('results.cfss.step2')}</li>
            <li>{m('results.cfss.step3')}</li>
          </ol>
          <ReferenceNumber value={reference} />
          <BankFootnote bank={bank} />
          <ApprovedFinish showPhone={false} />
        </ResultLayout>
      );
    }
    case 'declined':
      return (
        <ResultLayout heading={m('results.cfss.declinedHeading')}>
          <p>{m('results.cfss.declinedText')}</p>
          <ReferenceNumber value={reference} />
          <BankFootnote bank={bank} />
          <DeclineWayOn nextApp={nextApp} onNext={onNext} />
        </ResultLayout>
      );
    case 'referred':
      return <ReferredView code="CFSS" result={result} />;
    default:
      return <UnknownResultView />;
  }
}
