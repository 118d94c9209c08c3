import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  callsTo,
  expectNoAxeViolations,
  journeyDetail,
  linkSend,
  renderConsole,
  SHOP,
  staffMe,
} from '../test/console-test-kit';

const journeyRoute = `GET /locations/${SHOP.shopKeyId}/journeys/c-1`;

describe('one journey', () => {
  it('shows the header, timeline with consent texts, credit checks, applications, contacts and link sends', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(journeyRoute, {
      body: journeyDetail({
        linkSends: [
          linkSend({
            consumerId: 'c-1',
            id: 'ls-7',
            phoneLast4: '4821',
            purchaseAmount: 1250,
            note: 'Front tires, ask for Sam',
          }),
        ],
      }),
    });
    answer(`POST /locations/${SHOP.shopKeyId}/links/ls-7/resend`, {
      body: linkSend({ consumerId: 'c-1', id: 'ls-7', phoneLast4: '4821', sendCount: 2 }),
    });
    const { container } = renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);

    await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' });
    expect(screen.getByText('approved by Concora for $1,800')).toBeTruthy();
    expect(screen.getByText('Ring up on the Concora card.')).toBeTruthy();
    expect(screen.getByText('ending 4821')).toBeTruthy();
    // What the associate typed with the link: the amount and the note for the team.
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(fact('Purchase amount')).toBe('$1,250.00');
    expect(fact('Note for the team')).toBe('Front tires, ask for Sam');

    const timeline = container.querySelector<HTMLElement>('.console-timeline')!;
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Link texted to the phone ending 4821'),
      expect.stringContaining('Consented to a soft credit check by CFNA'),
      expect.stringContaining('Declined by CFNA'),
    ]);
    expect(items[1]!.textContent).toContain(
      'I authorize CFNA to obtain my consumer credit report (soft inquiry).',
    );

    const checks = container.querySelector('.console-checks')!;
    expect(checks.textContent).toContain('CFNA: soft check');
    expect(checks.textContent).toContain('Concora: hard check');
    expect(checks.textContent).toContain(
      'I authorize Concora Credit to obtain my credit report (hard inquiry) for this application.',
    );

    expect(screen.getByRole('cell', { name: 'CC-5531-0092' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-866-995-6257' }).getAttribute('href')).toBe('tel:18669956257');
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Re-send' }));
    expect((await screen.findByText('Link texted again to the phone ending 4821.')).textContent).toBeTruthy();
    expect(callsTo(`POST /locations/${SHOP.shopKeyId}/links/ls-7/resend`)).toHaveLength(1);
  });

  it("shows each offer's costs as the server writes them, with the lender's own terms", async () => {
    answer('GET /me', { body: staffMe('associate') });
    const detail = journeyDetail();
    const termsUrl = 'http://127.0.0.1:3001/lenders/VERS/rates-and-fees?provider=acima';
    answer(journeyRoute, {
      body: {
        ...detail,
        applications: [
          {
            ...detail.applications[0]!,
            appCode: 'VERS',
            lenderName: 'Versatile',
            offerCosts: {
              rows: [
                { label: 'Cash price', value: '$2,500.00' },
                { label: 'Total cost to own', value: '$5,000.06' },
              ],
              termsUrl,
            },
          },
        ],
      },
    });
    const { container } = renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);
    const costs = await screen.findByRole('region', { name: 'Versatile: what the offer costs' });
    const rows = Array.from(costs.querySelectorAll('dl > div'), (row) =>
      [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent].join(': '),
    );
    expect(rows).toEqual(['Cash price: $2,500.00', 'Total cost to own: $5,000.06']);
    expect(within(costs).getByRole('link', { name: 'Versatile’s terms' }).getAttribute('href')).toBe(
      termsUrl,
    );
    await expectNoAxeViolations(container);
  });

  it('a journey the user may not see: the server’s message and a way back', async () => {
    answer('GET /me', { body: staffMe('associate') });
    answer(journeyRoute, {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'We could not find that customer.' } },
    });
    renderConsole(`/journeys/${SHOP.shopKeyId}/c-1`);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find that customer.');
    expect(screen.getByRole('link', { name: 'Back to the board' })).toBeTruthy();
  });
});
