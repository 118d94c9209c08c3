// The GEMY calls of lenders §7: "GEMY token" and "GEMY status". Both 🔒; the status call is what makes our
// server ask Synchrony for the decision (the form's message alone never decides).
import { api } from '../../../lib/api-client';
import type { ApplicationRecord } from '../../../lib/api-types';
import type { GemyApplicantInfo } from '@ttapply/domain/lenders/gemy';

export interface GemyTokenRequest {
  phoneNumber: string;
  acctId: string;
  subId: string;
  trackingId: string;
  isPrequal: boolean;
  /** Training only: the 'Application Type' test SSN the partner's form is prefilled with (decision 100). */
  trainingSsn?: string;
}

export interface GemyTokenAnswer {
  token?: string;
  isPrequal?: boolean;
  error?: string | null;
  message?: string | null;
}

/** POST /api/v1/gemy/generateToken: a data-share token for this consumer at this shop. */
export function generateGemyToken(request: GemyTokenRequest) {
  return api.post<GemyTokenAnswer>('/api/v1/gemy/generateToken', request);
}

/** Lenders §3 "GEMY application status", with the application as our server recorded it. */
export interface GemyStatusAnswer {
  dataShareToken?: string;
  applicantInfo?: GemyApplicantInfo;
  applicationStatus?: { applicationDecision?: string; applicationKey?: string };
  tokenStatus?: string;
  preQual?: string;
  application?: ApplicationRecord;
}

/** GET /api/v1/gemy/applicationStatus?gemyToken&applicationKeyId&consumerId. */
export function fetchGemyStatus(query: { gemyToken: string; applicationKeyId: string; consumerId: string }) {
  return api.get<GemyStatusAnswer>(`/api/v1/gemy/applicationStatus?${new URLSearchParams(query).toString()}`);
}

/** The form's completion message (lenders §4: "a message event … with dsatoken and appstatus"). */
export interface GemyCompletion {
  dsatoken: string;
  appstatus: string;
}

export function isGemyCompletion(data: unknown): data is GemyCompletion {
  if (typeof data !== 'object' || data === null) return false;
  const { dsatoken, appstatus } = data as Record<string, unknown>;
  return (
    typeof dsatoken === 'string' &&
    dsatoken.length > 0 &&
    dsatoken.length <= 200 &&
    typeof appstatus === 'string' &&
    appstatus.length <= 64
  );
}
