// What the page tests share: the demo shop, the whole app rendered at a path with a given journey state, and
// a JSON answer for the mocked fetch.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/router';
import { initialJourney, JourneyProvider, type JourneyState } from '../stores/journey-store';

/** The shop the journey tests start at; `lenders` is its app list. */
export function mainStreetTire(lenders = 'CFNA'): NonNullable<JourneyState['shop']> {
  // Only what the journey's pages read of the API's shop.
  return {
    keyId: 'shop-1',
    name: 'Main Street Tire',
    lenders,
    address: { addr1: '1 Main St', city: 'Redmond', state: 'WA', zip: '98052' },
  } as NonNullable<JourneyState['shop']>;
}

/** The whole app, its router at `path`, the journey store starting from `journey`. */
export function renderJourneyAt(path: string, journey: JourneyState = initialJourney) {
  return render(
    <JourneyProvider initial={journey}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </JourneyProvider>,
  );
}

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A journey whose phone is verified at the demo shop, standing at About You (policy agreed). */
export function verifiedJourney(): JourneyState {
  return {
    ...initialJourney,
    shop: mainStreetTire(),
    appList: ['CFNA'],
    policyAgreed: true,
    consumerId: '8a7f5c1e-0000-4000-8000-000000000001',
    phoneVerified: true,
    phoneLocked: true,
    values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '5551234567' },
  };
}
