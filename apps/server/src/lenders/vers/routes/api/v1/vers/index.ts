import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../../../errors/app-error.js';
import { idempotencyHeaders, prequalBody } from '../../../../../../routes/api/v1/apps/app/index.js';
import { applicationSchema, commonErrors, errorResponse } from '../../../../../../routes/schemas.js';
import type { VersWaterfallService } from '../../../../waterfall-service.js';

/** Lenders §3 "Versatile data": the lender record as the page and the result view use it. */
const lenderRecord = z.object({
  lenderId: z.string(),
  lenderCode: z.string().optional(),
  lenderName: z.string(),
  cardidType: z.string().optional(),
  tier: z.string().optional(),
  supportPrequal: z.string().optional(),
  sdkversion: z.string(),
  supportPhone: z.string().optional(),
  approvalLanguage: z.string().optional(),
  leaseApprovalLang: z.string().optional(),
  loanApprovalLang: z.string().optional(),
  revCreditApprovalLang: z.string().optional(),
  declineLanguage: z.string().optional(),
  extraLanguage1: z.string().optional(),
  extraLanguage2: z.string().optional(),
  extraLanguage3: z.string().optional(),
  extraLanguage4: z.string().optional(),
  prequalLanguage: z.string().optional(),
  noPreqLanguage: z.string().optional(),
  loanPrequalLang: z.string().optional(),
  revCreditPrequalLang: z.string().optional(),
});

export const waterfallView = z.object({
  sessionId: z.string(),
  status: z.string(),
  application: applicationSchema,
});

const sessionId = z.uuid({ message: 'sessionId: Must be the id of your Versatile session.' });
/** Lenders §7 sends these along; the session token already names the consumer and shop. */
const linkFields = {
  linkCode: z.string().max(64).optional(),
  phoneNumber: z.string().max(32).optional(),
  acctId: z.string().max(64).optional(),
  subId: z.string().max(64).optional(),
  token: z.string().max(2048).optional(),
};

const responses = <T extends z.ZodType>(ok: T) => ({
  200: ok,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  502: errorResponse,
  504: errorResponse,
  ...commonErrors,
});

/**
 * Versatile (lenders §7 "Versatile lenders / waterfall / pending app / front-end session"), all 🔒, under
 * /api/v1/vers. The status update the page sends after a widget decision lives under /apps/app/ where the
 * spec puts it (routes/api/v1/apps/app/ beside this folder's parent).
 */
export function versRoutes(waterfall: VersWaterfallService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/loadLenders',
      {
        schema: {
          querystring: z.object({
            linkCode: z.string().max(64).optional(),
            token: z.string().max(2048).optional(),
          }),
          response: responses(z.object({ lenders: z.array(lenderRecord), error: z.string().optional() })),
        },
      },
      async (request) => waterfall.loadLendersFor(request.session!),
    );

    app.post(
      '/waterfall',
      {
        schema: {
          body: prequalBody.extend(linkFields),
          headers: idempotencyHeaders,
          response: responses(waterfallView),
        },
      },
      async (request) => waterfall.start(request.body, request.session!, request.headers['idempotency-key']),
    );

    app.get(
      '/waterfall/:sessionId',
      {
        schema: {
          params: z.object({ sessionId: z.string().max(64) }),
          response: responses(waterfallView),
        },
      },
      async (request) => {
        const id = sessionId.safeParse(request.params.sessionId);
        // A malformed id is answered like someone else's session: 404.
        if (!id.success) return reply404();
        return waterfall.view(id.data, request.session!.consumerId);
      },
    );

    app.post(
      '/pendingApplication',
      {
        schema: {
          body: z.object({
            ...linkFields,
            t2AConsumerKeyId: z.uuid({ message: 't2AConsumerKeyId: Must be your consumer id.' }),
            sessionId,
            provider: z.string().trim().min(1, 'provider: Required.').max(64),
          }),
          response: responses(
            z.object({ success: z.boolean(), sessionId: z.string(), provider: z.string() }),
          ),
        },
      },
      async (request) => waterfall.pendingApplication(request.body, request.session!),
    );

    app.post(
      '/createFrontEndSession',
      {
        schema: {
          body: z.object({
            ...linkFields,
            consumerId: z.uuid({ message: 'consumerId: Must be your consumer id.' }),
            sessionId,
          }),
          response: responses(z.object({ sessionId: z.string(), token: z.string(), expiresAt: z.string() })),
        },
      },
      async (request) => waterfall.createFrontEndSession(request.body, request.session!),
    );
  };
}

function reply404(): never {
  throw new AppError('NOT_FOUND');
}
