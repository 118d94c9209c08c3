import { MESSAGES } from '@ttapply/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, type ErrorBody, type ErrorCode } from './app-error.js';

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
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
 * anything else is logged and answered with the spec's 'Server Error.' without internals.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
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
      return reply.status(400).send(body('BAD_REQUEST', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'Request body is too large.'));
    if (status === 429)
      return reply.status(429).send(body('TOO_MANY_REQUESTS', ERROR_CODES.TOO_MANY_REQUESTS.message));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to describe, never internal.
      return reply.status(status).send(body('BAD_REQUEST', error.message || ERROR_CODES.BAD_REQUEST.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', ERROR_CODES.INTERNAL.message));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
