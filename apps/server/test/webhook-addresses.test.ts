import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES } from '@ttapply/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { checkEndpointUrl, checkedLookup, isPublicAddress } from '../src/webhooks/endpoint-address.js';
import { WebhookSender } from '../src/webhooks/webhook-sender.js';

// Decision 320: outside development a webhook goes only to https on a public address, checked as it connects.
describe('webhook endpoint addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::6810:85e5', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses http, credentials and private addresses when registering, unless local endpoints are allowed', async () => {
    await expect(checkEndpointUrl('http://93.184.215.14/hooks', false)).rejects.toThrow(
      WEBHOOK_MESSAGES.httpsOnly,
    );
    await expect(checkEndpointUrl('https://user:pw@93.184.215.14/', false)).rejects.toThrow(
      WEBHOOK_MESSAGES.credentials,
    );
    await expect(checkEndpointUrl('https://10.0.0.5/hooks', false)).rejects.toThrow(
      WEBHOOK_MESSAGES.privateAddress,
    );
    await expect(checkEndpointUrl('https://[::1]/hooks', false)).rejects.toThrow(
      WEBHOOK_MESSAGES.privateAddress,
    );
    // A name is judged by what it resolves to, not by how it reads.
    await expect(checkEndpointUrl('https://localhost/hooks', false)).rejects.toThrow(
      WEBHOOK_MESSAGES.privateAddress,
    );
    await expect(checkEndpointUrl('http://localhost/hooks', true)).resolves.toBeUndefined();
  });

  it('checks the address the connection resolves, not only the name registered', async () => {
    const lookup = checkedLookup(false);
    const error = await new Promise<Error | null>((resolve) =>
      lookup('localhost', { all: true }, (err) => resolve(err)),
    );
    expect(error?.message).toBe(WEBHOOK_MESSAGES.privateAddress);
  });

  it('production refuses local endpoints in its configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_LOCAL_ENDPOINTS: '1' })).toThrow(
      /WEBHOOK_LOCAL_ENDPOINTS: webhooks reach public https endpoints only/,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowLocalEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).webhooks.allowLocalEndpoints).toBe(true);
  });
});

describe('webhook sender outside development', () => {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits++;
    response.end('ok');
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never connects to a loopback endpoint, by address or by name', async () => {
    const sender = new WebhookSender({ timeoutMs: 2000, allowLocalEndpoints: false });
    const message = {
      messageId: 'msg_1',
      payload: '{}',
      secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      at: new Date(),
    };
    // https to the loopback name: refused before a socket is opened.
    const byName = await sender.send({ ...message, url: `https://localhost:${port}/hooks` });
    const byAddress = await sender.send({ ...message, url: `https://127.0.0.1:${port}/hooks` });
    const overHttp = await sender.send({ ...message, url: `http://127.0.0.1:${port}/hooks` });
    expect(byName).toEqual({ status: null, excerpt: WEBHOOK_MESSAGES.privateAddress });
    expect(byAddress).toEqual({ status: null, excerpt: WEBHOOK_MESSAGES.privateAddress });
    expect(overHttp).toEqual({ status: null, excerpt: WEBHOOK_MESSAGES.httpsOnly });
    expect(hits).toBe(0);
    // The same endpoint in development is reached.
    const local = new WebhookSender({ timeoutMs: 2000, allowLocalEndpoints: true });
    expect(await local.send({ ...message, url: `http://127.0.0.1:${port}/hooks` })).toEqual({
      status: 200,
      excerpt: 'ok',
    });
    expect(hits).toBe(1);
  });
});
