import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardizedAddressSchema } from '../../../../services/address-service.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

// Shapes only: the field formats are the domain's, checked by the address service so the texts match the
// browser's (spec §5).
const addressBody = z.object({
  address1: z.string().max(200).optional(),
  address2: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(2, 'state: use the two-letter code').optional(),
  zipcode: z.string().max(10).optional(),
  type: z.enum(['resident', 'mailing', 'previous']).default('resident'),
});

/** Postal address check (spec §7 "Postal address check", §4 "Address modal"). */
const uspsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/address',
    {
      // Each check may cost a call to USPS, whose quota is per hour: a per-client cap well above a person's need.
      config: { rateLimit: { max: app.config.addressVerifier.checksPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: addressBody,
        response: {
          200: z.object({ info: z.object({ address: standardizedAddressSchema }) }),
          ...commonErrors,
          502: errorResponse,
          504: errorResponse,
        },
      },
    },
    async (request) => {
      const { type, ...fields } = request.body;
      const state = fields.state?.trim().toUpperCase();
      const address = await app.services.addresses.verify(type, { ...fields, state });
      return { info: { address } };
    },
  );
};

export default uspsRoutes;
