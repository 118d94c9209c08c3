import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../../../../errors/app-error.js';
import { applicationSchema, commonErrors, errorResponse } from '../../../../../../../routes/schemas.js';
import type { AffFundingService } from '../../../../../aff-funding-service.js';

/** A malformed id is answered like someone else's: 404, no hint either way. */
function applicationId(raw: string): string {
  const id = z.uuid().safeParse(raw);
  if (!id.success) throw new AppError('NOT_FOUND');
  return id.data;
}

// lenders §7: the {x} of the AFF paths is the app code; only AFF has these calls.
const params = z.object({ id: z.string().max(64), appCode: z.literal('AMFF') });
// Whole dollars as typed (lenders §5); the service gives the spec's 'Amount Error' texts.
const amount = z.union([z.string().max(16), z.number()]).transform((value) => String(value));

const estimate = z.record(z.string(), z.union([z.string(), z.number()]));
const fundAnswer = z.object({
  success: z.literal(true),
  fundtype: z.enum(['1', '2', '3']),
  last4: z.string(),
  first6: z.string().optional(),
  billzipcode: z.string().optional(),
  cardExpiration: z.string().optional(),
  cardimage: z.string().optional(),
  cardNumber: z.string().optional(),
  cardCvv: z.string().optional(),
  application: applicationSchema,
});
const withApplication = z.object({ application: applicationSchema });

const errors = {
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  422: errorResponse,
  502: errorResponse,
  504: errorResponse,
  ...commonErrors,
};

/**
 * AFF after an approval (lenders §4 "AFF approval, finalize, e-sign, funding", §7), all 🔒 and only for the
 * application's own consumer. Signing is learnt from the lender by our server (sign-status and the durable
 * job); funding answers carry the virtual card's details fetched from the lender, never stored. Registered
 * under /api/v1/apps/app by the AFF module with the service it built.
 */
export function affFundingRoutes(funding: AffFundingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    // Estimate payments (lenders §7) is estimate-payments.ts beside this file, the calculator's as well.
    app.put(
      '/:id/repair-order/:appCode',
      {
        schema: {
          params,
          body: z.object({ amount, last4: z.string().max(8) }),
          response: {
            200: z.object({
              success: z.literal(true),
              decision: z.string(),
              result: estimate.and(z.object({ url: z.string(), repairOrderId: z.string() })),
              application: applicationSchema,
            }),
            ...errors,
          },
        },
      },
      async (request) => funding.finalize(applicationId(request.params.id), request.session!, request.body),
    );

    app.post(
      '/:id/signing-url/:appCode',
      {
        schema: {
          params,
          body: z.object({
            fundingType: z.enum(['1', '2', '3']).default('1'),
            // The consumer ticked AFF's electronic consent: the version the loan details showed (decision 293).
            esignConsentVersion: z.string().trim().min(1).max(100).optional(),
          }),
          response: { 200: z.object({ url: z.string(), application: applicationSchema }), ...errors },
        },
      },
      async (request) => funding.signingUrl(applicationId(request.params.id), request.session!, request.body),
    );

    // The frame came back or the page asks: the server asks the lender; the request's own words count for nothing.
    app.post(
      '/:id/sign-status/:appCode',
      { schema: { params, response: { 200: withApplication, ...errors } } },
      async (request) => funding.checkSigning(applicationId(request.params.id), request.session!),
    );

    app.post(
      '/:id/simulate-signing/:appCode',
      { schema: { params, response: { 200: withApplication, ...errors } } },
      async (request) => funding.simulateSigning(applicationId(request.params.id), request.session!),
    );

    app.post(
      '/:id/fund/:appCode',
      { schema: { params, response: { 200: fundAnswer, ...errors } } },
      async (request) => funding.fund(applicationId(request.params.id), request.session!),
    );

    // The virtual-card screen: the card's details fetched from the lender when shown.
    app.get(
      '/:id/fund/:appCode',
      { schema: { params, response: { 200: fundAnswer, ...errors } } },
      async (request) => funding.virtualCard(applicationId(request.params.id), request.session!),
    );

    // The consumer's copy of the signed agreement, from AFF.
    app.get(
      '/:id/agreement/:appCode',
      { schema: { params, response: { 200: z.object({ html: z.string() }), ...errors } } },
      async (request) => funding.signedAgreement(applicationId(request.params.id), request.session!),
    );

    app.post(
      '/:id/cancel-funding/:appCode',
      {
        schema: {
          params,
          response: {
            200: z.object({ success: z.literal(true), application: applicationSchema }),
            ...errors,
          },
        },
      },
      async (request) => funding.cancelFunding(applicationId(request.params.id), request.session!),
    );

    app.get(
      '/:id/account-status/:appCode',
      {
        schema: {
          params,
          response: { 200: z.object({ result: z.record(z.string(), z.string()) }), ...errors },
        },
      },
      async (request) => funding.accountStatus(applicationId(request.params.id), request.session!),
    );
  };
}
