import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  journeyDetail,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const journeyRoute = `GET /locations/${SHOP.shopKeyId}/journeys/c-1`;
const funded = journeyDetail({
  lenderSteps: [
    {
      appCode: 'AMFF',
      lenderName: 'AFF',
      outcome: 'Funded for $2,500',
      approvedAmount: 2500,
      nextStep: 'charge the AFF virtual card',
    },
  ],
  affLoan: {
    applicationId: 'a-1',
    state: 'funded',
    approvedAmount: 2500,
    amountToCharge: 600,
    cardLast4: '4242',
  },
});

describe('after the approval', () => {
  it("shows AFF's loan with the card's last four; a manager cancels the funding with a reason", async () => {
    answer('GET /me', { body: staffMe('manager') });
    answer(journeyRoute, { body: funded });
    answer(`POST /locations/${SHOP.shopKeyId}/journeys/c-1/cancel-funding`, {
      body: journeyDetail({
        affLoan: {
          applicationId: 'a-1',
          state: 'approved',
          approvedAmount: 2500,
          amountToCharge: null,
          cardLast4: null,
        },
      }),
    });
    const { container } = renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);
    const facts = await screen.findByLabelText('AFF loan');
    expect(facts.textContent).toContain('Funded: charge the virtual card');
    expect(facts.textContent).toContain('$600.00');
    expect(facts.textContent).toContain('ending 4242');
    expect(screen.getByRole('cell', { name: 'charge the AFF virtual card' })).toBeTruthy();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel funding' }));
    expect(
      (await screen.findByText('Say why the funding is cancelled (3 to 300 characters).')).textContent,
    ).toBeTruthy();
    expect(callsTo(`POST /locations/${SHOP.shopKeyId}/journeys/c-1/cancel-funding`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Wrong invoice amount');
    await user.click(screen.getByRole('button', { name: 'Cancel funding' }));
    expect((await screen.findByText('Approved: the customer chooses the amount')).textContent).toBeTruthy();
    expect(callsTo(`POST /locations/${SHOP.shopKeyId}/journeys/c-1/cancel-funding`)[0]!.body).toEqual({
      reason: 'Wrong invoice amount',
    });
  });

  it('an associate marks the sale with its invoice amount, and sees no cancel', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(journeyRoute, { body: funded });
    answer(`POST /locations/${SHOP.shopKeyId}/journeys/c-1/sale`, {
      body: journeyDetail({
        sale: {
          outcome: 'sale-completed',
          amount: 1234.56,
          markedAt: '2026-11-25T18:00:00.000Z',
          markedBy: 'Sam Rivera',
        },
      }),
    });
    renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);
    await screen.findByLabelText('AFF loan');
    expect(screen.queryByRole('button', { name: 'Cancel funding' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Invoice amount'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Mark the visit' }));
    expect(
      (await screen.findByText('Enter the invoice amount, e.g. 1234.56 (at most $100,000).')).textContent,
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Invoice amount'));
    await user.type(screen.getByLabelText('Invoice amount'), '$1,234.56');
    await user.click(screen.getByRole('button', { name: 'Mark the visit' }));
    const status = await screen.findByText(/Sale completed for \$1,234\.56, marked by Sam Rivera/);
    expect(status).toBeTruthy();
    expect(callsTo(`POST /locations/${SHOP.shopKeyId}/journeys/c-1/sale`)[0]!.body).toEqual({
      outcome: 'sale-completed',
      invoiceAmount: 1234.56,
    });
  });

  it('a trainer changes nothing: no sale or cancel forms', async () => {
    answer('GET /me', { body: staffMe('trainer') });
    answer(journeyRoute, { body: funded });
    renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);
    const section = (await screen.findByRole('heading', { name: 'After the approval' })).closest('section')!;
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
