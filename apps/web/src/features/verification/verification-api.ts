import { api } from '../../lib/api-client';
import type { SendCodeResponse, ValidateOtpResponse } from '../../lib/api-types';
import { modeKey, type Mode } from '../../lib/routes';
import { currentLocale } from '../../i18n/messages';

export function sendVerificationText(input: {
  /** Undefined: the number the link code was texted to. */
  phoneNumber: string | undefined;
  linkCode?: string | null;
  shopKeyId?: string | number;
  mode: Mode;
}) {
  return api.post<SendCodeResponse>('/api/v1/apps/send-verification-text/', {
    phoneNumber: input.phoneNumber,
    linkCode: input.linkCode ?? undefined,
    shopKeyId: input.shopKeyId != null ? String(input.shopKeyId) : undefined,
    mode: modeKey(input.mode) || 'apply',
    // The code is texted in the language on screen, and the server remembers it (decision 230).
    locale: currentLocale(),
  });
}

export function validateOtp(input: {
  /** Undefined for a code sent to the texted link's number, known here by its last four only. */
  phoneMobile: string | undefined;
  verificationCode: string;
  verificationHash: string;
  shopKeyId?: string | number;
  mode: Mode;
  /** The policy page's box was checked: the server records the agreement with each document's version. */
  policyAgreed?: boolean;
}) {
  return api.post<ValidateOtpResponse>('/api/v1/apps/validate-OTP/', {
    phoneMobile: input.phoneMobile,
    verificationCode: input.verificationCode,
    // Spec §7: the hash is sent lower-case.
    verificationHash: input.verificationHash.toLowerCase(),
    shopKeyId: input.shopKeyId != null ? String(input.shopKeyId) : undefined,
    mode: modeKey(input.mode) || 'apply',
    policyAgreed: input.policyAgreed ? true : undefined,
  });
}

/** `verified` is '<consumerId>:<signature>' (architecture HTTP API). */
export function consumerIdFrom(response: ValidateOtpResponse): string | null {
  const fromConsumer = response.consumer?.t2AConsumerKeyId;
  if (fromConsumer != null) return String(fromConsumer);
  const [id] = (response.verified ?? '').split(':');
  return id ? id : null;
}

/** Decision 194: the saved draft's date of birth, when it holds no SSN. */
export function verifyDob(dob: string) {
  return api.post<{ verified: true }>('/api/v1/apps/consumer/verify-dob', { dob });
}

/**
 * Returning applicants confirm their SSN before resuming (spec §5 "SSN verification"). The server compares
 * a keyed HMAC; the browser never receives any hash of the SSN (GLBA; architecture "verify-ssn").
 */
export function verifySsn(ssn: string) {
  return api.post<{ verified: true }>('/api/v1/apps/consumer/verify-ssn', { ssn });
}
