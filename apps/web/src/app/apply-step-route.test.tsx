// The apply-step route hands every step screen the lender parts (features/lenders/registry.ts): without them a
// decline that offers MILE next would keep 'Continue' disabled for good (decision 120).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { initialJourney, type JourneyState } from '../stores/journey-store';
import { mainStreetTire, renderJourneyAt } from '../test/journey';
import type { ApplicationRecord } from '../lib/api-types';

function declinedByCfnaWithMileNext(): JourneyState {
  return {
    ...initialJourney,
    shop: { ...mainStreetTire('CFNA,MILE'), acctId: '900008', subId: '1' },
    appList: ['CFNA', 'MILE'],
    policyAgreed: true,
    consumerId: 'c-1',
    phoneVerified: true,
    phoneLocked: true,
    values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '5551234567', FIRST_NAME: 'Pat', LAST_NAME: 'Lee' },
    applications: {
      // Only what the route reads of the API's application record.
      CFNA: {
        applicationKeyId: 'app-CFNA',
        appType: 'CFNA',
        status: 'd',
        result: { declined: '1' },
      } as Partial<ApplicationRecord> as ApplicationRecord,
    },
    lastAppCode: 'CFNA',
  };
}

describe('apply-step route', () => {
  it("gives the result screen MILE's terms gate when a decline offers MILE next (lenders §4)", async () => {
    renderJourneyAt('/apply/result', declinedByCfnaWithMileNext());
    expect(
      await screen.findByRole('checkbox', {
        name: "I have opened and reviewed the 'Summary of Credit Terms'.",
      }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
