import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkRepairOrder,
  checkSettings,
  postedForm,
  settingsValues,
  typedSettings,
} from './shop-system-forms.js';
import {
  emptyForm,
  financingFragment,
  homePage,
  notFoundPage,
  orderPage,
  ordersPage,
  settingsPage,
} from './shop-system-pages.js';
import { SHOP_SYSTEM_SCRIPT } from './shop-system-script.js';
import { ShopSystemService } from './shop-system-service.js';
import { ShopSystemState, type RepairOrder, type Shop } from './shop-system-state.js';

export interface ShopSystemRoutesOptions {
  /** Text To Apply's origin: the address a new shop's settings start with. */
  appOrigin: string;
  now: () => Date;
}

const shopParams = z.object({ shopId: z.string().regex(/^shop_[0-9a-f]{16}$/) });
const orderParams = shopParams.extend({ orderId: z.uuid() });
const webhookAnswer = z.object({ received: z.boolean(), error: z.string().optional() });

/**
 * A shop-management system, as a shop runs one beside us (docs/partner-api.md "The sandbox's shop system",
 * decision 316): repair orders over the shop's trigger amount start the customer's application through our
 * partner API with the shop's test key, and each order follows the financing from our webhooks (verified) or by
 * reading the journey. Everything under /shop-system.
 */
export const shopSystemRoutes: FastifyPluginAsync<ShopSystemRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const state = new ShopSystemState();
  const service = new ShopSystemService(state, opts.now);

  // The screens post plain forms (they work without script).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const page = (reply: FastifyReply, shop: Shop | undefined, body: string, status = 200) => {
    // The QR code image comes from Text To Apply's own origin (its answer allows it, decision 315's page).
    const images = shop ? ` ${new URL(shop.settings.baseUrl).origin}` : '';
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; ` +
          `img-src 'self'${images}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body);
  };
  const seeOther = (reply: FastifyReply, location: string) =>
    reply.code(303).header('location', location).send();
  const shopOr404 = (request: FastifyRequest<{ Params: { shopId: string } }>, reply: FastifyReply) => {
    const shop = state.shop(request.params.shopId);
    if (!shop) void page(reply, undefined, notFoundPage(), 404);
    return shop;
  };
  const webhookUrl = (request: FastifyRequest, shop: Shop) =>
    `${request.protocol}://${request.host}/shop-system/shops/${shop.id}/webhooks`;

  app.get('/shop-system/shop-system.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(SHOP_SYSTEM_SCRIPT),
  );

  app.get('/shop-system', async (_request, reply) =>
    page(reply, undefined, homePage(emptyForm({ baseUrl: opts.appOrigin, triggerAmount: '1000.00' }))),
  );

  app.post('/shop-system/shops', { schema: { body: postedForm } }, async (request, reply) => {
    const checked = checkSettings(request.body);
    if (!checked.ok)
      return page(
        reply,
        undefined,
        homePage({ values: typedSettings(request.body), errors: checked.errors }),
        400,
      );
    const shop = state.addShop(checked.value);
    return seeOther(reply, `/shop-system/shops/${shop.id}/settings?saved=1`);
  });

  app.get(
    '/shop-system/shops/:shopId/settings',
    { schema: { params: shopParams, querystring: z.object({ saved: z.literal('1').optional() }) } },
    async (request, reply) => {
      const shop = shopOr404(request, reply);
      if (!shop) return reply;
      const form = emptyForm(settingsValues(shop.settings));
      return page(
        reply,
        shop,
        settingsPage(shop, form, webhookUrl(request, shop), request.query.saved === '1'),
      );
    },
  );

  app.post(
    '/shop-system/shops/:shopId/settings',
    { schema: { params: shopParams, body: postedForm } },
    async (request, reply) => {
      const shop = shopOr404(request, reply);
      if (!shop) return reply;
      const checked = checkSettings(request.body, shop.settings);
      if (!checked.ok) {
        const form = { values: typedSettings(request.body), errors: checked.errors };
        return page(reply, shop, settingsPage(shop, form, webhookUrl(request, shop), false), 400);
      }
      shop.settings = checked.value;
      return seeOther(reply, `/shop-system/shops/${shop.id}/settings?saved=1`);
    },
  );

  app.get('/shop-system/shops/:shopId', { schema: { params: shopParams } }, async (request, reply) => {
    const shop = shopOr404(request, reply);
    if (!shop) return reply;
    return page(reply, shop, ordersPage(shop, emptyForm()));
  });

  app.post(
    '/shop-system/shops/:shopId/repair-orders',
    { schema: { params: shopParams, body: postedForm } },
    async (request, reply) => {
      const shop = shopOr404(request, reply);
      if (!shop) return reply;
      const checked = checkRepairOrder(request.body);
      if (!checked.ok)
        return page(reply, shop, ordersPage(shop, { values: request.body, errors: checked.errors }), 400);
      const order = await service.openRepairOrder(shop, checked.value);
      return seeOther(reply, `/shop-system/shops/${shop.id}/repair-orders/${order.id}`);
    },
  );

  const orderOr404 = (
    request: FastifyRequest<{ Params: { shopId: string; orderId: string } }>,
    reply: FastifyReply,
  ) => {
    const shop = shopOr404(request, reply);
    const order = shop?.orders.get(request.params.orderId);
    if (shop && !order) void page(reply, shop, notFoundPage(), 404);
    return shop && order ? { shop, order } : undefined;
  };

  app.get(
    '/shop-system/shops/:shopId/repair-orders/:orderId',
    { schema: { params: orderParams } },
    async (request, reply) => {
      const found = orderOr404(request, reply);
      if (!found) return reply;
      return page(reply, found.shop, orderPage(found.shop, found.order));
    },
  );

  // The open order's script asks each second: the financing part of the page, read again first when due.
  app.get(
    '/shop-system/shops/:shopId/repair-orders/:orderId/financing',
    { schema: { params: orderParams } },
    async (request, reply) => {
      const found = orderOr404(request, reply);
      if (!found) return reply;
      await service.followIfDue(found.shop, found.order);
      return page(reply, found.shop, financingFragment(found.shop, found.order));
    },
  );

  /** An order's button: does its action, then shows the order again. */
  const orderAction = (action: string, run: (shop: Shop, order: RepairOrder) => Promise<void>) =>
    app.post(
      `/shop-system/shops/:shopId/repair-orders/:orderId/${action}`,
      { schema: { params: orderParams } },
      async (request, reply) => {
        const found = orderOr404(request, reply);
        if (!found) return reply;
        await run(found.shop, found.order);
        return seeOther(reply, `/shop-system/shops/${found.shop.id}/repair-orders/${found.order.id}`);
      },
    );
  orderAction('check', (shop, order) => service.readFinancing(shop, order));
  orderAction('start-financing', (shop, order) => service.startFinancing(shop, order));

  // The webhook endpoint reads its body raw: the signature is over the bytes as sent, not over a re-serialised
  // object.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/shop-system/shops/:shopId/webhooks',
      {
        schema: {
          params: shopParams,
          body: z.string(),
          response: { 200: webhookAnswer, 400: webhookAnswer, 401: webhookAnswer, 404: webhookAnswer },
        },
      },
      async (request, reply) => {
        const shop = state.shop(request.params.shopId);
        if (!shop) return reply.code(404).send({ received: false, error: 'No such shop.' });
        const answer = service.receiveWebhook(shop, request.body, request.headers);
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
};
