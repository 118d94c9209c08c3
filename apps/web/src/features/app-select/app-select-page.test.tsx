import type { AppCode } from '../../lib/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { initialJourney, JourneyProvider, type JourneyState } from '../../stores/journey-store';
import { AppSelectPage } from './app-select-page';
import { jsonResponse, mainStreetTire } from '../../test/journey';
import { scriptFetch } from '../../test/lender-api';
import { DEFAULT_CLIENT_CONFIG } from '../../lib/client-config';
import { WebLendersContext } from '../lenders/shared/web-lender';
import { WEB_LENDERS } from '../lenders/registry';

function renderWith(
  appList: AppCode[],
  values: Record<string, string> = {},
  shop: JourneyState['shop'] = null,
) {
  const goNext = vi.fn();
  const state: JourneyState = { ...initialJourney, appList, appIndex: 0, values, shop };
  render(
    <JourneyProvider initial={state}>
      <MemoryRouter>
        <WebLendersContext value={WEB_LENDERS}>
          <AppSelectPage pageId="app-select" goNext={goNext} goTo={vi.fn()} />
        </WebLendersContext>
      </MemoryRouter>
    </JourneyProvider>,
  );
  return goNext;
}

// Spec §2 screen 12; lenders §4 "Application selection".
// The page reads the lenders' pages origin from the client configuration (loaded once per page).
beforeEach(() => {
  scriptFetch(({ url }) =>
    url === '/api/v1/client-config'
      ? jsonResponse({ ...DEFAULT_CLIENT_CONFIG, lenderPagesOrigin: 'http://127.0.0.1:3001' })
      : undefined,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('App selection', () => {
  it('shows the first provider (MILE): logo, bullets, legal text and a Next button', async () => {
    const user = userEvent.setup();
    const goNext = renderWith(['MILE', 'CFNA']);
    expect(screen.getByRole('heading', { name: 'Get The Financing You Need' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mile Mastercard' })).toBeTruthy();
    expect(screen.getByText('1% cash back on purchases')).toBeTruthy();
    expect(screen.getByText('Credit limits up to $10,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(goNext).toHaveBeenCalled();
  });

  it('shows AFF with its legal limits and an Apply button', () => {
    renderWith(['AMFF']);
    expect(screen.getByRole('heading', { name: 'American First Finance' })).toBeTruthy();
    // One truthful minimum: the $300 AFF finalizes, not the spec's $200.
    expect(screen.getByText(/Loans of \$300 to \$5,000 with APRs from 39% to 180%/)).toBeTruthy();
    expect(screen.getByText('Loans from $300 to $5,000')).toBeTruthy();
    expect(document.body.textContent).not.toContain('$200');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('continues by itself when Synchrony is first and its token is present (lenders §4)', () => {
    expect(renderWith(['GEMY', 'CFSS'], { GEMY_TOKEN: 'dsa_1' })).toHaveBeenCalledTimes(1);
    expect(renderWith(['GEMY', 'CFSS'])).not.toHaveBeenCalled();
    expect(renderWith(['CFNA', 'GEMY'], { GEMY_TOKEN: 'dsa_1' })).not.toHaveBeenCalled();
  });

  it('disables Apply when no listed app can be applied to', () => {
    renderWith(['BREAD']);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  // Spec §4, lenders §4 and §9: AFF is removed for New York residents (docs/decisions/024).
  it('skips AFF for a New York resident and offers the next listed provider', () => {
    renderWith(['AMFF', 'CFNA'], { STATE: 'NY' });
    expect(screen.getByRole('heading', { name: 'CFNA Credit Card' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'American First Finance' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says there are no providers when AFF was the only one and the resident lives in New York', () => {
    renderWith(['AMFF'], { STATE: 'NY' });
    expect(screen.getByText('No financing providers are available at this shop.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it("CFNA's 'See the terms' opens CFNA's own rates and fees on the lenders' origin, not our Terms PDF", async () => {
    renderWith(['CFNA'], {}, mainStreetTire('CFNA'));
    const link = await screen.findByRole('link', { name: 'See the terms' });
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:3001/lenders/CFNA/rates-and-fees');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('p')?.textContent).toContain('for details on rates, fees and special financing.');
  });
});
