import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { BreadResult } from './bread-result';

describe('Bread result (lenders §1: result only)', () => {
  it('approval with the limit in whole dollars', () => {
    renderResultView(BreadResult, { accepted: true, creditlimit: 2200.5 });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByText('$2,200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('decline with the next lender', () => {
    renderResultView(BreadResult, { declined: true }, { nextApp: 'CFNA' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
  });
});
