// Renders one lender's result view on its own, with the props the result page would hand it.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ResultViewProps } from '../features/lenders/shared/result-view-props';
import { WebLendersContext } from '../features/lenders/shared/web-lender';
import { WEB_LENDERS } from '../features/lenders/registry';
import type { LenderResult } from '../lib/domain';
import { initialJourney, JourneyProvider } from '../stores/journey-store';
import { mainStreetTire } from './journey';

export function renderResultView<P extends ResultViewProps>(
  View: ComponentType<P>,
  result: LenderResult,
  overrides: Partial<P> = {},
) {
  const onNext = vi.fn();
  const props = {
    application: { applicationKeyId: 'app-1', appType: 'X', status: 'a', result },
    result,
    nextApp: undefined,
    onNext,
    shop: { ...mainStreetTire(), phoneNumber: '4255550100', storeNumber: '0412' },
    values: { FIRST_NAME: 'Pat', LAST_NAME: 'Lee', MOBILE_PHONE: '5551234567' },
    ...overrides,
  } as unknown as P;
  // Inside the journey store and the lender parts like on the result page: a decline offering MILE next shows
  // its Summary of Credit Terms, which reads the shop from the store.
  const view = render(
    <JourneyProvider initial={{ ...initialJourney, shop: props.shop }}>
      <MemoryRouter>
        <WebLendersContext value={WEB_LENDERS}>
          <View {...props} />
        </WebLendersContext>
      </MemoryRouter>
    </JourneyProvider>,
  );
  return { ...view, onNext: props.onNext as typeof onNext };
}
