import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { EzpyResult } from './ezpy-result';
import { callableLine } from '../../../test/callable-line';

describe('EZPY result (lenders §4, §9)', () => {
  it('accepted shows the approval and the footnote naming the originating bank', () => {
    renderResultView(EzpyResult, {
      accepted: '1',
      creditlimit: '1500',
      lender: 'EasyPay Finance',
      legal: 'Example Bank, N.A.',
    });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByText('$1,500')).toBeTruthy();
    expect(
      screen.getByText(/^Loans are originated by Example Bank, N\.A\., Member FDIC, except in AK, AZ/),
    ).toBeTruthy();
  });

  it.each(['1', '2'])("pending flag '%s': no instant decision, with a call button", (flag) => {
    renderResultView(EzpyResult, { pendingappflag: flag, referralphone: '1-800-555-0199' });
    expect(
      screen.getByText(
        callableLine(
          'Unfortunately we are unable to provide you with an instant decision. Please call EasyPay Finance at 1-800-555-0199 to complete your application.',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0199' })).toBeTruthy();
  });

  it('decline: the plain decline, the letter within 10 days and the next lender (DigniFi promo)', () => {
    const { onNext } = renderResultView(EzpyResult, { declined: '1' }, { nextApp: 'CFSS' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(screen.getByText('You will receive a letter of explanation within 10 days.')).toBeTruthy();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
    expect(
      screen.getByText('Repair Now, Pay Over Time - no interest if you pay off your loan in 90 days.'),
    ).toBeTruthy();
    screen.getByRole('button', { name: 'Apply' }).click();
    expect(onNext).toHaveBeenCalledWith('CFSS');
  });

  // Lenders §9 "Loan disclosure: not available in NY; lender-administered in AK, AZ, … WI".
  const withState = (STATE: string) => ({ values: { FIRST_NAME: 'Pat', STATE } });

  it('a New York resident gets no loan disclosure footnote', () => {
    renderResultView(EzpyResult, { accepted: '1', legal: 'Example Bank, N.A.' }, withState('NY'));
    expect(screen.queryByText(/Loans are originated by/)).toBeNull();
  });

  it('a resident of a lender-administered state is told EasyPay administers the loan', () => {
    renderResultView(EzpyResult, { accepted: '1', legal: 'Example Bank, N.A.' }, withState('WA'));
    expect(screen.getByText('In WA, EasyPay Finance administers your loan.')).toBeTruthy();
    expect(screen.getByText(/^Loans are originated by Example Bank, N\.A\., Member FDIC/)).toBeTruthy();
  });

  it('elsewhere only the bank footnote, never EasyPay named as the bank', () => {
    renderResultView(EzpyResult, { declined: '1', lender: 'EasyPay Finance' }, withState('TX'));
    expect(screen.queryByText(/administers your loan\./)).toBeNull();
    expect(screen.getByText(/^Loans are originated by a partner bank, Member FDIC/)).toBeTruthy();
  });
});
