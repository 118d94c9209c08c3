// The AFF approval's amount calculator (lenders §4, §5 $300 to the limit, §7 estimate, §8 'Calculation Error').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import { scriptFetch } from '../../../test/lender-api';
import { AmountCalculator } from './amount-calculator';
import { wholeText } from '../../../test/whole-text';
import { callableLine } from '../../../test/callable-line';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Whole screens driven by userEvent: on the shared two-core machine a run can take longer than the default.

const ESTIMATE = {
  acctApprovalPayFreq: 'Bi-Weekly',
  acctApprovalTerm: '12',
  acctApprovalApr: '99.99',
  acctApprovalFirstPayDue: '2026-12-07',
  iMainPayments: 25,
  iMainPaymentsAmount: '63.41',
  iFinalPayment: 1,
  iFinalPaymentAmount: '63.20',
};

describe('AFF amount calculator', () => {
  it('checks the amount with the spec texts, then shows the estimate', async () => {
    const calls = scriptFetch(({ url }) =>
      url.startsWith('/api/v1/apps/app/amff-1/estimate-payments/AMFF')
        ? jsonResponse({ result: ESTIMATE })
        : undefined,
    );
    render(<AmountCalculator applicationId="amff-1" creditLimit={4000} phone="1-800-555-0144" />);
    const user = userEvent.setup();
    const calculate = screen.getByRole('button', { name: 'Calculate' }) as HTMLButtonElement;
    expect(calculate.disabled).toBe(true);
    const amount = screen.getByLabelText(/^Finance Amount/);
    await user.type(amount, '250');
    await user.click(calculate);
    expect(
      await screen.findByText(wholeText('Finance amount must be greater than or equal to $300.')),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(calculate);
    expect(
      await screen.findByText('Finance amount must be less than or equal to the credit limit.'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(calculate);
    expect(await screen.findByText('25 Bi-Weekly payments of $63.41')).toBeTruthy();
    expect(screen.getByText('1 final payment of $63.20')).toBeTruthy();
    expect(screen.getByText('12/07/2026')).toBeTruthy();
    expect(screen.getByText('99.99%')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/v1/apps/app/amff-1/estimate-payments/AMFF?amount=1000');
  });

  it("a failed estimate is the spec's Calculation Error with AFF's phone", async () => {
    scriptFetch(() => jsonResponse({ error: { code: 'PARTNER_UNAVAILABLE', message: 'x' } }, 502));
    render(<AmountCalculator applicationId="amff-1" creditLimit={4000} phone="1-800-555-0144" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Finance Amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        callableLine(
          'Error occurred calculating loan amounts. Please contact American First Finance at 1-800-555-0144 for assistance.',
        ),
      ),
    ).toBeTruthy();
  });
});
