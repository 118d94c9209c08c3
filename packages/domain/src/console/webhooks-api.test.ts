import { describe, expect, it } from 'vitest';
import { roleAllows } from './staff-roles.js';
import {
  WEBHOOK_EVENT_NAMES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookEndpointRequestSchema,
} from './webhooks-api.js';

const messagesOf = (input: unknown) => {
  const parsed = webhookEndpointRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a webhook endpoint as the console sends it (docs/webhooks.md)', () => {
  it('takes an http(s) address up to 2,000 characters and at least one known event, each once in words', () => {
    expect(messagesOf({ url: 'https://shop.example.com/hooks', events: ['lender.approved'] })).toEqual([]);
    expect(
      webhookEndpointRequestSchema.parse({ url: 'https://a.example/h', events: ['sale.completed'] }),
    ).toEqual({
      url: 'https://a.example/h',
      events: ['sale.completed'],
      description: '',
    });
    expect(messagesOf({ url: 'ftp://shop.example.com/hooks', events: ['lender.approved'] })).toEqual([
      WEBHOOK_MESSAGES.url,
    ]);
    expect(messagesOf({ url: `https://a.example/${'x'.repeat(2000)}`, events: ['lender.approved'] })).toEqual(
      [WEBHOOK_MESSAGES.url],
    );
    expect(messagesOf({ url: 'https://a.example/h', events: [] })).toEqual([WEBHOOK_MESSAGES.events]);
    expect(messagesOf({ url: 'https://a.example/h', events: ['lender.maybe'] })).toHaveLength(1);
    expect(
      messagesOf({ url: 'https://a.example/h', events: ['sale.completed'], description: 'x'.repeat(201) }),
    ).toEqual([WEBHOOK_MESSAGES.description]);
    expect(Object.keys(WEBHOOK_EVENT_NAMES)).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('lets owners manage endpoints and managers look; associates and trainers neither', () => {
    expect(
      ['owner', 'manager', 'associate', 'trainer'].map((role) =>
        roleAllows(role as 'owner', 'view-webhooks'),
      ),
    ).toEqual([true, true, false, false]);
    expect(
      ['owner', 'manager', 'associate', 'trainer'].map((role) =>
        roleAllows(role as 'owner', 'manage-webhooks'),
      ),
    ).toEqual([true, false, false, false]);
  });
});
