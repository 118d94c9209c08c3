import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AppCode } from '../../../lib/domain';
import { FinancingStillPossible } from './financing-still-possible';
import { VersatileOfferContext, versatileOfferOf } from './versatile-offer-context';

function renderBlock(nextApp: AppCode) {
  const onNext = vi.fn();
  render(
    <MemoryRouter>
      <FinancingStillPossible nextApp={nextApp} onNext={onNext} />
    </MemoryRouter>,
  );
  return onNext;
}

describe('BUT FINANCING IS STILL POSSIBLE. (lenders §4)', () => {
  it.each([
    ['CFSS', 'DigniFi', 'Apply'],
    ['AMFF', 'American First Finance', 'Apply'],
    ['CFNA', 'CFNA Credit Card', 'Apply'],
    ['EZPY', 'EasyPay Finance', 'Apply'],
    ['VERS', 'Versatile', 'Apply'],
    ['MILE', 'Mile Mastercard', 'Continue'],
    ['GNES', 'Concora Credit', 'Review Disclosures'],
  ] as const)('next lender %s: its name and the button %s', (code, name, label) => {
    const onNext = renderBlock(code);
    expect(screen.getByRole('heading', { name: 'BUT FINANCING IS STILL POSSIBLE.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name })).toBeTruthy();
    screen.getByRole('button', { name: label }).click();
    expect(onNext).toHaveBeenCalledWith(code);
  });

  it("DigniFi's promotion", () => {
    renderBlock('CFSS');
    expect(
      screen.getByText('Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.'),
    ).toBeTruthy();
  });

  it("AFF's promotion: data reuse, fast application, good credit not needed, funds instantly available", () => {
    renderBlock('AMFF');
    for (const line of [
      'We reuse the information you already entered',
      'A fast application',
      'Good credit not needed',
      'Funds instantly available',
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
  });

  it("others: the lender catalogue's description", () => {
    renderBlock('MILE');
    expect(
      screen.getByText('A prequalified Mastercard with 1% cash back and limits up to $10,000.'),
    ).toBeTruthy();
  });
});

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
