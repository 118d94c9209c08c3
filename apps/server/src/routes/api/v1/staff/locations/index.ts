import {
  BOARD_STAGES,
  boardSchema,
  cancelFundingRequestSchema,
  journeyDetailSchema,
  lenderListRequestSchema,
  linkSendViewSchema,
  locationReportCsv,
  locationReportSchema,
  reportQuerySchema,
  locationContactRequestSchema,
  locationSettingsSchema,
  markSaleRequestSchema,
  roleAllows,
  type ReportQuery,
  sendLinkRequestSchema,
} from '@ttapply/domain/console';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoardHub } from '../../../../../staff/board-hub.js';
import { locationConsoleOf } from '../../../../../staff/location-console.js';
import { LocationReports } from '../../../../../staff/location-reports.js';
import { LocationSettingsService, type SettingsChange } from '../../../../../staff/location-settings.js';
import { STAFF_COOKIE, staffRoleAt } from '../../../../../staff/staff-auth.js';
import { errorResponse } from '../../../../schemas.js';
import {
  auditedLocationChange,
  locationParams as location,
  staffErrors as errors,
} from '../location-route-shape.js';

/**
 * One location's console (decision 165, docs/console-api.md): its live board and board events, one
 * journey's page, and the links texted to customers. Every route checks the caller's role at the location
 * first (staffRoleAt: 404 for a location not theirs, 403 for a role without the permission).
 */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const locations = locationConsoleOf(app);
  const reports = new LocationReports(app.db);
  const settings = new LocationSettingsService(app.db);
  const hub = new BoardHub(services.journeyFeed, locations.board, app.log);
  const streams = new Set<() => void>();
  // Open boards never hold a closing server: each stream ends before the server stops listening.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
    hub.close();
  });

  app.get(
    '/board',
    {
      schema: {
        params: location,
        querystring: z.object({
          stage: z.enum(BOARD_STAGES).optional(),
          sentBy: z.uuid().optional(),
          q: z.string().trim().max(60).optional(),
        }),
        response: { 200: boardSchema, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'view-journeys');
      return { journeys: await locations.board.board(shopKeyId, request.query) };
    },
  );

  // The stream is the browser's, not the user's: opening it does not restart the session's idle clock. It is
  // written by hand (reply.hijack), never serialised; the schema says what it is.
  const boardEvents = {
    config: { backgroundSession: true },
    schema: {
      params: location,
      produces: ['text/event-stream'],
      response: { 200: z.string(), ...errors },
    },
  };
  app.get('/board/events', boardEvents, async (request, reply) => {
    const { shopKeyId } = request.params;
    staffRoleAt(request, shopKeyId, 'view-journeys');
    const token = request.cookies[STAFF_COOKIE] ?? '';
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    let stopListening = () => {};
    let ended = false;
    // A comment every STAFF_BOARD_HEARTBEAT_SECONDS (15) keeps proxies from closing an idle stream. The
    // session was checked at connect; each heartbeat checks it again, so a revoked session or a removed role
    // stops the stream within one beat on every instance. The check is no activity: a session whose only
    // traffic is a board idles out after STAFF_SESSION_IDLE_MINUTES, and the board is told (`signed-out`)
    // so it says so and offers to sign in again instead of reconnecting.
    const heartbeat = setInterval(() => {
      raw.write(': heartbeat\n\n');
      app.staffSessions
        .resolve(token, { activity: false })
        .then((principal) => {
          if (!principal) {
            raw.write('event: signed-out\ndata: {}\n\n');
            end();
            return;
          }
          const role = principal.roles.get(shopKeyId);
          if (!role || !roleAllows(role, 'view-journeys')) end();
        })
        .catch(() => end());
    }, app.config.staff.boardHeartbeatMs);
    heartbeat.unref();
    app.metrics.boardConnections.inc();
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      stopListening();
      streams.delete(end);
      app.metrics.boardConnections.dec();
      raw.end();
    };
    streams.add(end);
    // The response's close: the client went away or the connection broke.
    raw.on('close', end);
    // A board that reconnects (EventSource sends the last id it read, whichever instance it reaches) is first sent
    // every row numbered after it (decision 288); anything else starts from now.
    const lastEventId = request.headers['last-event-id'];
    const resumeFrom =
      typeof lastEventId === 'string' && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    try {
      const close = await hub.open(shopKeyId, (frames) => raw.write(frames), resumeFrom);
      if (ended) close();
      else stopListening = close;
    } catch (error) {
      // The database did not answer: the board reconnects after `retry` and resumes from its last id.
      request.log.warn({ err: error }, 'board could not be opened');
      end();
    }
  });

  app.get(
    '/journeys/:consumerId',
    {
      schema: {
        params: location.extend({ consumerId: z.uuid() }),
        response: { 200: journeyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId, consumerId } = request.params;
      return auditedLocationChange(
        request,
        shopKeyId,
        'view-journeys',
        () => locations.journeys.detail(shopKeyId, consumerId),
        { action: 'journey-viewed', targetType: 'consumer', targetId: consumerId },
      );
    },
  );

  const journeyParams = location.extend({ consumerId: z.uuid() });

  app.post(
    '/journeys/:consumerId/sale',
    {
      schema: {
        params: journeyParams,
        body: markSaleRequestSchema,
        response: { 200: journeyDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId, consumerId } = request.params;
      await auditedLocationChange(
        request,
        shopKeyId,
        'mark-sale',
        () => locations.afterApproval.markSale(shopKeyId, consumerId, request.staff!.userId, request.body),
        {
          action: request.body.outcome === 'sale-completed' ? 'sale-completed' : 'customer-left',
          targetType: 'consumer',
          targetId: consumerId,
          detail:
            request.body.outcome === 'sale-completed' ? { invoiceAmount: request.body.invoiceAmount } : {},
        },
      );
      return locations.journeys.detail(shopKeyId, consumerId);
    },
  );

  app.post(
    '/journeys/:consumerId/cancel-funding',
    {
      schema: {
        params: journeyParams,
        body: cancelFundingRequestSchema,
        response: { 200: journeyDetailSchema, 409: errorResponse, 422: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId, consumerId } = request.params;
      staffRoleAt(request, shopKeyId, 'cancel-funding');
      const funding = await locations.afterApproval.fundingToCancel(shopKeyId, consumerId);
      // The same path as the consumer's cancel: the lender is asked, and its refusal is shown as it says it.
      await services.lenderModules.cancelFundingForShop(funding.appCode, funding.applicationId, {
        consumerId,
        shopKeyId,
        training: funding.training,
        staffUserId: request.staff!.userId,
      });
      await app.staffAudit.record(request, {
        action: 'funding-cancelled',
        shopKeyId,
        targetType: 'application',
        targetId: funding.applicationId,
        detail: { consumerId, appCode: funding.appCode, reason: request.body.reason },
      });
      return locations.journeys.detail(shopKeyId, consumerId);
    },
  );

  /**
   * A change to the location's shop row by an owner or manager: audited with the before and after, then this
   * instance's shop directory refreshed at once (the others follow the table's revision, decision 026).
   */
  const changeSettings = async (
    request: FastifyRequest,
    shopKeyId: string,
    action: 'lender-list-changed' | 'location-contact-changed',
    change: (shopKeyId: string, organisationId: string) => Promise<SettingsChange<unknown>>,
  ) => {
    const organisationId = request.staff!.organisationId;
    await auditedLocationChange(
      request,
      shopKeyId,
      'manage-location',
      () => change(shopKeyId, organisationId),
      ({ before, after }) => ({ action, targetType: 'shop', targetId: shopKeyId, detail: { before, after } }),
    );
    await services.shops.refreshIfChanged();
    return settings.settings(shopKeyId, organisationId);
  };

  app.get(
    '/settings',
    { schema: { params: location, response: { 200: locationSettingsSchema, ...errors } } },
    async (request) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'manage-location');
      return settings.settings(shopKeyId, request.staff!.organisationId);
    },
  );

  app.put(
    '/lenders',
    {
      schema: {
        params: location,
        body: lenderListRequestSchema,
        response: { 200: locationSettingsSchema, ...errors },
      },
    },
    async (request) =>
      changeSettings(request, request.params.shopKeyId, 'lender-list-changed', (shopKeyId, organisationId) =>
        settings.changeLenders(shopKeyId, organisationId, request.body.lenders),
      ),
  );

  app.put(
    '/contact',
    {
      schema: {
        params: location,
        body: locationContactRequestSchema,
        response: { 200: locationSettingsSchema, ...errors },
      },
    },
    async (request) =>
      changeSettings(
        request,
        request.params.shopKeyId,
        'location-contact-changed',
        (shopKeyId, organisationId) => settings.changeContact(shopKeyId, organisationId, request.body),
      ),
  );

  app.get(
    '/links',
    {
      schema: {
        params: location,
        response: { 200: z.object({ links: z.array(linkSendViewSchema) }), ...errors },
      },
    },
    async (request) => {
      const { shopKeyId } = request.params;
      staffRoleAt(request, shopKeyId, 'view-journeys');
      return { links: await locations.links.todaysLinks(shopKeyId) };
    },
  );

  app.post(
    '/links',
    {
      schema: {
        params: location,
        body: sendLinkRequestSchema,
        response: { 201: linkSendViewSchema, 409: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { shopKeyId } = request.params;
      const sent = await auditedLocationChange(
        request,
        shopKeyId,
        'send-link',
        () => locations.links.sendLink(shopKeyId, request.staff!.userId, request.body),
        // Ids only: the phone, amount and note stay out of the audit log as they stay out of the logs.
        ({ id, consumerId }) => ({
          action: 'link-sent',
          targetType: 'link-send',
          targetId: id,
          detail: { consumerId },
        }),
      );
      return reply.code(201).send(sent);
    },
  );

  const linkParams = location.extend({ id: z.uuid() });
  app.post(
    '/links/:id/resend',
    {
      schema: {
        params: linkParams,
        response: { 200: linkSendViewSchema, 409: errorResponse, 410: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { shopKeyId, id } = request.params;
      return auditedLocationChange(
        request,
        shopKeyId,
        'send-link',
        () => locations.links.resend(shopKeyId, request.staff!.userId, id),
        { action: 'link-resent', targetType: 'link-send', targetId: id },
      );
    },
  );

  app.post(
    '/links/:id/cancel',
    { schema: { params: linkParams, response: { 200: linkSendViewSchema, ...errors } } },
    async (request) => {
      const { shopKeyId, id } = request.params;
      return auditedLocationChange(
        request,
        shopKeyId,
        'send-link',
        () => locations.links.cancel(shopKeyId, request.staff!.userId, id),
        { action: 'link-cancelled', targetType: 'link-send', targetId: id },
      );
    },
  );

  // The location's reports (decision 204): owners and managers; the page's figures and their CSV come from
  // the same report, so the file holds exactly what the page shows. A read is audited as reports-viewed, a
  // download as export.
  const reportRequest = { params: location, querystring: reportQuerySchema };
  const auditedReport = async (
    request: FastifyRequest,
    shopKeyId: string,
    { from, to }: ReportQuery,
    action: 'reports-viewed' | 'export',
  ) => {
    staffRoleAt(request, shopKeyId, 'read-reports');
    const report = await reports.report(shopKeyId, { from, to });
    await app.staffAudit.record(request, {
      action,
      shopKeyId,
      targetType: 'location',
      targetId: shopKeyId,
      detail: action === 'export' ? { report: 'location', from, to } : { from, to },
    });
    return report;
  };

  app.get(
    '/reports',
    { schema: { ...reportRequest, response: { 200: locationReportSchema, ...errors } } },
    async (request) => auditedReport(request, request.params.shopKeyId, request.query, 'reports-viewed'),
  );

  app.get(
    '/reports.csv',
    {
      // 200 is the CSV itself (text/csv): Fastify sends a Buffer as it is, never serialised.
      schema: {
        ...reportRequest,
        produces: ['text/csv'],
        response: { 200: z.instanceof(Buffer), ...errors },
      },
    },
    async (request, reply) => {
      const report = await auditedReport(request, request.params.shopKeyId, request.query, 'export');
      // The key id is the caller's own location's (checked in auditedReport); only safe characters reach the header.
      const name = `report-${report.shopKeyId.replace(/[^A-Za-z0-9-]/g, '')}-${report.from}-to-${report.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(locationReportCsv(report), 'utf8'));
    },
  );
};

export default locationRoutes;
