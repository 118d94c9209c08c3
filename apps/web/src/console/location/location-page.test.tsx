import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationSettings } from '@ttapply/domain/console';
import { describe, expect, it } from 'vitest';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const settings: LocationSettings = {
  shopKeyId: SHOP.shopKeyId,
  name: SHOP.name,
  lenders: ['CFNA', 'GNES', 'AMFF'],
  agreements: [
    { appCode: 'AMFF', lenderName: 'AFF' },
    { appCode: 'CFNA', lenderName: 'CFNA' },
    { appCode: 'EZPY', lenderName: 'EasyPay' },
    { appCode: 'GNES', lenderName: 'Concora' },
  ],
  phoneNumber: '4255550100',
  contactHours: '',
};
const put = `PUT /locations/${SHOP.shopKeyId}/lenders`;

describe('the lender list', () => {
  it('an owner reorders; a list breaking the tier rules shows the message beside it and is not sent', async () => {
    answer('GET /me', { body: staffMe('owner') });
    answer(`GET /locations/${SHOP.shopKeyId}/settings`, { body: settings });
    answer(put, (call) => ({
      body: { ...settings, lenders: (call.body as { lenders: string[] }).lenders },
    }));
    const { container } = renderConsole('/location');
    const list = await screen.findByRole('list', { name: 'Lender list' });
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    // Each lender's tier, and the organisation's lenders by tier.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.parentElement?.textContent),
    ).toEqual([
      expect.stringContaining('1. CFNA (CFNA), tier 1'),
      expect.stringContaining('2. Concora (GNES), tier 2'),
      expect.stringContaining('3. AFF (AMFF), tier 3'),
    ]);
    expect(
      screen
        .getByText(/^Tier 1 lenders first/)
        .textContent!.endsWith('Your lenders’ tiers: tier 1: CFNA; tier 2: Concora; tier 3: AFF, EasyPay.'),
    ).toBe(true);
    expect(screen.getByRole('option', { name: 'EasyPay (EZPY), tier 3 at the end' })).toBeTruthy();

    // Moved to the end, the lender's Down button is disabled: focus stays on its Up button, not the page.
    await user.click(screen.getByRole('button', { name: 'Move GNES down' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move GNES up' }));
    await user.click(screen.getByRole('button', { name: 'Move GNES up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move GNES up' }));

    await user.click(screen.getByRole('button', { name: 'Move GNES up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'CFNA is a tier 1 lender and cannot come after GNES, a tier 2 lender: the list runs through at most three tiers, tier 1, then 2, then 3.',
    );
    await user.click(screen.getByRole('button', { name: 'Save the lender list' }));
    expect(callsTo(put)).toHaveLength(0);
    // Focus goes to the error, not left on the button.
    expect(document.activeElement).toBe(screen.getByRole('alert'));

    await user.click(screen.getByRole('button', { name: 'Move CFNA up' }));
    await user.click(screen.getByRole('button', { name: 'Remove GNES' }));
    await user.selectOptions(
      screen.getByLabelText('Add a lender the organisation has an agreement with'),
      'EZPY',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save the lender list' }));
    expect(await screen.findByText(/New customers are offered the lenders in this order/)).toBeTruthy();
    expect(callsTo(put)[0]!.body).toEqual({ lenders: ['CFNA', 'AMFF', 'EZPY'] });
  });

  it("states the tier rule of an agreement's lender whose tier depends on its place", async () => {
    answer('GET /me', { body: staffMe('owner') });
    answer(`GET /locations/${SHOP.shopKeyId}/settings`, {
      body: { ...settings, agreements: [...settings.agreements, { appCode: 'MILE', lenderName: 'Mile' }] },
    });
    renderConsole('/location');
    await screen.findByRole('list', { name: 'Lender list' });
    expect(screen.getByText(/^Tier 1 lenders first/).textContent).toMatch(
      /tier 3: AFF, EasyPay\. MILE is tier 1 when first, otherwise tier 2\.$/,
    );
  });

  it('a refused contact puts focus on the field in error', async () => {
    answer('GET /me', { body: staffMe('owner') });
    answer(`GET /locations/${SHOP.shopKeyId}/settings`, { body: settings });
    renderConsole('/location');
    const phone = await screen.findByLabelText('Phone');
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save the contact' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
  });

  it('the nav offers the page to owners and managers only', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(`GET /locations/${SHOP.shopKeyId}/board`, { body: { journeys: [] } });
    renderConsole('/');
    await screen.findByRole('link', { name: 'Board' });
    expect(screen.queryByRole('link', { name: 'Lenders and contact' })).toBeNull();
  });
});
