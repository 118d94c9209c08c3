import type { FastifyPluginAsync } from 'fastify';
import { digitsOf, otherSsnRule, type RuleOutcome } from '../decision-rule.js';
import type { SandboxState } from '../sandbox-state.js';
import type { LenderCosts } from './offer-terms.js';
import type { ApplicationAnswer, PrequalAnswer, PrequalResultFields, SubmitRequest } from '../lender-api.js';

/** What a lender's result builder gets for one request. */
export interface LenderContext {
  code: string;
  request: SubmitRequest;
  /** The applicant's SSN, digits only. */
  ssn: string;
  /** Stable per lender + Idempotency-Key, so a replay shows the same number. */
  reference: string;
  /** This sandbox's own origin (`http://127.0.0.1:3001`), for document links inside answers. */
  origin: string;
  now: Date;
}

export type ApplicationBuild = Omit<ApplicationAnswer, 'applicationId'>;
export type PrequalBuild = Omit<PrequalAnswer, 'applicationId'>;

/**
 * One lender's sandbox (GUIDE 9: one folder per lender). The decision tables are data, exported so the
 * README and the server's tests can name the test SSNs instead of copying them.
 */
export interface SandboxLender {
  readonly code: string;
  readonly name: string;
  /** Test SSN → application outcome (lenders §4 "Training and demo mode"). */
  readonly applicationSsns: Readonly<Record<string, string>>;
  /** Test SSN → prequal outcome; only lenders that prequalify (lenders §4 "Submission pages"). */
  readonly prequalSsns?: Readonly<Record<string, string>>;
  /** What any other SSN gets, in one sentence for the README. */
  readonly otherSsns: string;
  application(context: LenderContext): ApplicationBuild;
  prequal?(context: LenderContext): PrequalBuild;
  /**
   * The costs it publishes (its rates-and-fees document and every offer's `offerTerms`); Versatile's depend on
   * the provider that gives the credit. Undefined for a provider it does not know.
   */
  costs(provider?: string): LenderCosts | undefined;
  /** Told each new application answer with its id (a lender that funds after signing keeps approved ones). */
  decided?(applicationId: string, context: LenderContext, answer: ApplicationBuild): void;
  /**
   * The lender's own HTTP API beyond submit and status (documents, hosted forms, after-approval steps). The
   * sandbox registers it at its root: the plugin names its own paths, under /lenders/<code>/ for the server's
   * calls and anywhere else the lender's browser side needs (a widget's SDK under a path of its own).
   */
  readonly routes?: FastifyPluginAsync<SandboxRouteOptions>;
}

/** What a lender's own routes are given: the sandbox's shared state and settings. */
export interface SandboxRouteOptions {
  /** The test controls' behaviours and counts, which apply to a lender's own calls as to a submit. */
  state: SandboxState;
  /** The app's origin: the only page allowed to frame a lender's pages and receive their messages. */
  appOrigin: string;
  now: () => Date;
  /** The test controls (/sandbox/…) are served; a lender may add its own beside them. */
  controls: boolean;
  /** How long a lender's hosted form takes to decide once sent; undefined keeps the lender's own pace. */
  hostedFormDecisionMs?: number | undefined;
}

/** The test SSN's outcome, else the documented rule's outcome read through the lender's own outcomes. */
export function decide<T extends string>(
  table: Readonly<Record<string, T>>,
  context: LenderContext,
  maxLimit: number,
  fromRule: Readonly<Record<RuleOutcome, T>>,
): { outcome: T; creditLimit: number | undefined; fromTable: boolean } {
  const listed = table[context.ssn];
  if (listed !== undefined) return { outcome: listed, creditLimit: undefined, fromTable: true };
  const rule = otherSsnRule(context.code, context.ssn, context.request.appData, maxLimit);
  return { outcome: fromRule[rule.outcome], creditLimit: rule.creditLimit, fromTable: false };
}

/**
 * Offer numbers of a prequalification. Derived from lender + SSN, not stored, so the application that
 * accepts the offer (quickScreen orderId / historyId) is checked by recomputing them, and a sandbox restart
 * between offer and acceptance does not lose the offer.
 */
export function offerNumbers(
  code: string,
  ssn: string,
): { orderid: string; historyid: string; offerid: string } {
  return {
    orderid: digitsOf(`${code}|order|${ssn}`, 10),
    historyid: digitsOf(`${code}|history|${ssn}`, 10),
    offerid: digitsOf(`${code}|offer|${ssn}`, 8),
  };
}

/** The quick screen accepts this applicant's own offer. */
export function acceptsOwnOffer(context: LenderContext): boolean {
  const quick = context.request.quickScreen;
  if (!quick || quick.quickScreenAccept !== '1') return false;
  const offer = offerNumbers(context.code, context.ssn);
  return quick.orderId === offer.orderid && quick.historyId === offer.historyid;
}

/** A card or account number of one repeated digit (lenders §4 "Test card numbers are repeated digits"). */
export function repeatedDigits(digit: string, length: number): string {
  return digit.repeat(length);
}

export function prequalFields(
  accepted: boolean,
  extras: Omit<PrequalResultFields, 'accepted' | 'declined'> = {},
): PrequalResultFields {
  return { accepted: accepted ? '1' : '0', declined: accepted ? '0' : '1', ...extras };
}

/** The documented rule's outcomes read as they are, by a lender that refers. */
export const REFER_AS_REFERRAL = { approve: 'approve', refer: 'refer', decline: 'decline' } as const;

/** The documented rule read by a lender with no referral: its 'refer' is a decline. */
export const REFER_AS_DECLINE = { approve: 'approve', refer: 'decline', decline: 'decline' } as const;

/** The documented rule read by a lender whose referral is a pending decision. */
export const REFER_AS_PENDING = { approve: 'approve', refer: 'pending', decline: 'decline' } as const;

/** A prequal rule that qualifies on the documented rule's approve only. */
export const PREQUAL_ON_APPROVE = {
  approve: 'prequalified',
  refer: 'not-qualified',
  decline: 'not-qualified',
} as const;

/** A prequal rule that qualifies on the documented rule's approve and refer (AFF, EasyPay). */
export const PREQUAL_ON_APPROVE_OR_REFER = {
  approve: 'prequalified',
  refer: 'prequalified',
  decline: 'not-qualified',
} as const;

/**
 * The plain prequal answer (AFF, EasyPay, Concora): the test SSN's or the rule's outcome, an offer with its
 * limit and offer numbers, or a 'not qualified' that still carries them (lenders §3 "Prequal result").
 */
export function plainPrequal(
  context: LenderContext,
  lender: {
    table: Readonly<Record<string, 'prequalified' | 'not-qualified'>>;
    maxLimit: number;
    sampleLimit: number;
    fromRule: Readonly<Record<RuleOutcome, 'prequalified' | 'not-qualified'>>;
  },
): PrequalBuild {
  const { outcome, creditLimit } = decide(lender.table, context, lender.maxLimit, lender.fromRule);
  const { orderid, historyid } = offerNumbers(context.code, context.ssn);
  if (outcome === 'prequalified') {
    const limit = String(creditLimit ?? lender.sampleLimit);
    return {
      status: 'q',
      result: { prequalResult: prequalFields(true, { creditlimit: limit, orderid, historyid }) },
    };
  }
  return { status: 'n', result: { prequalResult: prequalFields(false, { orderid, historyid }) } };
}
