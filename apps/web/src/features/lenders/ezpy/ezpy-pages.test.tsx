// The EasyPay pages (lenders §2 "Extra financial / payment page", "Review and submission pages"; §4
// "Submission pages"): the payment page's presets and Florida CVV, the review's masked summary, the terms
// framed from EasyPay's address, and the submission with the terms accepted flag.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import {
  APPLICANT,
  application,
  lenderJourney,
  posts,
  renderStep,
  scriptFetch,
} from '../../../test/lender-api';
import { EzpyMissingPage } from './ezpy-missing-page';
import { EzpyPaymentPage } from './ezpy-payment-page';
import { EzpyReviewPage } from './ezpy-review-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const nextWeek = () => {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const EZPY_VALUES: Record<string, string> = {
  ...APPLICANT,
  EMAIL_FOR_ALL_COMS: '1',
  WORK_PHONE: '5551112222',
  MONTHLY_GROSS_INCOME: '4000',
  MONTHLY_NET_INCOME: '3120',
  PAY_FREQUENCY: 'T',
  NEXT_PAYDAY: nextWeek(),
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: String(new Date().getFullYear() + 2),
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
};

const ezpyJourney = (values: Record<string, string> = EZPY_VALUES) =>
  lenderJourney(['EZPY', 'CFSS'], { values: { ...values } });

describe("EZPY 'Additional Information'", () => {
  it("names EasyPay's pay frequencies and sends the applicant back to its return targets", async () => {
    const { goTo } = renderStep(EzpyMissingPage, ezpyJourney(), 'ezpy-missing');
    expect(document.title).toBe('Text To Apply | Additional Information');
    const frequency = screen.getByLabelText(/Pay Frequency/) as HTMLSelectElement;
    expect(Array.from(frequency.options).map((o) => o.text)).toEqual(
      expect.arrayContaining(['Weekly', 'Bi-Weekly', 'Semi-Monthly', 'Monthly']),
    );
    expect(frequency.value).toBe('T');
    expect(screen.getByLabelText(/Use Email For All Communications/)).toBeTruthy();
    expect(screen.getByLabelText(/Monthly Net Income/)).toBeTruthy();
    expect(screen.getByLabelText(/Employer Name/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account Information' }));
    expect(goTo).toHaveBeenCalledWith('additional-financial', { returnHere: true });
  });
});

describe("EZPY 'Payment Information'", () => {
  it('presets billing to the residence, starts the consents at 0 and asks no CVV outside Florida', async () => {
    const { journey, goNext } = renderStep(EzpyPaymentPage, ezpyJourney(), 'ezpy-payment');
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toBeTruthy();
    await waitFor(() =>
      expect(journey().values).toMatchObject({
        BILLING_MATCH_RESIDENT: '1',
        BILLING_ADDRESS1: '123 Main St',
        BILLING_ZIP: '98052',
        AFF_TCPA: '0',
        AFF_REC_DEBITS: '0',
      }),
    );
    expect(screen.getByText('Card ending in 1111, expires 12/' + EZPY_VALUES.CC_EXP_YEAR)).toBeTruthy();
    expect(screen.queryByText('4111111111111111')).toBeNull();
    expect(screen.queryByLabelText(/CVV/)).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(goNext).not.toHaveBeenCalled();
    expect(screen.getByText('Value cannot be empty')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Method of Payment/), 'Bank Account Draft');
    await user.click(screen.getByRole('checkbox', { name: /recurring debit consent/ }));
    expect(journey().values.AFF_REC_DEBITS).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(goNext).toHaveBeenCalled();
    expect(journey().values.PAYMENT_METHOD).toBe('1');
  });

  it('requires the CVV of a Florida resident (the stamp tax flag)', async () => {
    const florida = { ...EZPY_VALUES, STATE: 'FL', CITY: 'Miami', ZIP: '33101', PAYMENT_METHOD: '2' };
    const { goNext } = renderStep(EzpyPaymentPage, ezpyJourney(florida), 'ezpy-payment');
    const cvv = await screen.findByLabelText(/CVV/);
    expect(cvv).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(goNext).not.toHaveBeenCalled();
    await user.type(cvv, '737');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(goNext).toHaveBeenCalled();
  });
});

describe('EZPY review and submission', () => {
  it('lists the EZPY summary masked, frames the terms from EasyPay and submits with terms accepted', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/v1/apps/ezpy/terms-url')
        return jsonResponse({
          terms_and_conditions_url: 'http://127.0.0.1:3001/lenders/EZPY/terms?state=WA',
        });
      if (method === 'POST' && url === '/api/v1/apps/app/')
        return jsonResponse({
          success: true,
          applicationKeyId: 'ezpy-1',
          status: 'p',
          application: application('EZPY', null),
        });
      if (method === 'GET' && url === '/api/v1/apps/app/ezpy-1')
        return jsonResponse({ application: application('EZPY', { accepted: '1' }, { status: 'a' }) });
      return undefined;
    });
    const values = {
      ...EZPY_VALUES,
      BILLING_MATCH_RESIDENT: '1',
      BILLING_ADDRESS1: '123 Main St',
      BILLING_ZIP: '98052',
      PAYMENT_METHOD: '1',
    };
    const { goNext } = renderStep(EzpyReviewPage, ezpyJourney(values), 'ezpy-submission');
    expect(document.title).toBe('Text to Apply | Application Review');
    for (const heading of ['About You', 'About Residence', 'About Income', 'About Additional Information']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Pat Lee')).toBeTruthy();
    expect(screen.getByText('XXX-XX-6789')).toBeTruthy();
    expect(screen.getByText('Semi-Monthly')).toBeTruthy();
    expect(screen.getByText(/XXXXXXXXXXXX1111/)).toBeTruthy();
    expect(screen.getByText('XXXXX0021 / XXXX5678')).toBeTruthy();
    expect(screen.getByText('Bank Account Draft')).toBeTruthy();
    expect(screen.queryByText(/4111111111111111|12345678|123456789/)).toBeNull();

    const submit = screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement;
    const user = userEvent.setup();
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Check this box to agree before you continue.');
    await user.click(
      screen.getByRole('checkbox', { name: /State Law Disclosures and Terms and Conditions/ }),
    );
    const frame = await screen.findByTitle('State Law Disclosures and Terms and Conditions');
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:3001/lenders/EZPY/terms?state=WA');
    expect(posts(calls, '/api/v1/apps/ezpy/terms-url')[0]?.body).toEqual({
      t2AStoreKeyId: expect.any(String),
      state: 'WA',
    });
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalled());
    const sent = posts(calls, '/api/v1/apps/app/')[0]?.body as {
      tier: string;
      appData: Record<string, string>;
    };
    expect(sent.tier).toBe('3');
    expect(sent.appData).toMatchObject({
      TERMS_ACCEPTED: '1',
      PAYMENT_METHOD: '1',
      PAY_FREQUENCY: 'T',
    });
    expect(sent.appData.TERMS_ACCEPTED_TIMESTAMP).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
