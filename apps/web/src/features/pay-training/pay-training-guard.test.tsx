// lenders §2, §6: /pay-training/{page} exists only in the training build, otherwise it redirects to '/'.
// The e2e server runs the training build; this file pins the other way round. Each test loads the app afresh
// (vi.resetModules) because the client configuration is fetched once per page load and kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_CLIENT_CONFIG } from '../../lib/client-config';
import { jsonResponse } from '../../test/journey';

let configAnswer: () => Response;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/v1/client-config'
        ? configAnswer()
        : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderFreshAt(path: string) {
  (await import('../../test/english')).startInEnglish();
  const { renderJourneyAt } = await import('../../test/journey');
  return renderJourneyAt(path);
}

const landing = () =>
  screen.findByRole('heading', { level: 1, name: 'Financing for your repair, in minutes' });

describe('pay-link training outside the training build', () => {
  it('redirects /pay-training/start to / when the server says this is not the training build', async () => {
    configAnswer = () => jsonResponse({ ...DEFAULT_CLIENT_CONFIG, trainingBuild: false });
    await renderFreshAt('/pay-training/start');
    await landing();
    expect(screen.queryByText(/Step \d+ of 19/)).toBeNull();
  });

  it('redirects a deep link too, and when the configuration cannot be loaded (off unless told on)', async () => {
    configAnswer = () => jsonResponse({ error: { code: 'SERVER', message: 'Server Error.' } }, 500);
    await renderFreshAt('/pay-training/gather-payment');
    await landing();
    expect(screen.queryByText(/Step \d+ of 19/)).toBeNull();
  });

  it('shows the training when the same app is told it is the training build', async () => {
    configAnswer = () => jsonResponse({ ...DEFAULT_CLIENT_CONFIG, trainingBuild: true });
    await renderFreshAt('/pay-training/start');
    expect(await screen.findByText('Step 1 of 19')).toBeTruthy();
  });
});
