import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { AppError, englishOf, ERROR_CODES, type ErrorCode } from '../errors/app-error.js';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/**
 * An error of the partner API as RFC 9457 "Problem Details for HTTP APIs" writes it: `type` about:blank with the
 * status's own title, the words for a person in `detail`, and beside them our error code (the same codes as the
 * rest of the API), the fields at fault and the request's id, which support asks for.
 */
export const problemSchema = z.object({
  type: z.literal('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  fields?: Record<string, string>,
) {
  const problem: Problem = {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(fields ? { fields } : {}),
    requestId: request.id,
  };
  return reply.status(status).type(PROBLEM_MEDIA_TYPE).send(problem);
}

/**
 * The partner API's error handler, for its own routes only (an encapsulated plugin's handler): the same codes and
 * English texts as the root handler (errors/error-handler.ts), written as problem+json. Integrators read English;
 * a 5xx never shows its inside.
 */
export function answerErrorsAsProblems(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const fields = error.fieldMessages
        ? Object.fromEntries(
            Object.entries(error.fieldMessages).map(([name, text]) => [name, englishOf(text)]),
          )
        : undefined;
      return sendProblem(
        request,
        reply,
        error.statusCode,
        error.code,
        englishOf(error.text ?? error.message),
        fields,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name =
          (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'request';
        fields[name] ??= issue.message;
      }
      const [first] = Object.entries(fields);
      return sendProblem(
        request,
        reply,
        400,
        'BAD_REQUEST',
        first ? `${first[0]}: ${first[1]}` : ERROR_CODES.BAD_REQUEST.message,
        fields,
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return sendProblem(request, reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (status === 429)
      return sendProblem(request, reply, 429, 'TOO_MANY_REQUESTS', ERROR_CODES.TOO_MANY_REQUESTS.message);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to describe, never internal.
      return sendProblem(
        request,
        reply,
        status,
        'BAD_REQUEST',
        error.message || ERROR_CODES.BAD_REQUEST.message,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 500, 'INTERNAL', ERROR_CODES.INTERNAL.message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 404, 'NOT_FOUND', 'No partner API route has this method and path.'),
  );
}
