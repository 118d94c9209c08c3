import { SENSITIVE_FIELDS } from '@ttapply/domain';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
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

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-token"]',
  'req.headers["idempotency-key"]',
  'res.headers["x-session-token"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
