import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { initialJourney, type JourneyState } from '../../stores/journey-store';
import type { ApplicationRecord } from '../../lib/api-types';
import { mainStreetTire, renderJourneyAt } from '../../test/journey';

function stateWith(result: Record<string, unknown> | null, appType = 'CFNA'): JourneyState {
  const application: ApplicationRecord = { applicationKeyId: 'app-1', appType, status: 'a', result };
  return {
    ...initialJourney,
    shop: mainStreetTire(appType),
    appList: [appType],
    policyAgreed: true,
    consumerId: 'c-1',
    mobileLocked: true,
    values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '5551234567' },
    results: { [appType]: application },
    lastAppCode: appType,
  };
}

function renderResult(state: JourneyState) {
  renderJourneyAt('/apply/result', state);
}

describe('Result', () => {
  it('shows a CFNA approval with the limit in whole dollars and the card number per the domain rule', async () => {
    renderResult(stateWith({ accepted: true, creditlimit: '2500.75', cardnumber: '6011111111111111' }));
    expect(await screen.findByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByText('$2,500')).toBeTruthy();
    expect(screen.getAllByText('111 111 1111').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Text To Apply | Result'));
  });

  it('shows the CFNA decline texts and the reference number', async () => {
    renderResult(stateWith({ declined: true, confirmationnumber: 'CF123' }));
    expect(await screen.findByRole('heading', { name: 'Your application was denied.' })).toBeTruthy();
    expect(
      screen.getByText(
        "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Reference Number')).toBeTruthy();
    expect(screen.getByText('CF123')).toBeTruthy();
  });

  it('falls back to the generic text for an app code without a result screen', async () => {
    const state = stateWith({ accepted: true });
    renderResult({ ...state, results: { ZZZZ: state.results.CFNA! }, lastAppCode: 'ZZZZ' });
    expect(
      await screen.findByText(
        "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.",
      ),
    ).toBeTruthy();
  });
});
