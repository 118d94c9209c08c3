import { MESSAGES } from '@ttapply/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { preferredLanguage, type ConsumerLanguage } from './accept-language.js';
import {
  AppError,
  englishOf,
  ERROR_CODES,
  errorText,
  type ErrorBody,
  type ErrorCode,
  type ErrorMessage,
  textIn,
} from './app-error.js';
import { spanishMessage } from './spanish-messages.js';
import { isApiUrl } from '../request-kinds.js';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The shop console's API: staff read English only, whatever their browser prefers (GUIDE 15, two worlds). */
const STAFF_PREFIX = '/api/v1/staff';

function isStaffWorld(url: string): boolean {
  return url === STAFF_PREFIX || url.startsWith(`${STAFF_PREFIX}/`) || url.startsWith(`${STAFF_PREFIX}?`);
}

/**
 * The language of the person reading the answer (docs/decisions/233): the web app names the language on
 * screen in Accept-Language on every call.
 */
function readerLanguage(request: FastifyRequest): ConsumerLanguage | undefined {
  if (isStaffWorld(request.url)) return undefined;
  return preferredLanguage(request.headers['accept-language']);
}

/**
 * A message in the reader's language: a text the server wrote, from that language's catalogue by its key; any
 * other words (the domain's spec texts, a request's shape) through the table of known English texts until each
 * source carries a key.
 */
function inLanguage(message: ErrorMessage, language: ConsumerLanguage | undefined): string {
  if (language !== 'es') return englishOf(message);
  return typeof message === 'string' ? spanishMessage(message) : textIn('es', message);
}

/**
 * Sends the answer in the reader's language: the same codes and field names, `message` and each `fields`
 * text in Spanish for a Spanish reader. English answers are the spec's texts exactly as before.
 */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: ErrorMessage,
  fields?: Readonly<Record<string, ErrorMessage>>,
) {
  const language = readerLanguage(request);
  // The text depends on the header: a cache between us and the browser must not give one reader's answer
  // to another.
  if (language) reply.header('vary', varyWithLanguage(reply.getHeader('vary')));
  const fieldTexts = fields
    ? Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, inLanguage(text, language)]))
    : undefined;
  return reply.status(status).send(body(code, inLanguage(message, language), fieldTexts));
}

function varyWithLanguage(current: ReturnType<FastifyReply['getHeader']>): string {
  const listed =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((name) => name.trim());
  return listed.some((name) => name.toLowerCase() === 'accept-language')
    ? listed.join(', ')
    : [...listed, 'Accept-Language'].join(', ');
}

/**
 * Spec §8 texts the person reads as they are ('Phone number required to send access code.'): the request's
 * field name in front of them would only show the API's inside to the applicant.
 */
const WHOLE_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.phoneRequiredForCode,
  MESSAGES.accessCodeEmpty,
  MESSAGES.linkCodeRequired,
  MESSAGES.missingConsumerData,
  MESSAGES.shopSearchRequired,
]);

/** Turns a zod issue path like `/appData/SSN` into `appData.SSN`, the name a reader recognises. */
function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const trimmed = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return trimmed || context || 'request';
}

/**
 * The one error handler (GUIDE 7): validation errors name the field, AppErrors keep their code and text,
 * anything else is logged and answered with the spec's 'Server Error.' without internals. Every answer goes
 * out in the consumer's language (`send`).
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // An API path that matches no route (a typo, a dot segment a client resolved) is still an API answer, never
    // to be kept by a cache: the staff world promises no-store on every answer (decision 161). Said here, not
    // in the not-found handler, because a root hook (the input guard) can refuse such a request before it.
    if (request.is404 && isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(
        request,
        reply,
        error.statusCode,
        error.code,
        error.text ?? error.message,
        error.fieldMessages,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= issue.message;
      }
      const [first] = Object.entries(fields);
      const message = !first
        ? ERROR_CODES.BAD_REQUEST.message
        : WHOLE_MESSAGES.has(first[1])
          ? first[1]
          : `${first[0]}: ${first[1]}`;
      return send(request, reply, 400, 'BAD_REQUEST', message, fields);
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return send(request, reply, 413, 'PAYLOAD_TOO_LARGE', errorText('error.payloadTooLarge'));
    if (status === 429)
      return send(request, reply, 429, 'TOO_MANY_REQUESTS', errorText('error.tooManyRequests'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to describe, never internal.
      return send(request, reply, status, 'BAD_REQUEST', error.message || ERROR_CODES.BAD_REQUEST.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'INTERNAL', ERROR_CODES.INTERNAL.message);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
