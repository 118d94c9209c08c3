import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { CfssResult } from './cfss-result';
import { callableLine } from '../../../test/callable-line';

describe('DigniFi result (lenders §4)', () => {
  it('approval with next steps, the promo and the bank, Member FDIC', () => {
    // `lender` names DigniFi itself; the bank is the one its `legal` field names (decision 225).
    renderResultView(CfssResult, {
      accepted: '1',
      creditlimit: '1800',
      lender: 'DigniFi',
      legal: 'First Example Bank',
    });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByText('$1,800')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next Steps' })).toBeTruthy();
    expect(screen.getByText('Show your phone to the sales associate.')).toBeTruthy();
    expect(
      screen.getByText('Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.'),
    ).toBeTruthy();
    expect(screen.getByText('DigniFi loans are made by First Example Bank, Member FDIC.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it("decline: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' and the next lender", () => {
    renderResultView(CfssResult, { declined: '1' }, { nextApp: 'AMFF' });
    expect(
      screen.getByRole('heading', { name: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' }),
    ).toBeTruthy();
    expect(screen.getByText('DigniFi loans are made by a partner bank, Member FDIC.')).toBeTruthy();
    expect(screen.getByText('Good credit not needed')).toBeTruthy();
  });

  it('referral: the lender needs more information, with a call button', () => {
    renderResultView(CfssResult, { referral: '1', referralphone: '1-800-555-0111' });
    expect(screen.getByRole('heading', { name: 'Your Application Needs Review' })).toBeTruthy();
    expect(
      screen.getByText(
        callableLine(
          'DigniFi needs more information before making a decision. Please call DigniFi at 1-800-555-0111 to complete your application.',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0111' })).toBeTruthy();
  });
});
