// The loan (or lease) before signing, in plain words first and then the figures (lenders §4 AFF step 2:
// finance amount, the number and frequency of payments with the normal payment, 1 final payment, first due
// date, APR and term in months; a lease's total cost and early buyout).
import { useMessages } from '../../../i18n/messages';
import type { FinanceEstimate } from '../../../lib/api-types';
import { displayDate } from '../../../lib/display-value';
import { Unbreakable, unbreakableNode } from '../../../components/ui/unbreakable';

/** Dollars and cents as a person reads them: $1,234.56, the US way in every language (decision 230). */
export function dollars(value: string | number): string {
  return `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** `amount` is the finance amount the consumer chose (AFF's acctApproval is the approved amount). */
export function LoanDetails({
  estimate,
  amount: financed,
}: {
  estimate: FinanceEstimate;
  amount: number | string;
}) {
  const m = useMessages();
  const lease = estimate.productType === 'lease';
  const amount = dollars(financed);
  const total = dollars(estimate.acctApprovalPayTotal);
  const cost = dollars(Number(estimate.acctApprovalPayTotal) - Number(financed));
  const rows: Array<[string, string]> = [
    [m('aff.loan.financeAmount'), amount],
    [
      m('aff.loan.payments'),
      `${m('aff.loan.paymentsValue', {
        count: estimate.iMainPayments,
        frequency: estimate.acctApprovalPayFreq.toLowerCase(),
        amount: dollars(estimate.iMainPaymentsAmount),
      })}, ${m('aff.loan.finalPaymentValue', { amount: dollars(estimate.iFinalPaymentAmount) })}`,
    ],
    [m('aff.loan.firstDue'), displayDate(estimate.acctApprovalFirstPayDue)],
    [m('aff.loan.totalOfPayments'), total],
    ...(lease
      ? ([
          [m('aff.loan.leaseTotalCost'), dollars(estimate.leaseTotalCost ?? estimate.acctApprovalPayTotal)],
          [m('aff.loan.earlyBuyout'), dollars(estimate.earlyBuyout ?? financed)],
        ] as Array<[string, string]>)
      : ([[m('aff.loan.apr'), `${estimate.acctApprovalApr}%`]] as Array<[string, string]>)),
    [m('aff.loan.term'), m('aff.loan.termValue', { months: estimate.acctApprovalTerm })],
  ];
  return (
    <section className="panel" aria-labelledby="aff-loan-heading">
      <h2 id="aff-loan-heading">{m(lease ? 'aff.loan.leaseHeading' : 'aff.loan.heading')}</h2>
      <p>
        {unbreakableNode(
          lease
            ? m('aff.loan.plainLease', {
                amount,
                total,
                buyout: dollars(estimate.earlyBuyout ?? financed),
              })
            : m('aff.loan.plain', {
                amount,
                total,
                count: estimate.iTotalPayments,
                months: estimate.acctApprovalTerm,
                cost,
              }),
        )}
      </p>
      <dl className="data-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Unbreakable text={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
