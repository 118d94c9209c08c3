import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDeliveryView, WebhookEndpointView } from '@ttapply/domain/console';
import { describe, expect, it } from 'vitest';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const base = `/locations/${SHOP.shopKeyId}/webhooks`;
const endpoint: WebhookEndpointView = {
  id: '5f0c3c1e-59b4-4c55-9d44-0d1f0f4b1a11',
  url: 'https://shop.example.com/hooks',
  description: 'Repair orders',
  events: ['journey.started', 'lender.approved'],
  status: 'active',
  disabledReason: null,
  createdAt: '2026-11-28T15:00:00.000Z',
  previousSecretUntil: null,
};
const failedThenDelivered: WebhookDeliveryView = {
  id: '9b1d7c3a-1f7e-4a9b-8c55-3f3f0b2a7e21',
  eventType: 'lender.approved',
  journeyId: '0b7c1e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d',
  createdAt: '2026-11-28T15:05:00.000Z',
  status: 'failed',
  attempts: 10,
  lastAttemptAt: '2026-12-01T14:00:00.000Z',
  nextAttemptAt: null,
  responseStatus: 500,
  responseExcerpt: 'database is down',
};

describe('the webhooks screen', () => {
  it('an owner registers an endpoint, sees its secret once, and resends a failed delivery', async () => {
    answer('GET /me', { body: staffMe('owner') });
    answer(`GET ${base}`, { body: { endpoints: [] } });
    answer(`POST ${base}`, (call) => ({
      status: 201,
      body: {
        endpoint: { ...endpoint, ...(call.body as object), description: '' },
        secret: 'whsec_c2VjcmV0IHNob3duIG9uY2U=',
      },
    }));
    answer(`GET ${base}/${endpoint.id}/deliveries`, { body: { deliveries: [failedThenDelivered] } });
    answer(`POST ${base}/deliveries/${failedThenDelivered.id}/resend`, {
      body: { ...failedThenDelivered, status: 'pending', attempts: 0 },
    });
    const { container } = renderConsole('/webhooks');
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();

    // Nothing chosen: both messages beside their fields, nothing sent, focus on the first field in error.
    await user.click(screen.getByRole('button', { name: 'Register the endpoint' }));
    const address = screen.getByLabelText('Endpoint address', { exact: false });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(address);
    expect(screen.getByText('Choose at least one event.')).toBeTruthy();
    expect(callsTo(`POST ${base}`)).toHaveLength(0);

    await user.type(address, 'https://shop.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: /Lender approved/ }));
    await user.click(screen.getByRole('checkbox', { name: /Journey started/ }));
    await user.click(screen.getByRole('button', { name: 'Register the endpoint' }));
    expect((await screen.findByRole('status')).textContent).toContain('whsec_c2VjcmV0IHNob3duIG9uY2U=');
    // Sent in the events' own order, whatever order they were ticked in.
    expect(callsTo(`POST ${base}`)[0]!.body).toEqual({
      url: 'https://shop.example.com/hooks',
      events: ['journey.started', 'lender.approved'],
      description: '',
    });

    const card = screen.getByRole('listitem', { name: 'https://shop.example.com/hooks' });
    await user.click(within(card).getByRole('button', { name: 'Show the deliveries' }));
    const table = await screen.findByRole('region', { name: 'Deliveries to https://shop.example.com/hooks' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Lender approved');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('HTTP 500');
    expect(row.textContent).toContain('database is down');
    await expectNoAxeViolations(container);
    await user.click(within(row).getByRole('button', { name: /^Resend Lender approved/ }));
    expect(await within(row).findByText(/^Waiting/)).toBeTruthy();
    expect(callsTo(`POST ${base}/deliveries/${failedThenDelivered.id}/resend`)).toHaveLength(1);
  });

  it('a manager sees the endpoints and deliveries but no way to change them', async () => {
    answer('GET /me', { body: staffMe('manager') });
    answer(`GET ${base}`, {
      body: {
        endpoints: [{ ...endpoint, status: 'disabled', disabledReason: 'The endpoint answered 410 Gone.' }],
      },
    });
    answer(`GET ${base}/${endpoint.id}/deliveries`, { body: { deliveries: [failedThenDelivered] } });
    renderConsole('/webhooks');
    const card = await screen.findByRole('listitem', { name: 'https://shop.example.com/hooks' });
    expect(card.textContent).toContain('Off: The endpoint answered 410 Gone.');
    expect(within(card).queryByRole('button', { name: 'Switch on' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Rotate the secret' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register the endpoint' })).toBeNull();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show the deliveries' }));
    await screen.findByRole('region', { name: 'Deliveries to https://shop.example.com/hooks' });
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });

  it('an owner switches a disabled endpoint back on and rotates its secret', async () => {
    answer('GET /me', { body: staffMe('owner') });
    const off = {
      ...endpoint,
      status: 'disabled' as const,
      disabledReason: 'The endpoint answered 410 Gone.',
    };
    answer(`GET ${base}`, { body: { endpoints: [off] } });
    answer(`PUT ${base}/${endpoint.id}`, { body: endpoint });
    answer(`POST ${base}/${endpoint.id}/rotate-secret`, {
      body: {
        endpoint: { ...endpoint, previousSecretUntil: '2026-11-29T15:00:00.000Z' },
        secret: 'whsec_bmV3IHNlY3JldA==',
      },
    });
    renderConsole('/webhooks');
    const card = await screen.findByRole('listitem', { name: 'https://shop.example.com/hooks' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Switch on' }));
    expect(callsTo(`PUT ${base}/${endpoint.id}`)[0]!.body).toMatchObject({ enabled: true });
    expect(await within(card).findByText(/^On\./)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Rotate the secret' }));
    expect((await screen.findByRole('status')).textContent).toContain('whsec_bmV3IHNlY3JldA==');
    expect(card.textContent).toContain('The previous secret also signs until');
  });

  it('the nav offers the page to owners and managers only', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(`GET /locations/${SHOP.shopKeyId}/board`, { body: { journeys: [] } });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Board' });
    expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeNull();
  });
});
