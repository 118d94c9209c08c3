import { submitAnswerSchema } from '@ttapply/domain/consumer-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorText, inField } from '../../../../../errors/app-error.js';
import { applicationSchema, commonErrors, errorResponse } from '../../../../schemas.js';

// Field values are checked against the domain's rules for this app type by the service.
const appDataSchema = z
  .record(z.string().max(64), z.string().max(256))
  .refine((data) => Object.keys(data).length <= 200, { message: 'Too many fields.' });

export const prequalBody = z.object({
  tier: z.enum(['1', '2', '3']),
  appType: z.string().min(1).max(16),
  t2AConsumerKeyId: z.uuid(),
  t2AStoreKeyId: z.string().min(1).max(64),
  appData: appDataSchema,
  confirmTimestamp: z.string().min(1).max(64),
  selectedApps: z.string().max(200),
  // The consumer is told soft or hard check and who gets which data before any credit check, and the line
  // they saw is stored with the application (decision 010 "Lender appData and consent").
  consentText: z.string().trim().min(1, 'The credit check consent is required.').max(2000),
});

const submitBody = prequalBody.extend({
  quickScreenAccept: z.string().max(16).optional(),
  // Lenders §4: accepting a prequal offer, the submit sends a quick-screen object with historyId, orderId and
  // quickScreenAccept.
  quickScreen: z
    .object({
      historyId: z.string().min(1).max(64),
      orderId: z.string().min(1).max(64),
      quickScreenAccept: z.enum(['0', '1']),
    })
    .optional(),
});

export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });

const submitResponses = {
  200: submitAnswerSchema,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  422: errorResponse,
  ...commonErrors,
};

/** A malformed id is answered like someone else's: 404, no hint either way. */
function applicationId(raw: string): string {
  const id = z.uuid().safeParse(raw);
  if (!id.success) throw new AppError('NOT_FOUND');
  return id.data;
}

/**
 * Applications and prequalifications, all 🔒 (spec §7; lenders §3 "Application submission"). Submitting
 * answers at once with the application's key; the lender call runs as a durable job and the browser polls
 * the application every second until the lender answered (lenders §9). Lender-owned calls under the same
 * prefix (AFF's funding and estimate, Concora's disclosures, Versatile's status update) are their modules' routes (decision 125).
 */
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    { schema: { body: submitBody, headers: idempotencyHeaders, response: submitResponses } },
    async (request) =>
      app.services.applications.submit(request.body, request.session!, request.headers['idempotency-key']),
  );

  app.post(
    '/prequal',
    { schema: { body: prequalBody, headers: idempotencyHeaders, response: submitResponses } },
    async (request) =>
      app.services.applications.submit(
        request.body,
        request.session!,
        request.headers['idempotency-key'],
        'prequal',
      ),
  );

  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ application: applicationSchema }), 401: errorResponse, ...commonErrors },
      },
    },
    async (request) => ({
      application: await app.services.applications.getForConsumer(
        applicationId(request.params.id),
        request.session!.consumerId,
      ),
    }),
  );

  // 'No Thanks' → 'Yes' on a prequalification offer: the offer is declined for good (decision 110).
  app.post(
    '/:id/decline-offer',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: z.object({ application: applicationSchema }),
          401: errorResponse,
          409: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => ({
      application: await app.services.applications.declineOffer(
        applicationId(request.params.id),
        request.session!,
      ),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: z.object({
          appData: appDataSchema,
          applicationKeyId: z.string().max(64),
          appType: z.string().min(1).max(16),
        }),
        response: {
          200: z.object({ application: applicationSchema }),
          401: errorResponse,
          409: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const id = applicationId(request.params.id);
      if (request.body.applicationKeyId !== id) {
        throw new AppError('BAD_REQUEST', inField('applicationKeyId', errorText('application.idMismatch')));
      }
      return {
        application: await app.services.applications.update(id, request.body, request.session!),
      };
    },
  );
};

export default applicationRoutes;
