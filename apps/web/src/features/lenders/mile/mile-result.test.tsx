import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { MileResult } from './mile-result';

describe('MILE result (lenders §4, §2, §9)', () => {
  it("accepted: 'Success! You Have Been Approved', card within 2 weeks, 'Add Card to Wallet' in a new tab", () => {
    renderResultView(MileResult, {
      accepted: '1',
      url: 'https://wallet.example.com/add',
      confirmationnumber: 'M-1',
    });
    expect(screen.getByRole('heading', { name: 'Success! You Have Been Approved' })).toBeTruthy();
    expect(screen.getByText('Your Mile Mastercard will arrive within 2 weeks.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Add Card to Wallet' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Show your phone to the sales associate')).toBeTruthy();
  });

  it('uses the prequal result when the application has no decision yet', () => {
    renderResultView(MileResult, { prequalResult: { accepted: '1', creditlimit: '5000' } });
    expect(screen.getByRole('heading', { name: 'Success! You Have Been Approved' })).toBeTruthy();
  });

  it('expired: the offer is no longer available, with the confirmation number', () => {
    renderResultView(MileResult, { declined: 'EXPIRED', confirmationnumber: 'MC-42' });
    expect(
      screen.getByText('Sorry, this offer is no longer available. If interested, you may reapply.'),
    ).toBeTruthy();
    expect(screen.getByText('Confirmation Number')).toBeTruthy();
    expect(screen.getByText('MC-42')).toBeTruthy();
    expect(screen.queryByText('Success! You Have Been Approved')).toBeNull();
  });

  it('declined: the MILE decline text; with another app left, the offers', () => {
    renderResultView(MileResult, { prequalResult: { declined: '1' } }, { nextApp: 'GNES' });
    expect(
      screen.getByText(
        'Thank you for your interest in the Mile Mastercard. Unfortunately, your application cannot be approved at this time. You will receive an email or letter within the next 30 days with more details.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review Disclosures' })).toBeTruthy();
  });

  it("unknown: 'Error: Given unexpected results' and the generic error", () => {
    renderResultView(MileResult, { status: 'weird' });
    expect(screen.getByText('Error: Given unexpected results')).toBeTruthy();
    expect(
      screen.getByText(
        "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.",
      ),
    ).toBeTruthy();
  });
});
