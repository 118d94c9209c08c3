// EZPY result (lenders §4 "Result screen": EZPY; §9 letter within 10 days). Accepted shows the approval; a
// referral or pending flag '1' or '2' has no instant decision and offers a call; otherwise the decline with
// the next lender. Footnotes name the originating bank and the states where EasyPay administers the loan,
// by the resident state (lenders §9 "Loan disclosure: not available in NY; lender-administered in …"):
// a New York resident gets no loan disclosure, a resident of a lender-administered state is told so.
import { useMessages } from '../../../i18n/messages';
import { determineResult, formatWholeDollars, isSet, offerTermsOf } from '../../../lib/domain';
import { ezpyLoanDisclosure } from '@ttapply/domain/lenders/ezpy';
import { CallLenderButton } from '../shared/call-lender-button';
import { ApprovedFinish } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { CostSummary } from '../shared/cost-summary';
import { LenderNotes } from '../shared/lender-notes';
import { ResultFigure, ResultLayout } from '../shared/result-layout';
import { lenderPhone, noticeDays, text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { CallableText } from '../../../components/ui/callable-text';

function Footnote({ bank, state }: { bank: string | undefined; state: string | undefined }) {
  const m = useMessages();
  const disclosure = ezpyLoanDisclosure(state);
  if (disclosure === 'not-available') return null;
  // Inside EasyPay's own block and before any next lender's offer: after a decline the note must not read as
  // the small print of the DigniFi offer below it (decision 225).
  return (
    <LenderNotes appCode="EZPY">
      <p className="legal">{m('results.ezpy.footnote', { bank: bank ?? m('results.ezpy.defaultBank') })}</p>
      {disclosure === 'lender-administered' ? (
        <p className="legal">{m('results.ezpy.administered', { state: (state ?? '').toUpperCase() })}</p>
      ) : null}
    </LenderNotes>
  );
}

export function EzpyResult({ result, nextApp, onNext, values }: ResultViewProps) {
  const m = useMessages();
  // The originating bank: EasyPay's `legal` field (lenders §3 result fields), else the lender field when it
  // names someone other than EasyPay itself.
  const lender = text(result.lender);
  const bank =
    text(result.legal) ?? (lender && lender !== 'EZPY' && !/easypay/i.test(lender) ? lender : undefined);
  const state = values.STATE;
  const reference = text(result.confirmationnumber);
  const kind = determineResult(result);

  if (kind === 'approved') {
    const amount = text(result.creditlimit);
    return (
      <ResultLayout heading={m('results.approvedHeading')}>
        <p>{m('results.ezpy.approvedLead')}</p>
        <ResultFigure
          label={m('results.approvedAmount')}
          amount={amount ? formatWholeDollars(amount) : undefined}
        />
        <CostSummary appCode="EZPY" terms={offerTermsOf(result)} />
        <ReferenceNumber value={reference} />
        <p>{m('results.ezpy.nextSteps')}</p>
        <Footnote bank={bank} state={state} />
        <ApprovedFinish showPhone={false} />
      </ResultLayout>
    );
  }
  if (
    isSet(result.referral) ||
    result.pendingappflag === '1' ||
    result.pendingappflag === '2' ||
    kind === 'referred' ||
    kind === 'approved-in-store'
  ) {
    const phone = lenderPhone('EZPY', result);
    return (
      <ResultLayout heading={m('results.ezpy.referredHeading')}>
        <p>
          <CallableText text={m('results.ezpy.referredText', { phone })} />
        </p>
        <CallLenderButton phone={phone} />
        <ReferenceNumber value={reference} />
        <Footnote bank={bank} state={state} />
      </ResultLayout>
    );
  }
  return (
    <ResultLayout heading={m('results.declinedPlain')}>
      <p>{m('results.ezpy.declinedLetter', noticeDays('EZPY'))}</p>
      <ReferenceNumber value={reference} />
      <Footnote bank={bank} state={state} />
      <DeclineWayOn nextApp={nextApp} onNext={onNext} />
    </ResultLayout>
  );
}
