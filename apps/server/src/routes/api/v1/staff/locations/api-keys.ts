import {
  apiKeyListSchema,
  apiKeyViewSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoleAt } from '../../../../../staff/staff-auth.js';
import { errorResponse } from '../../../../schemas.js';
import { auditedLocationChange, locationParams, staffErrors } from '../location-route-shape.js';

const keyParams = locationParams.extend({ id: z.uuid() });

/**
 * A location's partner API keys (docs/partner-api.md, decision 314), for its owners and managers (`manage-location`):
 * listed without their secrets; made and rotated with the new key in the answer, the only time it is shown;
 * revoked. Each change is audited with the key's id, never the key.
 */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.services.partnerKeys;

  app.get(
    '/',
    { schema: { params: locationParams, response: { 200: apiKeyListSchema, ...staffErrors } } },
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
        params: locationParams,
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeySchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { shopKeyId } = request.params;
      const created = await auditedLocationChange(
        request,
        shopKeyId,
        'manage-location',
        () => keys.create(shopKeyId, request.staff!.userId, request.body.name),
        ({ key }) => ({
          action: 'api-key-created',
          targetType: 'api-key',
          targetId: key.id,
          detail: { name: key.name, mode: key.mode },
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/:id/rotate',
    {
      schema: {
        params: keyParams,
        response: { 201: createdApiKeySchema, 409: errorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { shopKeyId, id } = request.params;
      const created = await auditedLocationChange(
        request,
        shopKeyId,
        'manage-location',
        () => keys.rotate(shopKeyId, request.staff!.userId, id),
        ({ key }) => ({
          action: 'api-key-rotated',
          targetType: 'api-key',
          targetId: id,
          detail: { replacedBy: key.id },
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/:id/revoke',
    { schema: { params: keyParams, response: { 200: apiKeyViewSchema, ...staffErrors } } },
    async (request) => {
      const { shopKeyId, id } = request.params;
      return auditedLocationChange(
        request,
        shopKeyId,
        'manage-location',
        () => keys.revoke(shopKeyId, request.staff!.userId, id),
        { action: 'api-key-revoked', targetType: 'api-key', targetId: id },
      );
    },
  );
};

export default apiKeyRoutes;
