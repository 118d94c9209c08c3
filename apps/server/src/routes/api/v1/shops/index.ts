import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zipError } from '../../../../services/app-data-rules.js';
import { toShopView } from '../../../../services/shop-service.js';
import { commonErrors, shopSchema } from '../../../schemas.js';

// No cross-field rule here: a missing location is answered by the service with the spec's exact text
// ('Address information is required…'), which a field-prefixed validation message would not be.
const searchQuery = z.object({
  zip: z
    .string()
    .max(10)
    .optional()
    .superRefine((value, ctx) => {
      const message = value === undefined ? undefined : zipError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  address: z.string().max(200).optional(),
  lat: z.coerce
    .number()
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90')
    .optional(),
  lng: z.coerce
    .number()
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180')
    .optional(),
  keyword: z.string().max(50).optional(),
  linkCode: z.string().max(50).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(4),
});

const keywordInfo = z.object({
  keyword: z.string(),
  status: z.enum(['A', 'I']),
  appId: z.string(),
  companyName: z.string(),
  noMILEFlag: z.enum(['0', '1']),
  experience: z.string(),
});

/** Shop search and shop lookup (spec §7 "Shop search"). */
const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: searchQuery,
        response: {
          200: z.object({ shops: z.array(shopSchema), keywordInfo: keywordInfo.optional() }),
          ...commonErrors,
        },
      },
    },
    async (request) => app.services.shops.search(request.query),
  );

  app.get(
    '/shop/:shopKeyId',
    {
      schema: {
        params: z.object({ shopKeyId: z.string().min(1).max(64) }),
        response: { 200: z.object({ shop: shopSchema }), ...commonErrors },
      },
    },
    async (request) => ({ shop: toShopView(await app.services.shops.byKeyId(request.params.shopKeyId)) }),
  );
};

export default shopRoutes;
