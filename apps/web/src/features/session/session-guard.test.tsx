import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { JourneyProvider, type JourneyState } from '../../stores/journey-store';
import { getToken, setToken } from '../../lib/api-client';
import { SessionGuard } from './session-guard';
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

describe('token refresh on step changes', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('sends one refresh at a time: step changes meanwhile make one more, with the token the first returned', async () => {
    setToken('tok-1');
    const held: Array<() => void> = [];
    const refreshes: Array<string | null> = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).includes('refresh-token')) return jsonResponse({});
      refreshes.push(new Headers(init?.headers).get('authorization'));
      const token = `tok-${refreshes.length + 1}`;
      await new Promise<void>((resolve) => held.push(resolve));
      return jsonResponse({ token });
    });
    vi.stubGlobal('fetch', fetchMock);
    const guard = (pageId: string) => (
      <JourneyProvider initial={verified}>
        <MemoryRouter>
          <SessionGuard mode="apply" pageId={pageId} />
        </MemoryRouter>
      </JourneyProvider>
    );
    const { rerender } = render(guard('financial'));
    await waitFor(() => expect(refreshes).toHaveLength(1));
    // Back, back: two step changes while the first refresh is under way.
    rerender(guard('resident'));
    rerender(guard('about-you'));
    held[0]!();
    await waitFor(() => expect(refreshes).toHaveLength(2));
    expect(refreshes).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    held[1]!();
    await waitFor(() => expect(getToken()).toBe('tok-3'));
    expect(refreshes).toHaveLength(2);
  });
});
