import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderJourneyAt } from '../../test/journey';

function renderShopSearch() {
  renderJourneyAt('/shop-search');
}

// The first test also pays for loading the lazy shop search chunk; on a busy machine that takes seconds.
describe('shop search errors (spec §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's text in a Search Error alert and clears 'Your Location'", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 47.67, longitude: -122.12 } } as GeolocationPosition),
      },
    });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/v1/shops/')) {
        expect(url).toContain('lat=47.67');
        expect(url).toContain('lng=-122.12');
        return jsonResponse(
          { error: { code: 'PARTNER_UNAVAILABLE', message: 'Unable to communicate to the remote server.' } },
          502,
        );
      }
      return jsonResponse({ geofencedLenders: [] });
    });
    renderShopSearch();
    await user.click(await screen.findByRole('button', { name: 'Use My Location' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Search Error' });
    expect(within(alert).getByText('Unable to communicate to the remote server.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect((screen.getByLabelText(/Zip, City, or Address/) as HTMLInputElement).value).toBe('');
  });

  it('keeps a typed place in the field when the search fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'Server Error.' } }, 500),
    );
    renderShopSearch();
    const input = await screen.findByLabelText(/Zip, City, or Address/);
    await user.type(input, '98052');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Search Error' });
    expect(within(alert).getByText('Server Error.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect((input as HTMLInputElement).value).toBe('98052');
  });
});
