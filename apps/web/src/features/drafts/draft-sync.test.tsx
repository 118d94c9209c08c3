// DraftSync shows the server-saved draft once the step the journey is moving to can render at once (decision
// 251): shown earlier, the step's screen would suspend behind React's fallback, which React keeps for 300 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setToken } from '../../lib/api-client';
import { JourneyProvider, useJourneyStore } from '../../stores/journey-store';
import { jsonResponse, verifiedJourney } from '../../test/journey';
import { DraftSync } from './draft-sync';

function DraftStatus() {
  const [journey] = useJourneyStore();
  return <p>draft {journey.draftStatus}</p>;
}

describe('DraftSync', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setToken('tok-1');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('shows the loaded draft only once the code of the step it moves to is in', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        draft: {
          values: { FIRST_NAME: 'Pat' },
          completedPages: ['policy-content', 'getting-started'],
          currentPage: 'about-you',
          appCode: null,
          appList: ['CFNA'],
        },
      }),
    );
    let stepCodeIn: () => void = () => undefined;
    const stepsReady = vi.fn(() => new Promise<void>((resolve) => (stepCodeIn = resolve)));
    render(
      <JourneyProvider initial={{ ...verifiedJourney(), token: 'tok-1' }}>
        <MemoryRouter initialEntries={['/apply/getting-started']}>
          <DraftSync mode="apply" stepsReady={stepsReady} />
          <DraftStatus />
        </MemoryRouter>
      </JourneyProvider>,
    );

    await waitFor(() => expect(stepsReady).toHaveBeenCalledOnce());
    expect(screen.getByText('draft loading')).toBeTruthy();
    stepCodeIn();
    expect(await screen.findByText('draft loaded')).toBeTruthy();
  });
});
