import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { GnesResult } from './gnes-result';

const OPT_OUT =
  'PRESCREEN & OPT-OUT NOTICE: You can choose to stop receiving "prescreened" offers of credit from this and other companies by calling toll-free 1-888-567-8688.';

/** The opt-out line, whole, with its toll-free number a tap-to-call link. */
function expectOptOutLine() {
  const line = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === OPT_OUT);
  const call = within(line).getByRole('link', { name: '1-888-567-8688' });
  expect(call.getAttribute('href')).toBe('tel:+18885678688');
  expect(call.className).toBe('value');
}

describe('GNES result (lenders §4)', () => {
  it("accepted: 'CONGRATULATIONS! YOU'RE APPROVED', limit, account 3-3-rest, card image, shop details", () => {
    renderResultView(GnesResult, { accepted: '1', creditlimit: '1800', cardnumber: '5123456789012345' });
    expect(screen.getByRole('heading', { name: "CONGRATULATIONS! YOU'RE APPROVED" })).toBeTruthy();
    expect(screen.getByText('$1,800')).toBeTruthy();
    expect(screen.getAllByText('512 345 6789012345').length).toBe(2);
    expect(screen.getByRole('img', { name: 'Concora Credit' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your Shop' }).textContent).toContain('1 Main St');
    expectOptOutLine();
  });

  it("otherwise: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' and the opt-out line", () => {
    renderResultView(GnesResult, { declined: '1' }, { nextApp: 'MILE' });
    expect(
      screen.getByRole('heading', { name: 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.' }),
    ).toBeTruthy();
    expectOptOutLine();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('an offer the consumer turned down says so, with no letter promised, and offers the next lender', () => {
    renderResultView(GnesResult, { declined: 'DECLINED_OFFER' }, { nextApp: 'CFSS' });
    expect(screen.getByRole('heading', { name: 'You turned down the Concora offer.' })).toBeTruthy();
    expect(screen.queryByText('SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.')).toBeNull();
    expect(screen.queryByText(/letter/)).toBeNull();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
  });
});
