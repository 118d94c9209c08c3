/**
 * AFF's payment estimate for an approved application (lenders §3 "Finance estimate", §7 "Estimate payments"):
 * a simple-interest instalment plan within AFF's published range (lenders §9: APR 39% to 180%, 6 to 24
 * months). The sandbox uses bi-weekly payments, 12 months for amounts up to $1,000 and 18 above, at 99.99%
 * APR, and no origination fee; the final payment absorbs the rounding.
 */
export interface AmffEstimate {
  acctApproval: string;
  acctApprovalPay: string;
  acctApprovalPayTotal: string;
  acctApprovalPayFreq: string;
  acctApprovalTerm: string;
  acctApprovalApr: string;
  acctApprovalFirstPayDue: string;
  iTotalPayments: number;
  iMainPayments: number;
  iMainPaymentsAmount: string;
  sMainPaymentDate: string;
  fOriginationFee: string;
  iFinalPayment: number;
  iFinalPaymentAmount: string;
  sFinalPaymentDate: string;
}

export const AMFF_ESTIMATE_APR = 99.99;
const PERIODS_PER_YEAR = 26;
const DAY_MS = 86_400_000;

/** Dollars with cents, as AFF writes amounts. */
export const money = (cents: number) => (cents / 100).toFixed(2);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function amffEstimate(amount: number, creditLimit: number, now: Date): AmffEstimate {
  const termMonths = amount <= 1000 ? 12 : 18;
  const payments = Math.round((termMonths * PERIODS_PER_YEAR) / 12);
  const rate = AMFF_ESTIMATE_APR / 100 / PERIODS_PER_YEAR;
  const principalCents = Math.round(amount * 100);
  const paymentCents = Math.ceil((principalCents * rate) / (1 - (1 + rate) ** -payments));
  // Amortise to find what the last payment must be so the balance ends at zero.
  let balance = principalCents;
  for (let i = 0; i < payments - 1; i += 1) {
    balance = balance + Math.round(balance * rate) - paymentCents;
  }
  const finalCents = balance + Math.round(balance * rate);
  const first = new Date(now.getTime() + 14 * DAY_MS);
  const last = new Date(first.getTime() + (payments - 1) * 14 * DAY_MS);
  return {
    acctApproval: money(creditLimit * 100),
    acctApprovalPay: money(paymentCents),
    acctApprovalPayTotal: money(paymentCents * (payments - 1) + finalCents),
    acctApprovalPayFreq: 'Bi-Weekly',
    acctApprovalTerm: String(termMonths),
    acctApprovalApr: AMFF_ESTIMATE_APR.toFixed(2),
    acctApprovalFirstPayDue: isoDate(first),
    iTotalPayments: payments,
    iMainPayments: payments - 1,
    iMainPaymentsAmount: money(paymentCents),
    sMainPaymentDate: isoDate(first),
    fOriginationFee: '0.00',
    iFinalPayment: 1,
    iFinalPaymentAmount: money(finalCents),
    sFinalPaymentDate: isoDate(last),
  };
}
