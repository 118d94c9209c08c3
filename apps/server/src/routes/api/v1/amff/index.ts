import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AmffService } from '../../../../lenders/amff/amff-service.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const errors = {
  ...commonErrors,
  401: errorResponse,
  409: errorResponse,
  502: errorResponse,
  504: errorResponse,
};

const digitsField = (name: string, max: number) => z.string().max(max, `${name}: At most ${max} characters.`);

// Lenders §3 "Card validation payload". The body is never logged (the request serializer keeps no body, and
// the redaction list censors cvv and card numbers wherever they appear).
const cardBody = z.object({
  q: digitsField('q', 19),
  fullname: z.string().max(120).optional(),
  address: z.string().max(120).optional(),
  zipcode: digitsField('zipcode', 10),
  exp: digitsField('exp', 4),
  cvv: digitsField('cvv', 4),
  appReqId: z.string().max(64).optional(),
  t2AStoreKeyId: z.string().min(1).max(64),
  aba: digitsField('aba', 9).optional(),
});

const documentsSchema = z.object({
  terms: z.string(),
  disclaimer: z.string(),
  arbitration: z.string(),
  tcpa: z.string(),
  privacyPolicy: z.string(),
  paymentAuth: z.string(),
});

/** Builds the AFF service once per app instance from what the services plugin already holds. */
export function amffService(app: Parameters<FastifyPluginAsyncZod>[0]): AmffService {
  return new AmffService(app.db, app.services.lenders, app.config, app.clock, app.services.affCardChecks);
}

/** AFF (lenders §7): /api/v1/apps/amff/*, all 🔒. */
const amffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const amff = amffService(app);

  app.post(
    '/validate-debit-card',
    {
      schema: {
        body: cardBody,
        response: {
          200: z.union([
            z.object({ success: z.literal(true) }),
            z.object({ success: z.literal(false), error_code: z.string(), reason: z.string() }),
          ]),
          ...errors,
        },
      },
    },
    async (request) => amff.validateDebitCard(request.body, request.session!),
  );

  app.post(
    '/gen-tc',
    {
      schema: {
        body: z.object({
          t2AStoreKeyId: z.string().min(1).max(64),
          phoneMobile: z.string().max(14).optional(),
        }),
        response: { 200: documentsSchema, ...errors },
      },
    },
    async (request) => amff.terms(request.body.t2AStoreKeyId, request.session!),
  );

  app.post(
    '/:id/edit-application',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ superseded: z.literal(true) }), ...errors },
      },
    },
    async (request) => amff.editApplication(request.params.id, request.session!),
  );
};

export default amffRoutes;

/** POST /api/v1/shops/shop/{id}/validate-routing-num (lenders §7), 🔒; registered under /api/v1/shops. */
export const amffRoutingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const amff = amffService(app);
  app.post(
    '/shop/:shopKeyId/validate-routing-num',
    {
      schema: {
        params: z.object({ shopKeyId: z.string().min(1).max(64) }),
        body: z.object({ ckaba: digitsField('ckaba', 9) }),
        response: {
          200: z.object({
            result: z.object({ status: z.enum(['accepted', 'rejected']) }),
            checked: z.boolean(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      amff.validateRoutingNumber(request.params.shopKeyId, request.body.ckaba, request.session!),
  );
};

/** POST /api/v1/apps/app/{id}/estimate-payments/{x}?amount= (lenders §7), 🔒; registered under /api/v1/apps/app. */
export const amffEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const amff = amffService(app);
  app.post(
    '/:id/estimate-payments/:appCode',
    {
      schema: {
        params: z.object({
          id: z.string().max(64),
          appCode: z.literal('AMFF', 'appCode: Only AMFF estimates payments.'),
        }),
        querystring: z.object({ amount: z.string().max(10, 'amount: At most 10 characters.') }),
        response: {
          200: z.object({ result: z.record(z.string(), z.union([z.string(), z.number()])) }),
          ...errors,
        },
      },
    },
    async (request) => amff.estimatePayments(request.params.id, request.query.amount, request.session!),
  );
};
