import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { GemyResult } from './gemy-result';
import { callableLine } from '../../../test/callable-line';

describe('GEMY result (lenders §4, §8)', () => {
  it('APPROVED: card, limit, the card arrives in 7-10 days, show the phone to the associate', () => {
    renderResultView(GemyResult, {
      applicationDecision: 'APPROVED',
      creditlimit: '3200',
      accountNumber: '6019123456789012',
    });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByText('$3,200')).toBeTruthy();
    expect(screen.getAllByText('XXXXXXXXXXXX9012').length).toBeGreaterThan(0);
    expect(screen.getByText('You will receive your credit card in the mail in 7-10 days.')).toBeTruthy();
    expect(screen.getByText('Show your phone to the sales associate')).toBeTruthy();
  });

  it('accepted without a decision word is an approval too', () => {
    renderResultView(GemyResult, { accepted: true });
    expect(screen.getByText('You will receive your credit card in the mail in 7-10 days.')).toBeTruthy();
  });

  it('DECLINED: a written explanation in 7-10 days and the application key', () => {
    renderResultView(
      GemyResult,
      { applicationDecision: 'DECLINED', applicationKey: 'GK-555' },
      { nextApp: 'GNES' },
    );
    expect(
      screen.getByText(
        'Synchrony Bank was unable to approve your application. You will receive a written explanation in the mail in 7-10 days.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Application Key')).toBeTruthy();
    expect(screen.getByText('GK-555')).toBeTruthy();
    expect(screen.queryByText(/did not impact your credit score/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Review Disclosures' })).toBeTruthy();
  });

  it("a prequal decline (gemyPrequal '1') says it did not impact the credit score", () => {
    renderResultView(GemyResult, { applicationDecision: 'DECLINED', gemyPrequal: '1' });
    expect(
      screen.getByText(
        'You did not prequalify. Checking whether you prequalify did not impact your credit score.',
      ),
    ).toBeTruthy();
  });

  it("REFERRED: 'Application Referred' with a call to complete", () => {
    renderResultView(GemyResult, { applicationDecision: 'REFERRED', referralphone: '1-877-555-0101' });
    expect(screen.getByRole('heading', { name: 'Application Referred' })).toBeTruthy();
    expect(
      screen.getByText(
        callableLine(
          'Synchrony Bank needs more information to make a decision. Please call 1-877-555-0101 to complete your application.',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-877-555-0101' })).toBeTruthy();
  });

  it("ERROR or a GEMY error message: 'Application Error' with the message (or 'Error') and the phone", () => {
    renderResultView(GemyResult, { errorMessage: 'Token mismatch', referralphone: '1-877-555-0101' });
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(screen.getByText('Token mismatch')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-877-555-0101' })).toBeTruthy();
  });

  it("ERROR without a message shows 'Error'", () => {
    renderResultView(GemyResult, { applicationDecision: 'ERROR' });
    expect(screen.getByRole('alert').textContent).toBe('Error');
  });

  it("an unknown decision shows 'Error: GEMY[0]'", () => {
    renderResultView(GemyResult, { applicationDecision: 'SOMETHING' });
    expect(screen.getByText('Error: GEMY[0]')).toBeTruthy();
  });
});
