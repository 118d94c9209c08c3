import {
  apiKeyListSchema,
  apiKeyViewSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PartnerApiKeys } from '../../../../../partner-api/partner-api-keys.js';
import { staffRoleAt } from '../../../../../staff/staff-auth.js';
import { commonErrors, errorResponse } from '../../../../schemas.js';

const location = z.object({ shopKeyId: z.string().min(1).max(64) });
const keyParams = location.extend({ id: z.uuid() });
const errors = { 401: errorResponse, 403: errorResponse, ...commonErrors };

/**
 * A location's partner API keys (docs/partner-api.md, decision 314), for its owners and managers (`manage-location`):
 * listed without their secrets; made and rotated with the new key in the answer, the only time it is shown;
 * revoked. Each change is audited with the key's id, never the key.
 */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = new PartnerApiKeys(app.db, app.config, app.clock);

  app.get(
    '/',
    { schema: { params: location, response: { 200: apiKeyListSchema, ...errors } } },
    async (request) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-location');
      return { keys: await keys.list(shopKeyId), mode: keys.mode };
    },
  );

  app.post(
    '/',
    {
      schema: {
        params: location,
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-location');
      const created = await keys.create(shopKeyId, request.staff!.userId, request.body.name);
      await app.staffAudit.record(request, {
        action: 'api-key-created',
        shopKeyId,
        targetType: 'api-key',
        targetId: created.key.id,
        detail: { name: created.key.name, mode: created.key.mode },
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/:id/rotate',
    { schema: { params: keyParams, response: { 201: createdApiKeySchema, 409: errorResponse, ...errors } } },
    async (request, reply) => {
      const { shopKeyId, id } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-location');
      const created = await keys.rotate(shopKeyId, request.staff!.userId, id);
      await app.staffAudit.record(request, {
        action: 'api-key-rotated',
        shopKeyId,
        targetType: 'api-key',
        targetId: id,
        detail: { replacedBy: created.key.id },
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/:id/revoke',
    { schema: { params: keyParams, response: { 200: apiKeyViewSchema, ...errors } } },
    async (request) => {
      const { shopKeyId, id } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-location');
      const revoked = await keys.revoke(shopKeyId, request.staff!.userId, id);
      await app.staffAudit.record(request, {
        action: 'api-key-revoked',
        shopKeyId,
        targetType: 'api-key',
        targetId: id,
      });
      return revoked;
    },
  );
};

export default apiKeyRoutes;
