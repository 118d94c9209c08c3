// AFF (American First Finance) result (lenders §4 "AFF result" and AFF item 9; §9 letter within 30 days).
// Approval: 'Congrats! You're Approved Up To $X!' and Continue to the finalize pages (onContinue). Pending
// Decision for a referral or pending flag (identity verification). A decline with errors could not be
// submitted: the reason, 'Edit Application' (onEditApplication) and a prompt to contact AFF. A decline
// without errors: the letter of explanation within 30 days and the next lender.
import { useMessages } from '../../../i18n/messages';
import {
  determineResult,
  formatWholeDollars,
  isSet,
  offerTermsOf,
  type LenderResult,
} from '../../../lib/domain';
import { CallLenderButton } from '../shared/call-lender-button';
import { AmountCalculator } from './amount-calculator';
import { StartOverButton } from '../shared/finish-buttons';
import { DeclineWayOn } from '../shared/financing-still-possible';
import { ReferenceNumber } from '../shared/reference-number';
import { ResultLayout } from '../shared/result-layout';
import { CostSummary } from '../shared/cost-summary';
import { lenderPhone, noticeDays, text } from '../shared/result-values';
import type { ResultViewProps } from '../shared/result-view-props';
import { CallableText } from '../../../components/ui/callable-text';

export interface AmffResultProps extends ResultViewProps {
  /** 'Continue' on the approval: on to the AFF finalize page (lenders §4 AFF step 1). */
  onContinue: () => void;
  /** 'Edit Application' on a decline with errors: removes the AFF result and goes to about-you (item 9). */
  onEditApplication: () => void;
  /** The shop cancelled the funding since the last signing: the approval is told with what happens next. */
  fundingCancelledByShop?: boolean;
}

/**
 * The shop cancelled AFF's funding and nothing was signed or funded since (the journey's events, decision
 * 140): a returning customer is told so instead of only reading the approval again.
 */
export function fundingCancelledByShop(
  events: readonly { actor: string; type: string; appCode: string | null }[] | undefined,
): boolean {
  const last = (events ?? [])
    .filter((e) => e.appCode === 'AMFF' && ['signed', 'funded', 'funding-cancelled'].includes(e.type))
    .at(-1);
  return last?.type === 'funding-cancelled' && last.actor === 'staff';
}

/** The lender reported errors with the data (an AFF data decline is a validation error, lenders §8). */
function hasErrors(result: LenderResult): boolean {
  const { errors } = result;
  if (Array.isArray(errors)) return errors.length > 0;
  if (errors && typeof errors === 'object') return Object.keys(errors).length > 0;
  return isSet(errors);
}

export function AmffResult({
  application,
  result,
  nextApp,
  onNext,
  onContinue,
  onEditApplication,
  fundingCancelledByShop: cancelledByShop = false,
}: AmffResultProps) {
  const m = useMessages();
  const phone = lenderPhone('AMFF', result);
  const kind = determineResult(result);
  const reference = text(result.confirmationnumber);

  if (kind === 'approved') {
    // The approved limit; the prequal sample limit stands in when the application carries none.
    const limit = text(result.creditlimit) ?? text(result.prequalResult?.creditlimit);
    const calculable = Boolean(limit && application?.applicationKeyId);
    const heading = limit
      ? m('results.amff.approvedHeading', { amount: formatWholeDollars(limit) })
      : m('results.approvedHeading');
    return (
      <ResultLayout heading={heading}>
        {cancelledByShop ? (
          <p className="notice" role="note">
            {m('results.amff.fundingCancelledByShop')}
          </p>
        ) : null}
        <p>{m('results.amff.approvedLead')}</p>
        {/* AFF gives its APR and length as ranges with its approval (lenders §9); the payment follows from the
            amount chosen in the calculator below, and the loan details show the exact APR, term and payments
            before signing. */}
        <CostSummary
          appCode="AMFF"
          terms={offerTermsOf(result)}
          figures={{ payment: calculable ? m('results.amff.paymentAfterAmount') : undefined }}
        />
        <ReferenceNumber value={reference} />
        {calculable ? (
          <AmountCalculator
            applicationId={String(application?.applicationKeyId)}
            creditLimit={Number(limit)}
            phone={phone}
          />
        ) : null}
        <button type="button" className="button button-primary button-block" onClick={onContinue}>
          {m('common.continue')}
        </button>
      </ResultLayout>
    );
  }
  if (kind === 'referred' || kind === 'approved-in-store' || isSet(result.pending)) {
    return (
      <ResultLayout heading={m('results.amff.pendingHeading')}>
        <p>
          <CallableText text={m('results.amff.pendingText', { phone })} />
        </p>
        <CallLenderButton phone={phone} />
        <ReferenceNumber value={reference} />
      </ResultLayout>
    );
  }
  if (hasErrors(result)) {
    return (
      <ResultLayout heading={m('results.amff.notSubmittedHeading')}>
        <p role="alert">
          {m('results.amff.reason', {
            reason: text(result.customermessage) ?? m('results.amff.defaultReason'),
          })}
        </p>
        <button type="button" className="button button-primary button-block" onClick={onEditApplication}>
          {m('results.amff.editApplication')}
        </button>
        <p>
          <CallableText text={m('results.amff.contact', { phone })} />
        </p>
        <CallLenderButton phone={phone} />
      </ResultLayout>
    );
  }
  if (kind === 'declined') {
    return (
      <ResultLayout heading={m('results.declinedPlain')}>
        <p>{m('results.amff.declinedLetter', noticeDays('AMFF'))}</p>
        <ReferenceNumber value={reference} />
        <DeclineWayOn nextApp={nextApp} onNext={onNext} />
      </ResultLayout>
    );
  }
  return (
    <ResultLayout heading={m('results.heading')}>
      <p>{m('results.unknown')}</p>
      <StartOverButton />
    </ResultLayout>
  );
}
