import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationSchema, commonErrors, errorResponse } from '../../../../../../routes/schemas.js';
import type { GemyService } from '../../../../gemy-service.js';

const generateTokenBody = z.object({
  phoneNumber: z.string().regex(/^\d{10}$/, 'Must be 10 digits.'),
  acctId: z.string().min(1).max(64),
  subId: z.string().max(64),
  trackingId: z.string().max(64).optional(),
  isPrequal: z.boolean().optional(),
  // Training only (decision 100): the 'Application Type' test SSN Synchrony's form is prefilled with.
  trainingSsn: z
    .string()
    .regex(/^\d{9}$/, 'Must be 9 digits.')
    .optional(),
});

const statusQuery = z.object({
  gemyToken: z.string().min(1).max(200),
  applicationKeyId: z.uuid('Must be an application id.'),
  consumerId: z.uuid('Must be a consumer id.'),
});

const statusAnswer = z.object({
  dataShareToken: z.string(),
  applicantInfo: z.record(z.string(), z.unknown()).optional(),
  merchantInfo: z.object({ productCodeGroupCode: z.string(), merchantId: z.string() }),
  applicationStatus: z.record(z.string(), z.unknown()).optional(),
  applicationType: z.string(),
  tokenStatus: z.string(),
  returnUrl: z.string(),
  modalApply: z.string(),
  preQual: z.string(),
  application: applicationSchema,
});

const partnerErrors = { 401: errorResponse, 409: errorResponse, 502: errorResponse, 504: errorResponse };

/**
 * Synchrony's embedded form (lenders §7 "GEMY token", "GEMY status"), all 🔒. The token call issues a
 * data-share token at the consumer's shop; the status call is what the GEMY page makes when the form's
 * message arrives: our server asks Synchrony and records its decision (lenders §4 "GEMY embedded form").
 * Registered under /api/v1/gemy by the GEMY module (lenders/gemy/index.ts) with the service it built.
 */
export function gemyRoutes(gemy: GemyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      '/generateToken',
      {
        schema: {
          body: generateTokenBody,
          response: {
            200: z.object({ token: z.string(), isPrequal: z.boolean(), error: z.null(), message: z.null() }),
            ...partnerErrors,
            ...commonErrors,
          },
        },
      },
      async (request) => ({
        ...(await gemy.generateToken(request.body, request.session!)),
        error: null,
        message: null,
      }),
    );

    app.get(
      '/applicationStatus',
      {
        schema: {
          querystring: statusQuery,
          response: { 200: statusAnswer, ...partnerErrors, ...commonErrors },
        },
      },
      async (request) => {
        const { status, application } = await gemy.applicationStatus(request.query, request.session!);
        return { ...status, application };
      },
    );
  };
}
