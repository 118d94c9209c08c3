// Application status letters (spec §4, lenders §3) and what each means for the journey.
import type { ApplicationStatus } from './lender-result.js';
import { APPLICATION_STATUSES } from './lender-result.js';

export const APPLICATION_STATUS_MEANING: Readonly<Record<ApplicationStatus, string>> = {
  a: 'approved',
  d: 'declined',
  n: 'not qualified or declined at prequal',
  q: 'prequalified',
  e: 'error',
  p: 'pending',
};

export function isApplicationStatus(raw: string): raw is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(raw);
}

/** Polling for an application's status repeats until it is a, d or e (lenders §4 AFF step 7). */
export function isFinalStatus(status: ApplicationStatus): boolean {
  return status === 'a' || status === 'd' || status === 'e';
}

/**
 * The lender has answered: the job stored a result. A referral is status 'p' with a result, so "result
 * present" (not the status letter) is the stop rule of the web's polling (lenders §9).
 */
export function isApplicationSettled(application: { readonly result?: unknown } | null | undefined): boolean {
  return application?.result !== undefined && application.result !== null;
}
