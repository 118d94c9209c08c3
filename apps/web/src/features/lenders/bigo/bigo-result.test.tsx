import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { BigOResult } from './bigo-result';

describe('Big O result (lenders §1: a result variant; docs/decisions/135)', () => {
  it('approval: the Big O card, its limit in whole dollars and the card number by the result rule', () => {
    renderResultView(BigOResult, {
      accepted: '1',
      creditlimit: '1800',
      cardnumber: '6035320012345678',
      confirmationnumber: '4411223344',
    });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Big O Tires Credit Card' })).toBeTruthy();
    expect(screen.getByText('$1,800')).toBeTruthy();
    expect(screen.getAllByText('001 234 5678').length).toBeGreaterThan(0);
    expect(screen.getByText('4411223344')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('decline offers the next lender', () => {
    renderResultView(BigOResult, { declined: '1' }, { nextApp: 'CFNA' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
  });

  it('decline with no lender left ends with a way to start again', () => {
    renderResultView(BigOResult, { declined: '1' });
    expect(screen.getByRole('button', { name: 'Start a New Application' })).toBeTruthy();
  });
});
