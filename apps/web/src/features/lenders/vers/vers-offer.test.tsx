// Versatile's offer, read from its prequal answer, words the button offering it next (lenders §4
// "Next-application click"), through the offer context the result page provides.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FinancingStillPossible } from '../shared/financing-still-possible';
import { VersatileOfferContext } from '../shared/versatile-offer-context';
import { versatileOfferOf } from './vers-offer';

describe('Versatile next: the button follows the prequalified provider', () => {
  it.each([
    [{ providerId: 'acima', outcomeType: 'offer_present' }, 'Continue'],
    [{ providerId: 'acima', outcomeType: 'additional_info_required' }, 'Begin Application'],
    [{ providerId: 'flexshopper' }, 'Begin Application'],
    [{ providerId: 'snap' }, 'Apply with Snap'],
  ])('%o gives %s', (versData, label) => {
    const offer = versatileOfferOf({ prequalResult: { accepted: '1', versData } });
    render(
      <MemoryRouter>
        <VersatileOfferContext.Provider value={offer}>
          <FinancingStillPossible nextApp="VERS" onNext={vi.fn()} />
        </VersatileOfferContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });
});
