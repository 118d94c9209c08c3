import { randomBytes } from 'node:crypto';
import { digitsOf } from '../../decision-rule.js';
import { BoundedMap } from '../../state/bounded-map.js';

/**
 * What AFF keeps about an approved application after its decision (lenders §4 "AFF approval, finalize,
 * e-sign, funding"): the limit, the SSN's last four (the finalize check), and the contract the finalize
 * creates, its e-sign envelope and the funding. The sandbox plays AFF's servers, so this lives here and
 * never in our database.
 */
export interface AffAccount {
  applicationId: string;
  creditLimit: number;
  ssnLast4: string;
  payFrequency: 'W' | 'B' | 'T' | 'M';
  nextPayday: string | undefined;
  residentState: string;
  /** Last four of the bank account and first six / last four of the debit card on file (funding targets). */
  accountLast4: string;
  cardFirst6: string;
  cardLast4: string;
  billingZip: string;
  contract?: AffContract;
  /** Fundings made for this application (a test reads it: a retried funding must not fund twice). */
  fundings?: number;
}

export type ContractStatus = 'SIGNREADY' | 'SIGNCOMP' | 'FUNDED' | 'CANCELLED';

export interface AffContract {
  repairOrderId: string;
  envelopeId: string;
  amount: number;
  estimate: FinanceEstimate;
  status: ContractStatus;
  signedAt?: string;
  funding?: AffFunding;
}

export interface AffFunding {
  /** lenders §9 fundingType '1' virtual card (default), '2' bank account, '3' credit card. */
  fundtype: '1' | '2' | '3';
  fundingId: string;
  idempotencyKey: string;
  fundedAt: string;
}

/** lenders §3 "Finance estimate", plus the product and, for a lease, its total cost and early buyout. */
export interface FinanceEstimate {
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
  productType: 'loan' | 'lease';
  leaseTotalCost?: string;
  earlyBuyout?: string;
}

/** lenders §9 "AFF legal text: APR 39% to 180%, lengths 6 to 24 months": the sandbox quotes 12 months. */
export const AFF_TERM_MONTHS = 12;
export const AFF_LOAN_APR = 89.99;
/** Sandbox rule: AFF offers its lease-purchase payment plan instead of a loan to residents of these states. */
export const AFF_LEASE_STATES: readonly string[] = ['NJ', 'WI', 'MN', 'VT'];
/** lenders §5: finance amount at least $300 and at most the approved limit. */
export const AFF_MIN_AMOUNT = 300;
/** A recipient view (signing URL) works once and for this long (DocuSign: minutes). */
export const SIGNING_URL_TTL_MS = 5 * 60_000;

const PERIODS: Record<AffAccount['payFrequency'], { perYear: number; days: number; label: string }> = {
  W: { perYear: 52, days: 7, label: 'Weekly' },
  B: { perYear: 26, days: 14, label: 'Bi-Weekly' },
  T: { perYear: 24, days: 15, label: 'Twice Monthly' },
  M: { perYear: 12, days: 30, label: 'Monthly' },
};

const money = (cents: number) => (cents / 100).toFixed(2);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Level payments on the declining balance at the quoted APR (a loan), or a lease whose total cost is the
 * same payments and whose early buyout is the amount plus 10 % (lenders §9 "90-day interest rebate").
 * The last payment absorbs the rounding so the payments add up to the total.
 */
export function financeEstimate(account: AffAccount, amount: number, today: Date): FinanceEstimate {
  const period = PERIODS[account.payFrequency];
  const n = Math.round((period.perYear * AFF_TERM_MONTHS) / 12);
  const rate = AFF_LOAN_APR / 100 / period.perYear;
  const principalCents = Math.round(amount * 100);
  const payment = Math.round((principalCents * rate) / (1 - Math.pow(1 + rate, -n)));
  let balance = principalCents;
  for (let i = 0; i < n - 1; i++) balance = Math.round(balance * (1 + rate)) - payment;
  const finalPayment = Math.round(balance * (1 + rate));
  const total = payment * (n - 1) + finalPayment;
  const next = account.nextPayday ? new Date(`${account.nextPayday}T12:00:00Z`) : undefined;
  const first =
    next && next.getTime() > today.getTime() ? next : new Date(today.getTime() + period.days * 86_400_000);
  const last = new Date(first.getTime() + (n - 1) * period.days * 86_400_000);
  const lease = AFF_LEASE_STATES.includes(account.residentState);
  return {
    acctApproval: money(principalCents),
    acctApprovalPay: money(payment),
    acctApprovalPayTotal: money(total),
    acctApprovalPayFreq: period.label,
    acctApprovalTerm: String(AFF_TERM_MONTHS),
    acctApprovalApr: AFF_LOAN_APR.toFixed(2),
    acctApprovalFirstPayDue: isoDate(first),
    iTotalPayments: n,
    iMainPayments: n - 1,
    iMainPaymentsAmount: money(payment),
    sMainPaymentDate: isoDate(first),
    fOriginationFee: '0.00',
    iFinalPayment: 1,
    iFinalPaymentAmount: money(finalPayment),
    sFinalPaymentDate: isoDate(last),
    productType: lease ? 'lease' : 'loan',
    ...(lease ? { leaseTotalCost: money(total), earlyBuyout: money(Math.round(principalCents * 1.1)) } : {}),
  };
}

/** A Luhn-valid 16-digit virtual Visa number, stable per funding (the sandbox keeps no card numbers). */
export function virtualCardNumber(fundingId: string): string {
  const body = `4${digitsOf(`AMFF|card|${fundingId}`, 14)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function virtualCardCvv(fundingId: string): string {
  return digitsOf(`AMFF|cvv|${fundingId}`, 3);
}

export function virtualCardExpiry(fundedAt: string): string {
  const d = new Date(fundedAt);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String((d.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

interface SigningView {
  applicationId: string;
  envelopeId: string;
  returnUrl: string;
  expiresAt: number;
  /** Set when the page was opened: the URL is spent, the form nonce signs once. */
  openedWith?: string;
}

/** AFF's side of approved applications and their one-time signing URLs. */
export class AffContracts {
  private readonly accounts = new BoundedMap<string, AffAccount>(10_000);
  private readonly views = new BoundedMap<string, SigningView>(10_000);
  private readonly fundingKeys = new BoundedMap<string, string>(10_000);
  private readonly repairOrders = new BoundedMap<string, string>(10_000);

  remember(account: AffAccount): void {
    this.accounts.set(account.applicationId, account);
  }

  account(applicationId: string): AffAccount | undefined {
    return this.accounts.get(applicationId);
  }

  /** A finalized contract's account by the repair order number the app shows (tests count fundings). */
  byRepairOrder(repairOrderId: string): AffAccount | undefined {
    const id = this.repairOrders.get(repairOrderId);
    return id === undefined ? undefined : this.accounts.get(id);
  }

  noteRepairOrder(repairOrderId: string, applicationId: string): void {
    this.repairOrders.set(repairOrderId, applicationId);
  }

  /** A recipient view: a random token in the URL, valid once and for SIGNING_URL_TTL_MS. */
  createView(applicationId: string, envelopeId: string, returnUrl: string, now: number): string {
    const token = randomBytes(24).toString('base64url');
    this.views.set(token, { applicationId, envelopeId, returnUrl, expiresAt: now + SIGNING_URL_TTL_MS });
    return token;
  }

  /** Opens the view once; a second opening or a late one answers undefined with the return URL to go to. */
  openView(
    token: string,
    now: number,
  ): { view: SigningView; nonce: string } | { spent: SigningView | undefined } {
    const view = this.views.get(token);
    if (!view || view.openedWith !== undefined || view.expiresAt < now) return { spent: view };
    view.openedWith = randomBytes(18).toString('base64url');
    return { view, nonce: view.openedWith };
  }

  /** The signing form's nonce, good once, for the view that printed it. */
  takeSignature(token: string, nonce: string, now: number): SigningView | undefined {
    const view = this.views.get(token);
    if (!view || view.openedWith === undefined || view.openedWith !== nonce) return undefined;
    // Generous against the page being read for a while, but not for ever.
    if (view.expiresAt + 30 * 60_000 < now) return undefined;
    // Spent, but kept: opening it again sends the frame back to the return URL (DocuSign's ttl_expired).
    view.openedWith = '';
    return view;
  }

  /** Funding by Idempotency-Key: the same key answers the first funding (a retry after a crash). */
  fundingFor(key: string): string | undefined {
    return this.fundingKeys.get(key);
  }

  recordFundingKey(key: string, applicationId: string): void {
    this.fundingKeys.set(key, applicationId);
  }
}

/** One AFF for the whole sandbox process; application ids are random, so several sandboxes share it safely. */
export const affContracts = new AffContracts();
