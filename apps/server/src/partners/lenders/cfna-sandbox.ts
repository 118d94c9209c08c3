import type { LenderAdapter, LenderDecision, LenderSubmission } from './lender-adapter.js';
import { sandboxDelay } from './sandbox-delay.js';

/** Test SSNs (lenders §4 "Training and demo mode"). */
export const CFNA_TEST_SSNS = { approve: '111111111', decline: '222222222', refer: '333333333' } as const;

const REFERRAL_PHONE = '18005558201';
const CARD_ART = {
  filename: 'cfna-card.png',
  filenamefilled: 'cfna-card-filled.png',
  line1: 'CFNA Credit Card',
  line2: 'Auto & Tire',
};

/** FNV-1a 32-bit: a simple, stable hash so the same application always gets the same sandbox decision. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function digits(value: string | undefined): number {
  const n = Number((value ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** Annual gross income from whichever income field the application carries. */
export function annualIncome(appData: Readonly<Record<string, string>>): number {
  if (appData.ANNUAL_GROSS_INCOME) return Math.floor(digits(appData.ANNUAL_GROSS_INCOME));
  if (appData.MONTHLY_GROSS_INCOME) return Math.floor(digits(appData.MONTHLY_GROSS_INCOME) * 12);
  if (appData.MONTHLY_NET_INCOME) return Math.floor((digits(appData.MONTHLY_NET_INCOME) * 12) / 0.78);
  return 0;
}

/**
 * Sandbox decision for any SSN that is not a test SSN. Deterministic from the application:
 *   income = annual gross income (monthly × 12 if only monthly is given)
 *   h      = FNV-1a(SSN + DOB + income) mod 100
 *   income < 9,600                 → decline (spec's minimum monthly gross $800)
 *   9,600 ≤ income < 30,000        → approve if h < 40, refer if h < 60, else decline
 *   30,000 ≤ income < 60,000       → approve if h < 70, refer if h < 85, else decline
 *   income ≥ 60,000                → approve if h < 90, else refer
 * Credit limit on approval: 5 % of income rounded down to $100, between $300 and $4,500 (CFNA promo limit).
 */
export function sandboxOutcome(appData: Readonly<Record<string, string>>): {
  outcome: 'approve' | 'refer' | 'decline';
  creditLimit: number;
} {
  const income = annualIncome(appData);
  const h = fnv1a(`${appData.SSN ?? ''}|${appData.DOB ?? ''}|${income}`) % 100;
  const creditLimit = Math.min(4500, Math.max(300, Math.floor((income * 0.05) / 100) * 100));
  let outcome: 'approve' | 'refer' | 'decline';
  if (income < 9600) outcome = 'decline';
  else if (income < 30000) outcome = h < 40 ? 'approve' : h < 60 ? 'refer' : 'decline';
  else if (income < 60000) outcome = h < 70 ? 'approve' : h < 85 ? 'refer' : 'decline';
  else outcome = h < 90 ? 'approve' : 'refer';
  return { outcome, creditLimit };
}

function referenceNumber(submission: LenderSubmission): string {
  return `CF${String(fnv1a(submission.idempotencyKey) % 1_000_000_000).padStart(9, '0')}`;
}

/**
 * CFNA sandbox (TEST_MODE LOCAL and training mode). Texts follow lenders §4 "Result screen (RESULT)" CFNA.
 * Repeating an idempotency key gives the same answer because the answer is a pure function of the request.
 */
export class CfnaSandboxAdapter implements LenderAdapter {
  readonly appCode = 'CFNA';

  constructor(private readonly delay: { minMs: number; maxMs: number }) {}

  async submitApplication(submission: LenderSubmission, signal: AbortSignal): Promise<LenderDecision> {
    await sandboxDelay(this.delay.minMs, this.delay.maxMs, signal);
    const ssn = submission.appData.SSN ?? '';
    const reference = referenceNumber(submission);
    let outcome: 'approve' | 'refer' | 'decline';
    let creditLimit = 2500;
    if (ssn === CFNA_TEST_SSNS.approve) outcome = 'approve';
    else if (ssn === CFNA_TEST_SSNS.refer) outcome = 'refer';
    else if (ssn === CFNA_TEST_SSNS.decline) outcome = 'decline';
    else ({ outcome, creditLimit } = sandboxOutcome(submission.appData));

    if (outcome === 'approve') {
      return {
        status: 'a',
        cardArt: CARD_ART,
        result: {
          accepted: '1',
          declined: '0',
          referral: '0',
          pendingappflag: '0',
          status: 'approved',
          applicationDecision: 'APPROVED',
          creditlimit: String(creditLimit),
          // Sandbox card numbers are repeated digits (lenders §4 "Test card numbers are repeated digits").
          cardnumber: '6035325555555555',
          confirmationnumber: reference,
          accountonfile: '0',
          lender: 'CFNA',
          customermessage: 'Congratulations! Your CFNA credit card application has been approved.',
        },
      };
    }
    if (outcome === 'refer') {
      return {
        status: 'p',
        result: {
          accepted: '0',
          declined: '0',
          referral: '1',
          pendingappflag: '1',
          status: 'referred',
          applicationDecision: 'REFERRED',
          referralphone: REFERRAL_PHONE,
          confirmationnumber: reference,
          lender: 'CFNA',
          customermessage:
            'Your application needs a few more details before a decision. Please call CFNA at 1-800-555-8201 and give your Reference Number.',
        },
      };
    }
    return {
      status: 'd',
      result: {
        accepted: '0',
        declined: '1',
        referral: '0',
        pendingappflag: '0',
        status: 'declined',
        applicationDecision: 'DECLINED',
        confirmationnumber: reference,
        declinereason: 'DECLINED:D01:CALL CUSTOMER SERVICE NEEDS INVESTIGATION',
        lender: 'CFNA',
        customermessage:
          "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
      },
    };
  }
}
