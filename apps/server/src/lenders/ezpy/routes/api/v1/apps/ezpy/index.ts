import { US_STATES } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorText, inField } from '../../../../../../../errors/app-error.js';
import { commonErrors, errorResponse } from '../../../../../../../routes/schemas.js';
import { ezpyTermsUrl } from '../../../../../terms-url.js';

const STATE_CODES = new Set(US_STATES.map((state) => state.value));

const termsUrlBody = z.object({
  t2AStoreKeyId: z.string().min(1, 't2AStoreKeyId: Value cannot be empty').max(64),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((state) => STATE_CODES.has(state), { message: 'state: Invalid state' }),
});

/**
 * EasyPay's own calls (lenders §7 "EZPY terms"), 🔒. POST /api/v1/apps/ezpy/terms-url answers the address
 * of EasyPay's 'State Law Disclosures and Terms and Conditions' for the shop and the resident state; the
 * review page frames it (lenders §2).
 */
export const ezpyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/terms-url',
    {
      schema: {
        body: termsUrlBody,
        response: {
          200: z.object({ terms_and_conditions_url: z.string() }),
          401: errorResponse,
          403: errorResponse,
          502: errorResponse,
          504: errorResponse,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { t2AStoreKeyId, state } = request.body;
      const shop = await app.services.shops.byKeyId(t2AStoreKeyId).catch((error: unknown) => {
        // An unknown shop is the caller's mistake here, not a missing page.
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('BAD_REQUEST', inField('t2AStoreKeyId', errorText('shop.unknown')));
        }
        throw error;
      });
      const url = await ezpyTermsUrl(
        app.services.lenders.documents({ training: request.session!.mode === 'fm-train' }),
        { state, shop },
        {
          lenderPagesOrigin: app.config.client.lenderPagesOrigin,
          signal: AbortSignal.timeout(app.config.lenders.timeoutMs),
        },
      );
      return { terms_and_conditions_url: url };
    },
  );
};
