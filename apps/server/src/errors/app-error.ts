import { MESSAGES } from '@ttapply/domain';

/**
 * The one error type (GUIDE 7). A small set of codes; each maps to one HTTP status and, where the spec has
 * one, the spec's message (applicant-journey §8 "Transport", lenders §8). Services throw AppError; the
 * error handler turns it into `{ error: { code, message } }`.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: MESSAGES.transport.badRequest },
  VERIFICATION_FAILED: { status: 400, message: MESSAGES.verificationFailed },
  UNAUTHORIZED: {
    status: 401,
    message: 'Session expired or missing. Please verify your mobile phone again.',
  },
  NOT_FOUND: { status: 404, message: MESSAGES.transport.notFound },
  CONFLICT: { status: 409, message: 'The request conflicts with an earlier one.' },
  FORBIDDEN: { status: 403, message: 'Forbidden.' },
  GONE: { status: 410, message: 'This link has expired.' },
  UNPROCESSABLE: { status: 422, message: 'The request cannot be processed.' },
  ALREADY_APPLIED: { status: 409, message: 'You have already applied to this lender.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.transport.badRequest },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please wait a while and try again.' },
  INTERNAL: { status: 500, message: MESSAGES.transport.server },
  PARTNER_UNAVAILABLE: { status: 502, message: MESSAGES.transport.unreachable },
  PARTNER_TIMEOUT: { status: 504, message: MESSAGES.transport.communication },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Field name → message, for validation errors on several fields at once. */
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { fields?: Record<string, string>; cause?: unknown },
  ) {
    super(message ?? ERROR_CODES[code].message, { cause: options?.cause });
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.fields = options?.fields;
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
