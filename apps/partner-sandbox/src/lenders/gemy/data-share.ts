import { randomBytes } from 'node:crypto';
import { digitsOf } from '../../decision-rule.js';
import type { LenderContext } from '../sandbox-lender.js';
import { decide, repeatedDigits, REFER_AS_REFERRAL } from '../sandbox-lender.js';
import { BoundedMap } from '../../state/bounded-map.js';
import { GEMY_APPLICATION_SSNS, GEMY_COSTS, GEMY_MAX_LIMIT, GEMY_SAMPLE_LIMIT } from './decisions.js';
import { limitCents, offerTerms, ratesAndFeesUrl } from '../offer-terms.js';

/**
 * Synchrony's data-share tokens (lenders §3 "GEMY application status", §4 "GEMY embedded form"): the app asks
 * for a token with the phone, the shop's merchant numbers and what it may share; the consumer fills in
 * Synchrony's own form in a frame; the app's server then asks for the status by the token. The browser never
 * carries the decision: only this status answer does.
 */
export type GemyDecision = 'APPROVED' | 'DECLINED' | 'REFERRED' | 'ERROR';

/** What the app may share to prefill the form (never the SSN or date of birth: the form asks for those). */
export interface SharedApplicant {
  firstName?: string;
  lastName?: string;
  email?: string;
  line1?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  /** Only our app's training shares these (a test SSN and the sample applicant's answers), to prefill. */
  dateOfBirth?: string;
  socialSecurity?: string;
  netIncome?: string;
  residenceType?: string;
}

export interface FormAnswers {
  firstName: string;
  middleInitial: string;
  lastName: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
  /** yyyymmdd */
  dateOfBirth: string;
  socialSecurity: string;
  /** Monthly net income, whole dollars. */
  netIncome: string;
  /** Ten digits, or '' when the applicant has no home phone besides the mobile on file. */
  homePhone: string;
  residenceType: string;
}

export interface DataShareRecord {
  token: string;
  phoneNumber: string;
  acctId: string;
  subId: string;
  trackingId: string;
  isPrequal: boolean;
  shared: SharedApplicant;
  issuedAt: number;
  /** ISSUED until the form is completed, then COMPLETED; EXPIRED after the lifetime without completion. */
  completed?: { answers: FormAnswers; decision: GemyDecision; applicationKey: string; creditLimit?: string };
}

/** A token lives 30 minutes: long enough to fill the form in a shop, short enough to be useless later. */
export const DATA_SHARE_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Lenders §4: "Local test mode … mocks a 2-second flow". */
export const GEMY_FORM_DECISION_MS = 2000;

export class DataShareTokens {
  private readonly records = new BoundedMap<string, DataShareRecord>(10_000);

  issue(input: Omit<DataShareRecord, 'token' | 'issuedAt' | 'completed'>, now: number): DataShareRecord {
    const record: DataShareRecord = {
      ...input,
      token: `dsa_${randomBytes(24).toString('hex')}`,
      issuedAt: now,
    };
    this.records.set(record.token, record);
    return record;
  }

  get(token: string): DataShareRecord | undefined {
    return this.records.get(token);
  }

  clear(): void {
    this.records.clear();
  }
}

export function isExpired(record: DataShareRecord, now: number): boolean {
  return !record.completed && now - record.issuedAt > DATA_SHARE_TOKEN_TTL_MS;
}

/** The decision by the test SSNs of decisions.ts, else the documented income rule (README). */
export function decideForm(
  record: DataShareRecord,
  answers: FormAnswers,
): NonNullable<DataShareRecord['completed']> {
  const monthlyNet = Number(answers.netIncome) || 0;
  const context = {
    code: 'GEMY',
    request: { appData: { SSN: answers.socialSecurity, MONTHLY_NET_INCOME: String(monthlyNet) } },
    ssn: answers.socialSecurity,
  } as unknown as LenderContext;
  const { outcome, creditLimit } = decide(GEMY_APPLICATION_SSNS, context, GEMY_MAX_LIMIT, REFER_AS_REFERRAL);
  const decision: GemyDecision =
    outcome === 'approve'
      ? 'APPROVED'
      : outcome === 'refer'
        ? 'REFERRED'
        : outcome === 'decline'
          ? 'DECLINED'
          : 'ERROR';
  return {
    answers,
    decision,
    applicationKey: `SYF${digitsOf(`GEMY|${record.token}`, 10)}`,
    ...(decision === 'APPROVED' ? { creditLimit: String(creditLimit ?? GEMY_SAMPLE_LIMIT) } : {}),
  };
}

/** lenders §3 "GEMY application status", as the status API answers it. */
export function statusObject(record: DataShareRecord, now: number, origin: string) {
  const done = record.completed;
  const answers = done?.answers;
  return {
    dataShareToken: record.token,
    applicantInfo: {
      netIncome: answers?.netIncome ?? '',
      residenceType: answers?.residenceType ?? '',
      contactInfo: [
        { contactType: 'MOBILE', contactNumber: record.phoneNumber },
        ...(answers?.homePhone ? [{ contactType: 'HOME', contactNumber: answers.homePhone }] : []),
      ],
      address: {
        line1: answers?.line1 ?? record.shared.line1 ?? '',
        line2: answers?.line2 ?? '',
        city: answers?.city ?? record.shared.city ?? '',
        state: answers?.state ?? record.shared.state ?? '',
        zipCode: answers?.zipCode ?? record.shared.zipCode ?? '',
      },
      firstName: answers?.firstName ?? record.shared.firstName ?? '',
      lastName: answers?.lastName ?? record.shared.lastName ?? '',
      middleInitial: answers?.middleInitial ?? '',
      email: answers?.email ?? record.shared.email ?? '',
      socialSecurity: answers?.socialSecurity ?? '',
      dateOfBirth: answers?.dateOfBirth ?? '',
    },
    merchantInfo: { productCodeGroupCode: 'CARCARE', merchantId: record.acctId },
    ...(done
      ? {
          applicationStatus: {
            applicationDecision: done.decision,
            applicationKey: done.applicationKey,
            ...(done.decision === 'APPROVED'
              ? {
                  creditLimit: done.creditLimit ?? String(GEMY_SAMPLE_LIMIT),
                  accountNumber: repeatedDigits('6', 16),
                  cardArtURL: `${origin}/lenders/GEMY/card-art.svg`,
                  offerTerms: offerTerms(
                    GEMY_COSTS,
                    ratesAndFeesUrl(origin, 'GEMY'),
                    limitCents(done.creditLimit ?? GEMY_SAMPLE_LIMIT),
                  ),
                }
              : {}),
          },
        }
      : {}),
    applicationType: record.isPrequal ? 'PREQUAL' : 'APPLICATION',
    tokenStatus: done ? 'COMPLETED' : isExpired(record, now) ? 'EXPIRED' : 'ISSUED',
    returnUrl: '',
    modalApply: 'N',
    preQual: record.isPrequal ? 'Y' : 'N',
  };
}
