import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { JourneyState } from '../../stores/journey-store';
import { setToken } from '../../lib/api-client';
import { jsonResponse, renderJourneyAt, verifiedJourney } from '../../test/journey';

const verified: JourneyState = { ...verifiedJourney(), token: 'tok-1' };

describe('idle session warning', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setToken('tok-1');
    // The server's client config shortens the idle timers: the warning comes at once, the exit 90 s later.
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('client-config')
        ? jsonResponse({ idleWarningMs: 20, idleExitMs: 90_020 })
        : jsonResponse({}),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('counts down to the exit while it is open', async () => {
    renderJourneyAt('/apply/about-you', verified);
    const dialog = await screen.findByRole('dialog', { name: 'Are You Still There?' });
    const countdown = within(dialog).getByText(/^Time left: \d:\d\d$/);
    const first = /^Time left: 1:(\d\d)$/.exec(countdown.textContent ?? '');
    expect(Number(first?.[1])).toBeGreaterThanOrEqual(28);
    // A later tick shows less time: a state to wait for, not a time (a busy machine may skip a second).
    const secondsLeft = () => Number(/^Time left: 1:(\d\d)$/.exec(countdown.textContent ?? '')?.[1] ?? 0);
    await waitFor(() => expect(secondsLeft()).toBeLessThan(Number(first![1])), { timeout: 15_000 });
    expect(secondsLeft()).toBeGreaterThan(0);
  });
});
