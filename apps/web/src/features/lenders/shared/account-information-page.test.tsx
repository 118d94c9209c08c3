// 'Account Information' (lenders §2 "Extra financial / payment page", §4 "Card validation (AFF)", §5): the
// billing toggle, the installment payday rules with their exact texts, 'Validating...' on Next, and the
// routing and card checks that clear and mark the right field with the reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import {
  ACCOUNT_ANSWERS as ACCOUNT,
  isoInDays as iso,
  lenderJourney,
  posts,
  renderStep,
  scriptFetch,
} from '../../../test/lender-api';
import { AccountInformationPage } from './account-information-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Whole screens driven by userEvent: on the shared two-core machine a run can take longer than the default.

const nextYear = String(new Date().getFullYear() + 1);

const ROUTING = '/api/v1/shops/shop/shop-1/validate-routing-num';
const CARD = '/api/v1/apps/amff/validate-debit-card';

describe('Account Information (AFF)', () => {
  it('checks routing and card on Next, clears and marks the failing fields, then moves on once they pass', async () => {
    const calls = scriptFetch(({ url, body }) => {
      if (url === ROUTING)
        return jsonResponse({
          result: { status: body!.ckaba === '000000000' ? 'rejected' : 'accepted' },
          checked: true,
        });
      if (url === CARD)
        return jsonResponse(
          body!.q === '4000000000000002'
            ? { success: false, error_code: 'CARDERR', reason: 'Invalid Card Number' }
            : { success: true },
        );
      return undefined;
    });
    const state = lenderJourney(['AMFF', 'EZPY']);
    const { goNext, journey } = renderStep(
      AccountInformationPage,
      { ...state, values: { ...state.values, ...ACCOUNT } },
      'additional-financial',
    );
    const user = userEvent.setup();
    expect(document.title).toBe('Text To Apply | Account Information');
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);

    expect(await screen.findByText('Invalid Routing Number')).toBeTruthy();
    expect(screen.getByText('Invalid Card Number')).toBeTruthy();
    expect(journey().values.ROUTING_NUMBER).toBe('');
    expect(journey().values.CC_NUMBER).toBe('');
    expect(journey().values.CVV).toBe('123');
    expect(goNext).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/^Card Number/), '4111111111111111');
    await user.type(screen.getByLabelText(/^Routing Number/), '021000021');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));

    const [, second] = posts(calls, CARD);
    expect(second!.body).toMatchObject({
      q: '4111111111111111',
      exp: `12${nextYear.slice(-2)}`,
      cvv: '123',
      zipcode: '98052',
      t2AStoreKeyId: 'shop-1',
      aba: '021000021',
      fullname: 'PAT LEE',
    });
    expect(journey().values.APP_REQUEST_ID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says why AFF asks the card and bank numbers, before the fields, as EasyPay does', () => {
    scriptFetch(() => undefined);
    renderStep(AccountInformationPage, lenderJourney(['AMFF']), 'additional-financial');
    const why = screen.getByRole('region', {
      name: 'Why American First Finance asks for your card and bank account',
    });
    expect(why.textContent).toContain('checks your debit card and bank account before it decides');
    expect(why.textContent).toContain('The card security code (CVV) is never stored.');
    // Before the fields it explains.
    const card = screen.getByLabelText(/^Card Number/);
    expect(why.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks the payment method (lenders §2 "payment method dropdown"): required, with its translation-table choices', async () => {
    scriptFetch(() => undefined);
    const state = lenderJourney(['AMFF']);
    const { PAYMENT_METHOD: _method, ...withoutMethod } = ACCOUNT;
    const { journey } = renderStep(
      AccountInformationPage,
      { ...state, values: { ...state.values, ...withoutMethod } },
      'additional-financial',
    );
    const user = userEvent.setup();
    const method = screen.getByLabelText(/^Method of Payment/) as HTMLSelectElement;
    expect([...method.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Bank Account Draft', 'Credit/Debit Card', 'Other']),
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    // Left without an answer: the required message next to the field, tied to it for screen readers.
    await user.click(method);
    await user.tab();
    expect(method.getAttribute('aria-invalid')).toBe('true');
    const described = (method.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = described.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Value cannot be empty');
    await user.selectOptions(method, 'Credit/Debit Card');
    expect(journey().values.PAYMENT_METHOD).toBe('2');
    expect(method.getAttribute('aria-invalid')).not.toBe('true');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Validating...' while the checks run", async () => {
    let release: () => void = () => undefined;
    scriptFetch(({ url }) => {
      if (url === ROUTING || url === CARD)
        return new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              jsonResponse(
                url === CARD ? { success: true } : { result: { status: 'accepted' }, checked: true },
              ),
            );
        });
      return undefined;
    });
    const state = lenderJourney(['AMFF']);
    renderStep(
      AccountInformationPage,
      {
        ...state,
        values: { ...state.values, ...ACCOUNT, CC_NUMBER: '4111111111111111', ROUTING_NUMBER: '021000021' },
      },
      'additional-financial',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    const busy = await screen.findByRole('button', { name: 'Validating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
  });

  it('keeps Next disabled and gives the payday rules in the spec words', async () => {
    const state = lenderJourney(['AMFF']);
    renderStep(
      AccountInformationPage,
      { ...state, values: { ...state.values, ...ACCOUNT, LAST_PAYDAY: iso(2), NEXT_PAYDAY: iso(40) } },
      'additional-financial',
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Last Payday/));
    await user.tab();
    expect(await screen.findByText('Last Payday must be in the past.')).toBeTruthy();
    await user.click(screen.getByLabelText(/^Next Payday/));
    await user.tab();
    expect(await screen.findByText('Next Payday is too far in the future.')).toBeTruthy();
  });

  it('the billing toggle copies the resident lines 1, 2 and ZIP, and off clears them', async () => {
    const state = lenderJourney(['AMFF']);
    const { journey } = renderStep(AccountInformationPage, state, 'additional-financial');
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: /Billing address is the same/ });
    await user.click(toggle);
    expect(journey().values).toMatchObject({ BILLING_ADDRESS1: '123 Main St', BILLING_ZIP: '98052' });
    await user.click(toggle);
    expect(journey().values.BILLING_ADDRESS1).toBe('');
    expect(journey().values.BILLING_ZIP).toBe('');
  });

  it('offers the expiry years from this year for 10 years', () => {
    renderStep(AccountInformationPage, lenderJourney(['AMFF']), 'additional-financial');
    const year = screen.getByLabelText(/^Expiration Year/) as HTMLSelectElement;
    const values = Array.from(year.options, (o) => o.value).filter(Boolean);
    const now = new Date().getFullYear();
    expect(values).toEqual(Array.from({ length: 10 }, (_, i) => String(now + i)));
  });
});
