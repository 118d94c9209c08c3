import { randomBytes } from 'node:crypto';
import { digitsOf } from '../../decision-rule.js';
import { BoundedMap } from '../../state/bounded-map.js';
import { luhnCheckDigit } from './account-checks.js';
import { amffEstimate, money, type AmffEstimate } from './amff-estimate.js';

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
export interface FinanceEstimate extends AmffEstimate {
  productType: 'loan' | 'lease';
  leaseTotalCost?: string;
  earlyBuyout?: string;
}

/** Sandbox rule: AFF offers its lease-purchase payment plan instead of a loan to residents of these states. */
export const AFF_LEASE_STATES: readonly string[] = ['NJ', 'WI', 'MN', 'VT'];
/** lenders §5: finance amount at least $300 and at most the approved limit. */
export const AFF_MIN_AMOUNT = 300;
/** A recipient view (signing URL) works once and for this long (DocuSign: minutes). */
export const SIGNING_URL_TTL_MS = 5 * 60_000;

/**
 * The contract's payments: AFF's one payment arithmetic (amff-estimate.ts, the calculator's too), plus the
 * product; a lease's total cost is the same payments and its early buyout the amount plus 10 % (lenders §9
 * "90-day interest rebate").
 */
export function financeEstimate(account: AffAccount, amount: number, today: Date): FinanceEstimate {
  const plan = amffEstimate(amount, account.creditLimit, today);
  const lease = AFF_LEASE_STATES.includes(account.residentState);
  return {
    ...plan,
    productType: lease ? 'lease' : 'loan',
    ...(lease
      ? { leaseTotalCost: plan.acctApprovalPayTotal, earlyBuyout: money(Math.round(amount * 100 * 1.1)) }
      : {}),
  };
}

/** A Luhn-valid 16-digit virtual Visa number, stable per funding (the sandbox keeps no card numbers). */
export function virtualCardNumber(fundingId: string): string {
  const body = `4${digitsOf(`AMFF|card|${fundingId}`, 14)}`;
  return `${body}${luhnCheckDigit(body)}`;
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
