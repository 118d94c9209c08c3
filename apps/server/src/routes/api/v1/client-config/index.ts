import { GEOFENCE_METRES } from '@ttapply/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lenderSettings } from '../../../../lenders/index.js';
import { errorResponse } from '../../../schemas.js';

export const clientConfigSchema = z.object({
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}). */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** App codes whose shops may only be chosen on site (spec §4 "Shop selection"; empty by default). */
  geofencedLenders: z.array(z.string()),
  /** Spec §9: 32187 metres. */
  geofenceRangeMeters: z.number().int().positive(),
  /** Spec §4, §9: idle warning after 13 minutes, exit after 15. */
  idleWarningMs: z.number().int().positive(),
  idleExitMs: z.number().int().positive(),
  /**
   * Origin of the lenders' hosted pages the app frames (state disclosures, a lender's own application form, a
   * lender's widget, e-sign): the partner sandbox in development and training. Listed in the CSP frame-src.
   */
  lenderPagesOrigin: z.string(),
  /** lenders §2, §6: the pay-link training (/pay-training/…) is on only in the training build (TRAINING_BUILD). */
  trainingBuild: z.boolean(),
  /** Lenders §9: the browser reads a lender's answer, a signing and the next step every second while it waits. */
  pollIntervalMs: z.number().int().positive(),
  // And the fields a lender's browser side reads of its own settings (lender-definition.ts `settings.client`).
  ...lenderSettings().client.schema,
});

/**
 * What the browser needs from the server's configuration before it can draw the map, enforce the geofence
 * or time out an idle session. Public and the same for everyone, so it may be cached briefly.
 */
const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { client } = app.config;
  // The configuration's client part as the schema declares it (the tile origin is the server's, for its CSP).
  const body = clientConfigSchema.parse({ ...client, geofenceRangeMeters: GEOFENCE_METRES });
  app.get(
    '/',
    { schema: { response: { 200: clientConfigSchema, 429: errorResponse, 500: errorResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};

export default clientConfigRoutes;
