import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../../app/router';
import { initialJourney, JourneyProvider, type JourneyState } from '../../stores/journey-store';

const withShop: JourneyState = {
  ...initialJourney,
  shop: {
    keyId: 'shop-1',
    name: 'Main Street Tire',
    lenders: 'CFNA',
    address: { addr1: '1 Main St', city: 'Redmond', state: 'WA', zip: '98052' },
  },
  appList: ['CFNA'],
};

function renderPolicy() {
  render(
    <JourneyProvider initial={withShop}>
      <MemoryRouter initialEntries={['/apply/policy-content']}>
        <AppRoutes />
      </MemoryRouter>
    </JourneyProvider>,
  );
}

describe('Confidently Apply for Financing', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('enables Get Started only once the box is checked, then moves to Verify Your Device', async () => {
    const user = userEvent.setup();
    // A fresh Response per call: the session guard asks for the client config on every step too.
    fetchMock.mockImplementation(
      async () => new Response('Disclosure text', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    renderPolicy();
    expect(await screen.findByText('Disclosure text')).toBeTruthy();
    expect(screen.getByText("Text 'APPLY' to 898227 and click the link in the reply to start.")).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Get Started' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox'));
    expect(start.disabled).toBe(false);
    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'Verify Your Device' })).toBeTruthy();
  });

  it('shows the load failure text and a disabled Error button when the disclosure cannot load', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPolicy();
    expect(
      await screen.findByText(
        'Unable to load terms from the server. Please refresh the page or try again later.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Error' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
