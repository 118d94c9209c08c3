// The AFF approval's amount calculator (lenders §4 "AFF result: Approval (amount calculator)", §7 "Estimate
// payments", §3 "Finance estimate"): a finance amount from $300 to the approved limit (lenders §5, the
// domain's validateFinanceAmount), then AFF's estimate of the payments for it.
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../../i18n/messages';
import { Field } from '../../../components/ui/field';
import { AlertDialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import type { FinanceEstimate } from '../../../lib/api-types';
import { digitsOnly, lenderAmountTexts, validateFinanceAmount } from '../../../lib/domain';
import { displayDate } from '../../../lib/display-value';
import { validationMessage } from '../../../i18n/domain-texts';
import { estimatePayments } from './aff-funding-api';
import { rememberChosenAmount } from './chosen-amount';
import { dollars } from './loan-details';

export function AmountCalculator(props: { applicationId: string; creditLimit: number; phone: string }) {
  const m = useMessages();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [estimate, setEstimate] = useState<FinanceEstimate>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    const message = validateFinanceAmount(amount, props.creditLimit);
    setError(message);
    if (message) return;
    setBusy(true);
    try {
      const { result } = await estimatePayments(props.applicationId, amount);
      setEstimate(result);
      // Finalize starts from this amount instead of asking it again (WCAG 2.2 3.3.7).
      rememberChosenAmount(props.applicationId, amount);
    } catch (cause) {
      // A refused amount comes back with the domain's own text; anything else is the spec's Calculation Error.
      const text =
        cause instanceof ApiError && cause.status === 400
          ? cause.message.replace(/^amount: /, '')
          : undefined;
      if (text) setError(text);
      else setFailed(m('affResult.calculationError', { phone: props.phone }));
      setEstimate(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="aff-calculator" className="review-section">
      <h2 id="aff-calculator">{m('affResult.calculatorHeading')}</h2>
      <form onSubmit={(e) => void calculate(e)} noValidate>
        <Field
          name="FINANCE_AMOUNT"
          label={m('affResult.financeAmount')}
          hint={m('affResult.financeAmountHint', lenderAmountTexts('AMFF'))}
          value={amount}
          onChange={(v) => {
            setAmount(digitsOnly(v).slice(0, 6));
            setEstimate(undefined);
          }}
          inputMode="numeric"
          error={error && validationMessage(error)}
        />
        <button type="submit" className="button button-secondary button-block" disabled={!amount || busy}>
          {busy ? m('affResult.calculating') : m('affResult.calculate')}
        </button>
      </form>
      {estimate ? (
        <dl className="data-list" aria-label={m('affResult.estimateLabel')}>
          <div>
            <dt>{m('affResult.payments')}</dt>
            <dd>
              {m('affResult.paymentsValue', {
                count: String(estimate.iMainPayments),
                frequency: String(estimate.acctApprovalPayFreq),
                amount: dollars(estimate.iMainPaymentsAmount),
              })}
            </dd>
          </div>
          <div>
            <dt>{m('affResult.finalPayment')}</dt>
            <dd>{m('affResult.finalPaymentValue', { amount: dollars(estimate.iFinalPaymentAmount) })}</dd>
          </div>
          <div>
            <dt>{m('affResult.firstPayment')}</dt>
            <dd>{displayDate(String(estimate.acctApprovalFirstPayDue))}</dd>
          </div>
          <div>
            <dt>{m('affResult.apr')}</dt>
            <dd>{`${String(estimate.acctApprovalApr)}%`}</dd>
          </div>
          <div>
            <dt>{m('affResult.term')}</dt>
            <dd>{m('affResult.termValue', { months: String(estimate.acctApprovalTerm) })}</dd>
          </div>
        </dl>
      ) : null}
      <AlertDialog
        open={failed !== undefined}
        title={m('affResult.calculationErrorTitle')}
        message={failed ?? ''}
        onClose={() => setFailed(undefined)}
      />
    </section>
  );
}
