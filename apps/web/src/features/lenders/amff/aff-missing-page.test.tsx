// AFF's missing-information page (lenders §2 "AFF missing-information screen"): the Account Information form
// with AFF's rules, and the pages to revisit.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_ANSWERS as ACCOUNT, lenderJourney, renderStep } from '../../../test/lender-api';
import { AffMissingPage } from './aff-missing-page';
import { wholeText } from '../../../test/whole-text';

describe('AFF missing information', () => {
  it("refuses a monthly gross under $800 with the spec's text and offers the pages to revisit", async () => {
    const state = lenderJourney(['CFNA', 'AMFF'], { appIndex: 1 });
    const { goTo } = renderStep(
      AffMissingPage,
      { ...state, values: { ...state.values, ...ACCOUNT, MONTHLY_GROSS_INCOME: '700' } },
      'aff-missing',
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Monthly Gross Income/));
    await user.tab();
    expect(await screen.findByText(wholeText('Monthly Gross Income must be at least $800.'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Your Residence' }));
    expect(goTo).toHaveBeenCalledWith('resident', { returnHere: true });
    expect(screen.getByRole('button', { name: 'Edit Account Information' })).toBeTruthy();
  });

  it('asks Wisconsin residents whether they are married, and the spouse address when the spouse lives apart', () => {
    const state = lenderJourney(['AMFF']);
    renderStep(
      AffMissingPage,
      { ...state, values: { ...state.values, ...ACCOUNT, STATE: 'WI', MARRIED: 'Y', LIVE_IN_SPOUSE: 'N' } },
      'aff-missing',
    );
    expect(screen.getByLabelText(/^Spouse Name/)).toBeTruthy();
    expect(screen.getAllByLabelText(/Spouse.*Address/).length).toBeGreaterThan(0);
  });
});
