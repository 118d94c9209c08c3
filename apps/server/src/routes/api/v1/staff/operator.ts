import {
  agreementsRequestSchema,
  createLocationRequestSchema,
  createOrganisationRequestSchema,
  inviteOwnerRequestSchema,
  OPERATOR_MESSAGES,
  operatorOrganisationSchema,
  operatorOrganisationSummarySchema,
} from '@ttapply/domain/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../errors/app-error.js';
import { LocationSettingsService } from '../../../../staff/location-settings.js';
import { PlatformOperators } from '../../../../staff/platform-operators.js';
import type { StaffAccountServices } from '../../../../staff/staff-services.js';
import { commonErrors, errorResponse } from '../../../schemas.js';

const errors = { 401: errorResponse, 403: errorResponse, 409: errorResponse, ...commonErrors };
const organisation = z.object({ organisationId: z.uuid() });
const answer = { 200: operatorOrganisationSchema, ...errors };
const created = { 201: operatorOrganisationSchema, 502: errorResponse, ...errors };

/**
 * The platform operators' routes (decision 281; docs/console-api.md "Platform operators"), under the staff
 * session, CSRF and audit like every console route; a signed-in user who is not an operator gets 403.
 */
const operatorRoutes: FastifyPluginAsyncZod<{ services: StaffAccountServices }> = async (
  app,
  { services },
) => {
  const operators = new PlatformOperators(
    app.db,
    app.staffAudit,
    services.users,
    new LocationSettingsService(app.db),
    app.services.geocoder,
    app.clock,
  );
  app.addHook('onRequest', async (request) => {
    if (!request.staff?.operator) throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.notOperator);
  });

  app.get(
    '/organisations',
    {
      schema: {
        response: { 200: z.object({ organisations: z.array(operatorOrganisationSummarySchema) }), ...errors },
      },
    },
    async () => ({ organisations: await operators.organisations() }),
  );

  app.post(
    '/organisations',
    { schema: { body: createOrganisationRequestSchema, response: created } },
    async (request, reply) =>
      reply.status(201).send(await operators.createOrganisation(request, request.body)),
  );

  app.get(
    '/organisations/:organisationId',
    { schema: { params: organisation, response: answer } },
    async (request) => {
      const { organisationId } = request.params;
      const found = await operators.organisation(organisationId);
      // An operator reading a shop's people and locations is in that shop's own log, as a journey viewed is.
      await app.staffAudit.record(request, {
        action: 'organisation-viewed',
        organisationId,
        targetType: 'organisation',
        targetId: organisationId,
      });
      return found;
    },
  );

  app.put(
    '/organisations/:organisationId/agreements',
    { schema: { params: organisation, body: agreementsRequestSchema, response: answer } },
    (request) => operators.setAgreements(request, request.params.organisationId, request.body.agreements),
  );

  app.post(
    '/organisations/:organisationId/locations',
    { schema: { params: organisation, body: createLocationRequestSchema, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await operators.addLocation(request, request.params.organisationId, request.body)),
  );

  app.post(
    '/organisations/:organisationId/owners',
    { schema: { params: organisation, body: inviteOwnerRequestSchema, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await operators.inviteOwner(request, request.params.organisationId, request.body)),
  );

  app.post(
    '/organisations/:organisationId/users/:userId/deactivate',
    { schema: { params: organisation.extend({ userId: z.uuid() }), response: answer } },
    (request) => operators.deactivateUser(request, request.params.organisationId, request.params.userId),
  );

  app.post(
    '/organisations/:organisationId/locations/:shopKeyId/deactivate',
    { schema: { params: organisation.extend({ shopKeyId: z.string().min(1).max(64) }), response: answer } },
    (request) =>
      operators.deactivateLocation(request, request.params.organisationId, request.params.shopKeyId),
  );
};

export default operatorRoutes;
