import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { GoodyearResult } from './goodyear-result';

describe('Goodyear result (lenders §1, §2 print view)', () => {
  it("approval with the print view: 'About You' and 'Account Terms'", () => {
    renderResultView(
      GoodyearResult,
      { accepted: '1', creditlimit: '1000', cardnumber: '6035320012345678' },
      {
        values: {
          FIRST_NAME: 'Pat',
          LAST_NAME: 'Lee',
          ADDRESS1: '2 Elm St',
          CITY: 'Redmond',
          STATE: 'WA',
          ZIP: '98052',
          MOBILE_PHONE: '5551234567',
        },
      },
    );
    expect(screen.getByRole('heading', { name: 'About You' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Terms' })).toBeTruthy();
    expect(screen.getByText('Pat Lee')).toBeTruthy();
    expect(screen.getByText('2 Elm St, Redmond, WA, 98052')).toBeTruthy();
    expect(screen.getByText('555-123-4567')).toBeTruthy();
    expect(screen.getByText('$1,000')).toBeTruthy();
    expect(screen.getAllByText('001 234 5678').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('decline', () => {
    renderResultView(GoodyearResult, { declined: '1' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a New Application' })).toBeTruthy();
  });
});
