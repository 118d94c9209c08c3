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
import { errorResponse } from '../../../../schemas.js';
import { auditedLocationChange, locationParams, staffErrors } from '../location-route-shape.js';

const endpointParams = locationParams.extend({ id: z.uuid() });

/**
 * A location's webhook endpoints (docs/webhooks.md): owners register, change and remove them, rotate their
 * secrets and resend a delivery; managers may look. Every change is audited with ids and the address, never
 * a secret.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhooks = app.services.webhooks;

  app.get(
    '/',
    { schema: { params: locationParams, response: { 200: webhookEndpointListSchema, ...staffErrors } } },
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
        params: locationParams,
        body: webhookEndpointRequestSchema,
        response: { 201: webhookEndpointWithSecretSchema, 422: errorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { shopKeyId } = request.params;
      const created = await auditedLocationChange(
        request,
        shopKeyId,
        'manage-webhooks',
        () => webhooks.create(shopKeyId, request.staff!.userId, request.body),
        ({ endpoint }) => ({
          action: 'webhook-endpoint-added',
          targetType: 'webhook-endpoint',
          targetId: endpoint.id,
          detail: { url: endpoint.url, events: endpoint.events },
        }),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: endpointParams,
        body: webhookEndpointChangeSchema,
        response: { 200: webhookEndpointSchema, 422: errorResponse, ...staffErrors },
      },
    },
    async (request) => {
      const { shopKeyId, id: endpointId } = request.params;
      return auditedLocationChange(
        request,
        shopKeyId,
        'manage-webhooks',
        () => webhooks.change(shopKeyId, endpointId, request.body),
        (changed) => ({
          action: 'webhook-endpoint-changed',
          targetType: 'webhook-endpoint',
          targetId: endpointId,
          detail: { url: changed.url, events: changed.events, status: changed.status },
        }),
      );
    },
  );

  app.delete(
    '/:id',
    { schema: { params: endpointParams, response: { 204: z.null(), ...staffErrors } } },
    async (request, reply) => {
      const { shopKeyId, id: endpointId } = request.params;
      await auditedLocationChange(
        request,
        shopKeyId,
        'manage-webhooks',
        () => webhooks.remove(shopKeyId, endpointId),
        { action: 'webhook-endpoint-removed', targetType: 'webhook-endpoint', targetId: endpointId },
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      schema: { params: endpointParams, response: { 200: webhookEndpointWithSecretSchema, ...staffErrors } },
    },
    async (request) => {
      const { shopKeyId, id: endpointId } = request.params;
      return auditedLocationChange(
        request,
        shopKeyId,
        'manage-webhooks',
        () => webhooks.rotateSecret(shopKeyId, endpointId),
        { action: 'webhook-secret-rotated', targetType: 'webhook-endpoint', targetId: endpointId },
      );
    },
  );

  app.get(
    '/:id/deliveries',
    { schema: { params: endpointParams, response: { 200: webhookDeliveryListSchema, ...staffErrors } } },
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
        response: { 200: webhookDeliverySchema, 409: errorResponse, ...staffErrors },
      },
    },
    async (request) => {
      const { shopKeyId, id: deliveryId } = request.params;
      const { delivery } = await auditedLocationChange(
        request,
        shopKeyId,
        'manage-webhooks',
        () => webhooks.resend(shopKeyId, deliveryId),
        ({ endpointId }) => ({
          action: 'webhook-resent',
          targetType: 'webhook-delivery',
          targetId: deliveryId,
          detail: { endpointId },
        }),
      );
      return delivery;
    },
  );
};

export default webhookRoutes;
