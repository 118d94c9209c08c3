import { MESSAGES, type Locale } from '@ttapply/domain';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';
import { translate, type ErrorMessageId, type MessageValues } from '../i18n/server-i18n.js';

/**
 * A text of the server's error catalogue by its key and values (i18n/en/error-messages.ts): the error handler
 * writes it in the reader's language (docs/decisions/233), so no one has to find the key back from the English.
 */
export interface ErrorText {
  readonly key: ErrorMessageId;
  readonly values?: Readonly<MessageValues>;
  /** The request's field the text is about, named in front of it in every language ('appType: …'). */
  readonly field?: string;
}

/** The error text `key` with its values, for `new AppError(code, errorText(…))` and an error's `fields`. */
export function errorText(key: ErrorMessageId, values?: MessageValues): ErrorText {
  return values ? { key, values } : { key };
}

/** The text about one field of the request, named in front of it: 'trainingSsn: Must be one of …'. */
export function inField(field: string, text: ErrorText): ErrorText {
  return { ...text, field };
}

/** The text `message` in `locale`, with its field in front when it names one. */
export function textIn(locale: Locale, message: ErrorText): string {
  const text = translate(locale, message.key, message.values);
  return message.field === undefined ? text : `${message.field}: ${text}`;
}

/** A message as AppError takes it: a catalogue text by key, or words we do not write (a lender's own, the domain's). */
export type ErrorMessage = string | ErrorText;

/** The English of a message: the catalogue's text for a key, else the words as they are. */
export function englishOf(message: ErrorMessage): string {
  return typeof message === 'string' ? message : textIn('en', message);
}

/**
 * The one error type (GUIDE 7). A small set of codes; each maps to one HTTP status and, where the spec has
 * one, the spec's message (applicant-journey §8 "Transport", lenders §8). Services throw AppError; the
 * error handler turns it into `{ error: { code, message } }`.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: MESSAGES.transport.badRequest },
  VERIFICATION_FAILED: { status: 400, message: MESSAGES.verificationFailed },
  UNAUTHORIZED: { status: 401, message: ERROR_MESSAGES_EN['error.unauthorized'], text: 'error.unauthorized' },
  NOT_FOUND: { status: 404, message: MESSAGES.transport.notFound },
  CONFLICT: { status: 409, message: ERROR_MESSAGES_EN['error.conflict'], text: 'error.conflict' },
  FORBIDDEN: { status: 403, message: ERROR_MESSAGES_EN['error.forbidden'], text: 'error.forbidden' },
  GONE: { status: 410, message: ERROR_MESSAGES_EN['error.gone'], text: 'error.gone' },
  UNPROCESSABLE: {
    status: 422,
    message: ERROR_MESSAGES_EN['error.unprocessable'],
    text: 'error.unprocessable',
  },
  ALREADY_APPLIED: {
    status: 409,
    message: ERROR_MESSAGES_EN['error.alreadyApplied'],
    text: 'error.alreadyApplied',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.transport.badRequest },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: ERROR_MESSAGES_EN['error.tooManyRequests'],
    text: 'error.tooManyRequests',
  },
  INTERNAL: { status: 500, message: MESSAGES.transport.server },
  PARTNER_UNAVAILABLE: { status: 502, message: MESSAGES.transport.unreachable },
  PARTNER_TIMEOUT: { status: 504, message: MESSAGES.transport.communication },
} as const satisfies Record<string, { status: number; message: string; text?: ErrorMessageId }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Field name → message in English, for validation errors on several fields at once. */
  readonly fields: Record<string, string> | undefined;
  /** The message by key, when the server wrote it: the error handler writes it in the reader's language. */
  readonly text: ErrorText | undefined;
  /** Each field's message as given: by key, or the domain's or a lender's words. */
  readonly fieldMessages: Readonly<Record<string, ErrorMessage>> | undefined;

  constructor(
    code: ErrorCode,
    message?: ErrorMessage,
    options?: { fields?: Record<string, ErrorMessage>; cause?: unknown },
  ) {
    const codeText: ErrorMessageId | undefined = (ERROR_CODES[code] as { text?: ErrorMessageId }).text;
    const given = message ?? (codeText ? errorText(codeText) : ERROR_CODES[code].message);
    super(englishOf(given), { cause: options?.cause });
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.text = typeof given === 'string' ? undefined : given;
    this.fieldMessages = options?.fields;
    this.fields = options?.fields
      ? Object.fromEntries(Object.entries(options.fields).map(([name, text]) => [name, englishOf(text)]))
      : undefined;
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
