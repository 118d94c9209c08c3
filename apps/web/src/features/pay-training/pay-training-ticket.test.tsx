// The pay-link training opened from the shop console (decision 198): the tab keeps the console's training
// ticket, takes it out of the address bar, records each finished step with it, and says so when a step was not
// recorded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CLIENT_CONFIG } from '../../lib/client-config';
import { jsonResponse, renderJourneyAt } from '../../test/journey';

let stepAnswer = 204;
const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  stepAnswer = 204;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/v1/client-config')
        return jsonResponse({ ...DEFAULT_CLIENT_CONFIG, trainingBuild: true });
      if (url === '/api/v1/training/pay-link-steps') {
        posts.push({ url, body: JSON.parse(String(init?.body)) });
        return stepAnswer === 204
          ? new Response(null, { status: 204 })
          : jsonResponse({ error: { code: 'FORBIDDEN', message: 'refused' } }, stepAnswer);
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the pay-link training with a console ticket', { timeout: 30_000 }, () => {
  it('records the step the trainee finishes, with the ticket the address carried', async () => {
    window.history.replaceState(null, '', '/pay-training/start?ticket=t.sig');
    renderJourneyAt('/pay-training/start');
    await screen.findByRole('heading', { level: 1, name: 'Pay-Link Training' });
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('tta-training-ticket')).toBe('t.sig');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: "Get the customer's phone number" });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ ticket: 't.sig', step: 'start' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the progress is not recorded when the server refuses the ticket', async () => {
    stepAnswer = 403;
    sessionStorage.setItem('tta-training-ticket', 'expired.sig');
    renderJourneyAt('/pay-training/start');
    await screen.findByRole('heading', { level: 1, name: 'Pay-Link Training' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your progress is not being recorded. Start the training again from the shop console.',
    );
  });

  it('records nothing without a ticket', async () => {
    renderJourneyAt('/pay-training/start');
    await screen.findByRole('heading', { level: 1, name: 'Pay-Link Training' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: "Get the customer's phone number" });
    expect(posts).toEqual([]);
  });
});
