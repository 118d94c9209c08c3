import { SENSITIVE_FIELDS } from '@ttapply/domain';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config.js';

/**
 * Keys that may carry an SSN, ID/card/bank number, date of birth, one-time code or token. Listed at the top
 * level and one and two levels down, because pino's redaction matches fixed paths (GUIDE security figures:
 * "Logs carry no SSN, card, bank, ID number, code or token"). Request bodies are never logged at all: the
 * default request serializer keeps method, url and remote address only.
 */
const SENSITIVE_KEYS = [
  // Application fields the domain marks sensitive (SSN, ID, bank, card, DOB and their parts).
  ...SENSITIVE_FIELDS,
  // Transport names for the same things and for codes and tokens.
  'authorization',
  'token',
  'sessionToken',
  'verified',
  'ssn',
  'confirmSsn',
  'dob',
  'dateOfBirth',
  'verificationCode',
  'verificationHash',
  'code',
  'otp',
  'ACCESS_CODE',
  'cardNumber',
  'cvv',
  'accountNumber',
  'routingNumber',
  'idNumber',
  'appData',
  // Draft values (GET/PUT /api/v1/apps/draft) carry the same fields, decrypted for their owner.
  'values',
  'draft',
  'CONFIRM_SSN',
  'password',
  'secret',
];

const SENSITIVE = new Set(SENSITIVE_KEYS);
const CENSOR = '[redacted]';
/** Deeper than any object we log: what lies below is censored whole, which also ends the walk on a cycle. */
const MAX_DEPTH = 8;

/**
 * A copy of `value` with the value of every sensitive key, at any depth, replaced by '[redacted]'; `value`
 * itself is never changed. Errors are serialised first (pino's own err serialiser) so their enumerable fields are
 * walked too. Other class instances (Fastify's request and reply) are left to their serialisers, which keep
 * method, URL, address and status only.
 */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return CENSOR;
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((item: unknown) => redactSensitive(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return redactEntries(value, depth);
}

/** pino's own serialisation of an error (type, message, stack, cause, own fields), then redacted. */
function redactError(error: Error, depth = 0): ReturnType<typeof pino.stdSerializers.err> {
  return redactEntries(pino.stdSerializers.err(withoutQueryData(error)), depth);
}

/**
 * Fields of a failed query that carry the values it was given: Drizzle's `params` (also written into its
 * message), PGlite's `params` and `query`, node-postgres' `detail` ('Key (phone)=(4255550123) already
 * exists'), `where` and `internalQuery`. A failed insert of an application would put the applicant's name,
 * e-mail, phone, address, income and SSN lookup hash in the log, and logs carry no personal data (GUIDE,
 * security figures).
 */
const QUERY_DATA_KEYS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery']);
/** SQLSTATE class 22, data exceptions, quote the offending value in the message ('… for type uuid: "x"'). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const MAX_CAUSES = 5;

/**
 * A copy of an error and its causes without the values of a failed query: Drizzle's message loses its
 * 'params:' line, a data exception's message loses its quoted value, and the fields above go; the query text
 * itself (placeholders, no values), the SQLSTATE code and the constraint name stay, so the log still says what
 * failed. Errors that carry none of this come back as they were.
 */
function withoutQueryData(error: Error, depth = 0): Error {
  const record = error as Error & Record<string, unknown>;
  const cause =
    record.cause instanceof Error && depth < MAX_CAUSES
      ? withoutQueryData(record.cause, depth + 1)
      : undefined;
  const code = typeof record.code === 'string' ? record.code : '';
  let message = error.message;
  if (typeof record.query === 'string') message = message.replace(/\nparams: [\s\S]*$/, '');
  if (DATA_EXCEPTION.test(code)) message = message.replace(/"[^"]*"/g, '"[redacted]"');
  const carriesData =
    Object.keys(record).some((key) => QUERY_DATA_KEYS.has(key)) || message !== error.message;
  if (!carriesData && cause === record.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (!QUERY_DATA_KEYS.has(key)) copy[key] = record[key];
  }
  copy.message = message;
  if (typeof error.stack === 'string') copy.stack = error.stack.replace(error.message, message);
  if (cause) copy.cause = cause;
  return copy;
}

/**
 * Link codes open a consumer's application (spec §2 `/go/:linkCode`), and the console's one-time e-mail links
 * (`?token=`, `/api/v1/staff/invitations/:token`) a staff account: never in a logged URL.
 */
export function redactUrl(url: string): string {
  if (!url.includes('/go/') && !/linkcode=|token=|\/staff\/invitations\//i.test(url)) return url;
  return url
    .replace(/(\/go\/)[^/?#]+/g, `$1${CENSOR}`)
    .replace(/([?&](?:linkCode|token)=)[^&#]*/gi, `$1${CENSOR}`)
    .replace(/(\/staff\/invitations\/)(?!accept(?:[/?#]|$))[^/?#]+/g, `$1${CENSOR}`);
}

/** Fastify's request serialiser, with the URL's link codes redacted; anything else logged as `req` is left as is. */
function serializeRequest(request: FastifyRequest | Record<string, unknown>): Record<string, unknown> {
  if (typeof request.url !== 'string' || typeof request.method !== 'string')
    return request as Record<string, unknown>;
  const { method, url, host, ip, socket } = request as FastifyRequest;
  return { method, url: redactUrl(url), host, remoteAddress: ip, remotePort: socket?.remotePort };
}

/** Copy-on-write over an object's own enumerable entries: untouched objects come back as they were. */
function redactEntries<T extends object>(object: T, depth: number): T {
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(object)) {
    const redacted = SENSITIVE.has(key) ? CENSOR : redactSensitive(item, depth + 1);
    if (redacted !== item) {
      // Same prototype: pino's serialised errors keep theirs, so pino still sees an already-serialised error.
      copy ??= Object.assign(
        Object.create(Object.getPrototypeOf(object) as object | null) as object,
        object,
      ) as Record<string, unknown>;
      copy[key] = redacted;
    }
  }
  return (copy as T | undefined) ?? object;
}

/** A log line's own fields; `err` stays an Error for the err serialiser, which redacts after serialising. */
function redactLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  const { err, ...rest } = fields;
  const redacted = redactSensitive(rest) as Record<string, unknown>;
  if (err === undefined) return redacted === rest ? fields : redacted;
  return { ...redacted, err };
}

/**
 * How every log line is kept clean. Sensitive keys are redacted at any depth when a line is written
 * (`formatters.log`), so nothing is spent on lines a level filters out. pino's own `redact` holds only fixed
 * header paths: its wildcard paths ('*.ssn') also ran on every child logger's bindings, that is on every
 * request's `reqId`, and the bench measured them as a third of the API's cost per request (decision 027).
 */
export const LOG_REDACTION = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-session-token"]',
      'req.headers["idempotency-key"]',
      'res.headers["x-session-token"]',
    ],
    censor: CENSOR,
  },
  formatters: { log: redactLogFields },
  serializers: {
    req: serializeRequest,
    err: (value: Error) =>
      (value instanceof Error ? redactError(value) : redactSensitive(value)) as ReturnType<
        typeof redactError
      >,
  },
} satisfies LoggerOptions;

export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...LOG_REDACTION,
    ...(stream ? { stream } : {}),
  };
}
