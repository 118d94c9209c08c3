import {
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointChangeSchema,
  webhookEndpointListSchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@ttapply/domain/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoleAt } from '../../../../../staff/staff-auth.js';
import { commonErrors, errorResponse } from '../../../../schemas.js';

const location = z.object({ shopKeyId: z.string().min(1).max(64) });
const endpointParams = location.extend({ id: z.uuid() });
const errors = { 401: errorResponse, 403: errorResponse, ...commonErrors };

/**
 * A location's webhook endpoints (docs/webhooks.md): owners register, change and remove them, rotate their
 * secrets and resend a delivery; managers may look. Every change is audited with ids and the address, never
 * a secret.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhooks = app.services.webhooks;

  app.get(
    '/',
    { schema: { params: location, response: { 200: webhookEndpointListSchema, ...errors } } },
    async (request) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'view-webhooks');
      return { endpoints: await webhooks.list(shopKeyId) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        params: location,
        body: webhookEndpointRequestSchema,
        response: { 201: webhookEndpointWithSecretSchema, 422: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-webhooks');
      const created = await webhooks.create(shopKeyId, request.staff!.userId, request.body);
      await app.staffAudit.record(request, {
        action: 'webhook-endpoint-added',
        shopKeyId,
        targetType: 'webhook-endpoint',
        targetId: created.endpoint.id,
        detail: { url: created.endpoint.url, events: created.endpoint.events },
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: endpointParams,
        body: webhookEndpointChangeSchema,
        response: { 200: webhookEndpointSchema, 422: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId, id: endpointId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-webhooks');
      const changed = await webhooks.change(shopKeyId, endpointId, request.body);
      await app.staffAudit.record(request, {
        action: 'webhook-endpoint-changed',
        shopKeyId,
        targetType: 'webhook-endpoint',
        targetId: endpointId,
        detail: { url: changed.url, events: changed.events, status: changed.status },
      });
      return changed;
    },
  );

  app.delete(
    '/:id',
    { schema: { params: endpointParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { shopKeyId, id: endpointId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-webhooks');
      await webhooks.remove(shopKeyId, endpointId);
      await app.staffAudit.record(request, {
        action: 'webhook-endpoint-removed',
        shopKeyId,
        targetType: 'webhook-endpoint',
        targetId: endpointId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      schema: { params: endpointParams, response: { 200: webhookEndpointWithSecretSchema, ...errors } },
    },
    async (request) => {
      const { shopKeyId, id: endpointId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-webhooks');
      const rotated = await webhooks.rotateSecret(shopKeyId, endpointId);
      await app.staffAudit.record(request, {
        action: 'webhook-secret-rotated',
        shopKeyId,
        targetType: 'webhook-endpoint',
        targetId: endpointId,
      });
      return rotated;
    },
  );

  app.get(
    '/:id/deliveries',
    { schema: { params: endpointParams, response: { 200: webhookDeliveryListSchema, ...errors } } },
    async (request) => {
      const { shopKeyId, id: endpointId } = request.params;
      staffRoleAt(request, shopKeyId, 'view-webhooks');
      return { deliveries: await webhooks.deliveriesOf(shopKeyId, endpointId) };
    },
  );

  app.post(
    '/deliveries/:id/resend',
    {
      schema: {
        params: endpointParams,
        response: { 200: webhookDeliverySchema, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId, id: deliveryId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-webhooks');
      const { delivery, endpointId } = await webhooks.resend(shopKeyId, deliveryId);
      await app.staffAudit.record(request, {
        action: 'webhook-resent',
        shopKeyId,
        targetType: 'webhook-delivery',
        targetId: deliveryId,
        detail: { endpointId },
      });
      return delivery;
    },
  );
};

export default webhookRoutes;
