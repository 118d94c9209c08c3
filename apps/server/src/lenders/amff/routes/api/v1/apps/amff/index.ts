import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AmffService } from '../../../../../amff-service.js';
import { amffErrors as errors, digitsField } from '../../../../amff-route-schemas.js';

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
  esign: z.string().optional(),
  /** Sent back with the agreement to the electronic consent (signing-url's esignConsentVersion). */
  esignVersion: z.string().optional(),
});

/** AFF (lenders §7): /api/v1/apps/amff/*, all 🔒; the AFF module registers it with the service it built. */
export function amffRoutes(amff: AmffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

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
}
