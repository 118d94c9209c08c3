import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialJourney, type JourneyState } from '../../stores/journey-store';
import { mainStreetTire, renderJourneyAt } from '../../test/journey';

const withShop: JourneyState = {
  ...initialJourney,
  shop: mainStreetTire(),
  appList: ['CFNA'],
};

function renderPolicy() {
  renderJourneyAt('/apply/policy-content', withShop);
}

describe('Confidently Apply for Financing', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  // A disabled Get Started did not say why; pressed unticked, it now says so at the box.
  it('Get Started pressed before the box is checked says so at the box; checked, it moves to Verify Your Device', async () => {
    const user = userEvent.setup();
    // A fresh Response per call: the session guard asks for the client config on every step too.
    fetchMock.mockImplementation(
      async () => new Response('Disclosure text', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    renderPolicy();
    expect(await screen.findByText('Disclosure text')).toBeTruthy();
    // Chosen in the shop search: Get Started is the way on, so no 'Text APPLY' beside it (decision 212).
    expect(screen.queryByText(/Text 'APPLY' to 898227/)).toBeNull();
    const start = screen.getByRole('button', { name: 'Get Started' }) as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    await user.click(start);
    const box = screen.getByRole('checkbox', { name: /I agree|the E-SIGN Consent/ });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Check this box to agree before you continue.');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Check this box to agree before you continue.',
    );
    expect(screen.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeTruthy();
    // The agreement names the E-SIGN Consent, which opens like the other documents (decision 189).
    const agree = screen.getByRole('checkbox', { name: /the SMS Terms and the E-SIGN Consent/ });
    await user.click(screen.getByRole('button', { name: 'E-SIGN Consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-SIGN Consent' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      '/terms/electronic-records-consent.html',
    );
    await user.keyboard('{Escape}');
    await user.click(agree);
    expect(screen.queryByRole('alert')).toBeNull();
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
