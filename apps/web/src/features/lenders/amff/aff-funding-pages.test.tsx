// AFF after the approval (lenders §4 AFF steps 1-6, §5 finance amount, §8 AFF errors, §2 virtual card).
import type { Mode } from '../../../lib/routes';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, renderStep, scriptFetch } from '../../../test/lender-api';
import type { ApplicationRecord, FinanceEstimate } from '../../../lib/api-types';
import { AffEsignPage } from './aff-esign-page';
import { AffFinalizePage } from './aff-finalize-page';
import { AffFundedPage } from './aff-funded-page';
import { AmountCalculator } from './amount-calculator';
import { wholeText } from '../../../test/whole-text';
import { callableLine } from '../../../test/callable-line';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ESTIMATE: FinanceEstimate = {
  acctApproval: '500.00',
  acctApprovalPay: '28.07',
  acctApprovalPayTotal: '729.80',
  acctApprovalPayFreq: 'Bi-Weekly',
  acctApprovalTerm: '12',
  acctApprovalApr: '89.99',
  acctApprovalFirstPayDue: '2026-12-04',
  iTotalPayments: 26,
  iMainPayments: 25,
  iMainPaymentsAmount: '28.07',
  iFinalPayment: 1,
  iFinalPaymentAmount: '28.05',
  productType: 'loan',
};

const LOAN = {
  amount: 500,
  repairOrderId: 'RO123',
  estimate: ESTIMATE,
  fundingOptions: [
    { fundingType: '1' as const, masked: '' },
    { fundingType: '2' as const, masked: '****5678' },
    { fundingType: '3' as const, masked: '411111******1111' },
  ],
};

function aff(extra: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return application(
    'AMFF',
    { accepted: '1', creditlimit: '4000' },
    { status: 'a', signedFlag: '0', ...extra },
  );
}

function journey(app: ApplicationRecord, mode: Mode = 'apply') {
  return lenderJourney(['AMFF'], { applications: { AMFF: app }, lastAppCode: 'AMFF', mode });
}

const base = '/api/v1/apps/app/amff-1';

/** AFF's documents (gen-tc) with its consent to electronic records. */
const AFF_DOCUMENTS = {
  terms: '<p>Terms</p>',
  disclaimer: '<p>Disclaimer</p>',
  arbitration: '<p>Arbitration</p>',
  tcpa: '<p>TCPA</p>',
  privacyPolicy: '<p>Privacy</p>',
  paymentAuth: '<p>Payment authorization</p>',
  esign:
    '<h2>Consent to Electronic Records and Signatures</h2><p>You may ask for a paper copy of any record at any time, free of charge, by calling 1-800-555-0144.</p>',
  esignVersion: 'sha256:1111111111111111',
};

describe('AFF finalize', () => {
  it('asks a finance amount and the locked last four, calculates, then finalizes and moves on', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === `${base}/estimate-payments/AMFF?amount=500`)
        return jsonResponse({ result: ESTIMATE });
      if (method === 'PUT' && url === `${base}/repair-order/AMFF`)
        return jsonResponse({
          success: true,
          decision: 'SIGNREADY',
          result: {
            ...ESTIMATE,
            url: 'http://127.0.0.1:3001/lenders/AMFF/envelopes/e1',
            repairOrderId: 'RO123',
          },
          application: aff({ affLoan: LOAN }),
        });
      return undefined;
    });
    const user = userEvent.setup();
    const { goNext, journey: store } = renderStep(AffFinalizePage, journey(aff()), 'aff-finalize');
    expect(screen.getByRole('heading', { name: "Congrats! You're Approved Up To $4,000!" })).toBeTruthy();
    const last4 = screen.getByLabelText(/Last Four of SSN/) as HTMLInputElement;
    expect(last4.value).toBe('6789');
    expect(last4.readOnly).toBe(true);
    expect(screen.getByText('For security purposes')).toBeTruthy();
    const calculate = screen.getByRole('button', { name: 'Calculate' }) as HTMLButtonElement;
    const finalize = screen.getByRole('button', { name: 'Finalize' }) as HTMLButtonElement;
    expect(calculate.disabled).toBe(true);
    expect(finalize.disabled).toBe(true);

    await user.type(screen.getByLabelText(/Finance Amount/), '200');
    await user.click(calculate);
    const amountError = await screen.findByRole('alertdialog', { name: 'Amount Error' });
    expect(
      within(amountError).getByText(wholeText('Finance amount must be greater than or equal to $300.')),
    ).toBeTruthy();
    await user.click(within(amountError).getByRole('button', { name: 'OK' }));
    expect(calls.some((c) => c.url.includes('estimate-payments'))).toBe(false);

    await user.clear(screen.getByLabelText(/Finance Amount/));
    await user.type(screen.getByLabelText(/Finance Amount/), '500');
    expect(finalize.disabled).toBe(true);
    await user.click(calculate);
    expect(
      await screen.findByText(
        wholeText(
          'You borrow $500.00. You pay back $729.80 in 26 payments over 12 months, so the loan costs you $229.80 more than you borrow.',
        ),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(wholeText('25 bi-weekly payments of $28.07, 1 final payment of $28.05')),
    ).toBeTruthy();
    expect(screen.getByText('89.99%')).toBeTruthy();
    await user.click(finalize);
    await waitFor(() => expect(goNext).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: '500', last4: '6789' });
    expect(store().applications.AMFF?.affLoan?.repairOrderId).toBe('RO123');
  });

  it("fills in the amount chosen in the approval's calculator, with its payments, instead of asking again (WCAG 2.2 3.3.7)", async () => {
    const calls = scriptFetch(({ method, url }) =>
      method === 'POST' && url === `${base}/estimate-payments/AMFF?amount=500`
        ? jsonResponse({ result: ESTIMATE })
        : undefined,
    );
    const user = userEvent.setup();
    const calculator = render(
      <AmountCalculator applicationId="amff-1" creditLimit={4000} phone="1-800-555-0144" />,
    );
    // One truthful minimum: '$300 or more', as the check holds.
    expect(
      screen.getByText(wholeText('Enter an amount of $300 or more, up to your approved amount.')),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^Finance Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText('APR');
    calculator.unmount();

    renderStep(AffFinalizePage, journey(aff()), 'aff-finalize');
    expect(
      screen.getByText(
        wholeText(
          'Enter a finance amount of $300 or more, up to your approved amount, then Calculate to see your payments.',
        ),
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Finance Amount/) as HTMLInputElement).value).toBe('500');
    expect(
      await screen.findByText(wholeText('25 bi-weekly payments of $28.07, 1 final payment of $28.05')),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Finalize' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(calls.filter((c) => c.url.includes('estimate-payments'))).toHaveLength(2);
    sessionStorage.removeItem('ttapply.aff-chosen-amount');
  });

  it("shows the lender's refusal as 'Finalization Error' with AFF's phone, and no answer as 'Service Error'", async () => {
    let refuse = true;
    scriptFetch(({ method, url }) => {
      if (url.includes('estimate-payments')) return jsonResponse({ result: ESTIMATE });
      if (method === 'PUT' && refuse)
        return jsonResponse(
          {
            error: {
              code: 'UNPROCESSABLE',
              message: 'The last four digits of the SSN do not match the application.',
            },
          },
          422,
        );
      if (method === 'PUT')
        return jsonResponse({ error: { code: 'INTERNAL', message: 'Server Error.' } }, 502);
      return undefined;
    });
    const user = userEvent.setup();
    renderStep(AffFinalizePage, journey(aff()), 'aff-finalize');
    await user.type(screen.getByLabelText(/Finance Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByText(wholeText(/^You borrow \$500.00/));
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Finalization Error' });
    expect(
      within(dialog).getByText(
        callableLine(
          'The last four digits of the SSN do not match the application. Please contact American First Finance at 1-800-555-0144 for assistance.',
        ),
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const service = await screen.findByRole('alertdialog', { name: 'Service Error' });
    expect(within(service).getByText('Service is temporarily unavailable. Please try again.')).toBeTruthy();
  });

  it("a failed estimate is a 'Calculation Error' with AFF's phone", async () => {
    scriptFetch(({ url }) =>
      url.includes('estimate-payments')
        ? jsonResponse({ error: { code: 'PARTNER_UNAVAILABLE', message: 'x' } }, 502)
        : undefined,
    );
    const user = userEvent.setup();
    renderStep(AffFinalizePage, journey(aff()), 'aff-finalize');
    await user.type(screen.getByLabelText(/Finance Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Calculation Error' });
    expect(
      within(dialog).getByText(
        callableLine(
          'Error occurred calculating loan amounts. Please contact American First Finance at 1-800-555-0144 for assistance.',
        ),
      ),
    ).toBeTruthy();
  });
});

describe('AFF loan details and e-sign', () => {
  it('shows the cost in plain words, signs in the frame while the server confirms, funds, then moves on', async () => {
    let signedFlag = '0';
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/v1/apps/amff/gen-tc') return jsonResponse(AFF_DOCUMENTS);
      if (method === 'POST' && url === `${base}/signing-url/AMFF`)
        return jsonResponse({
          url: 'http://127.0.0.1:3001/lenders/AMFF/esign/token-1',
          application: aff({ affLoan: LOAN, fundingType: '2' }),
        });
      if (method === 'GET' && url === base)
        return jsonResponse({ application: aff({ affLoan: LOAN, signedFlag }) });
      if (method === 'POST' && url === `${base}/fund/AMFF`)
        return jsonResponse({
          success: true,
          fundtype: '2',
          last4: '5678',
          application: aff({
            affLoan: LOAN,
            signedFlag: '2',
            fundedDetails: { fundtype: '2', last4: '5678' },
          }),
        });
      return undefined;
    });
    const user = userEvent.setup();
    const { goNext } = renderStep(AffEsignPage, journey(aff({ affLoan: LOAN })), 'aff-esign');
    expect(
      screen.getByText(wholeText(/^You borrow \$500.00. You pay back \$729.80 in 26 payments/)),
    ).toBeTruthy();
    expect(screen.getByText('First payment due')).toBeTruthy();
    expect(screen.getByText('12/04/2026')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Bank account ****5678' }));
    expect(screen.queryByRole('button', { name: 'SIGN DOCUMENTS' })).toBeNull();
    // AFF's electronic consent comes first (E-SIGN §7001(c)): its text, then an agreement.
    const consent = await screen.findByRole('region', {
      name: 'Consent to Electronic Records and Signatures',
    });
    expect(consent.textContent).toContain('paper copy of any record');
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign' }));
    expect(screen.getByText('Please read and agree to the electronic consent first.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/signing-url/AMFF'))).toBe(false);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I agree to receive and sign my American First Finance documents electronically.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign' }));

    const frame = await screen.findByTitle('American First Finance document signing');
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:3001/lenders/AMFF/esign/token-1');
    // The agreement goes to the server with the version shown, which records it (decision 293).
    expect(calls.find((c) => c.url.endsWith('/signing-url/AMFF'))?.body).toEqual({
      fundingType: '2',
      esignConsentVersion: 'sha256:1111111111111111',
    });
    // Nothing is signed yet: the page says what to do, no disabled 'Signing...' button.
    expect(screen.queryByRole('button', { name: 'Signing...' })).toBeNull();
    expect(screen.queryByText('Signing...')).toBeNull();
    expect(
      screen.getByText(
        'Sign your documents above. This page moves on by itself once American First Finance confirms your signature.',
      ),
    ).toBeTruthy();
    expect(goNext).not.toHaveBeenCalled();

    // The server learnt the signature from AFF: the page funds and moves on.
    signedFlag = '1';
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `${base}/fund/AMFF`)).toBe(true),
    );
    await waitFor(() => expect(goNext).toHaveBeenCalled());
  });

  it("training offers 'SIGN DOCUMENTS', which signs through AFF's simulated signing", async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/v1/apps/amff/gen-tc') return jsonResponse(AFF_DOCUMENTS);
      if (url === `${base}/signing-url/AMFF`)
        return jsonResponse({
          url: 'http://127.0.0.1:3001/lenders/AMFF/esign/t',
          application: aff({ affLoan: LOAN }),
        });
      if (method === 'POST' && url === `${base}/simulate-signing/AMFF`)
        return jsonResponse({ application: aff({ affLoan: LOAN, signedFlag: '1' }) });
      if (url === `${base}/fund/AMFF`)
        return jsonResponse({
          success: true,
          fundtype: '1',
          last4: '1234',
          application: aff({ affLoan: LOAN, signedFlag: '1' }),
        });
      if (method === 'GET' && url === base)
        return jsonResponse({ application: aff({ affLoan: LOAN, signedFlag: '1' }) });
      return undefined;
    });
    const user = userEvent.setup();
    // The layout's demo toolbar slot, where the page puts SIGN DOCUMENTS (<DemoToolbarAction>).
    const slot = document.createElement('span');
    slot.id = 'demo-toolbar-extra';
    document.body.append(slot);
    onTestFinished(() => slot.remove());
    renderStep(AffEsignPage, journey(aff({ affLoan: LOAN }), 'training'), 'aff-esign');
    await user.click(await screen.findByRole('checkbox', { name: /I agree to receive and sign/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign' }));
    const sign = await screen.findByRole('button', { name: 'SIGN DOCUMENTS' });
    expect(slot.contains(sign)).toBe(true);
    await user.click(sign);
    await waitFor(() => expect(calls.some((c) => c.url === `${base}/simulate-signing/AMFF`)).toBe(true));
    expect(await screen.findByText('Funding...')).toBeTruthy();
  });
});

describe('AFF electronic consent refused by the server', () => {
  it('a consent the server does not hold unticks the box, asks again and reads the text again', async () => {
    let reads = 0;
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/v1/apps/amff/gen-tc') {
        reads += 1;
        return jsonResponse({ ...AFF_DOCUMENTS, esignVersion: `sha256:${reads}` });
      }
      if (method === 'POST' && url === `${base}/signing-url/AMFF`) {
        const message = "American First Finance's electronic consent has changed.";
        return jsonResponse({ error: { code: 'CONFLICT', message, fields: { esignConsent: message } } }, 409);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderStep(AffEsignPage, journey(aff({ affLoan: LOAN })), 'aff-esign');
    const agree = await screen.findByRole('checkbox', { name: /I agree to receive and sign/ });
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Confirm and Sign' }));
    expect(await screen.findByText('Please read and agree to the electronic consent first.')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    const again = await screen.findByRole('checkbox', { name: /I agree to receive and sign/ });
    expect((again as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTitle('American First Finance document signing')).toBeNull();
    expect(calls.find((c) => c.url.endsWith('/signing-url/AMFF'))?.body).toEqual({
      fundingType: '1',
      esignConsentVersion: 'sha256:1',
    });
  });
});

describe('AFF funded', () => {
  const funded = () =>
    aff({
      affLoan: LOAN,
      signedFlag: '2',
      fundingType: '1',
      fundedDetails: { fundtype: '1', last4: '4242' },
    });

  it('shows the virtual card fetched from AFF, the checkout and ACH notes, and cancels after a confirmation', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (method === 'GET' && url === `${base}/fund/AMFF`)
        return jsonResponse({
          success: true,
          fundtype: '1',
          last4: '4242',
          cardNumber: '4000123412344242',
          cardCvv: '321',
          cardExpiration: '11/27',
          billzipcode: '98052',
          cardimage: 'PHN2Zy8+',
          application: funded(),
        });
      if (method === 'POST' && url === `${base}/cancel-funding/AMFF`)
        return jsonResponse({ success: true, application: aff({ affLoan: null, signedFlag: '0' }) });
      if (method === 'GET' && url === `${base}/account-status/AMFF`)
        return jsonResponse({ result: { currentStatus: 'FUNDED', currentFinancedAmount: '500.00' } });
      if (method === 'GET' && url === `${base}/agreement/AMFF`)
        return jsonResponse({
          html: '<h2>Retail Installment Loan Agreement</h2><p>Signed electronically.</p><script>alert(1)</script>',
        });
      if (method === 'GET' && url.startsWith('/api/v1/apps/journey'))
        return jsonResponse({
          journey: null,
          applications: [],
          creditChecks: [
            {
              appCode: 'AMFF',
              check: 'hard',
              consentText:
                'By selecting Submit, you authorize a hard credit check by American First Finance.',
              agreedAt: '2026-11-25T17:05:00.000Z',
              checkedAt: '2026-11-25T17:05:01.000Z',
            },
            {
              appCode: 'EZPY',
              check: 'soft',
              consentText: 'If American First Finance declines, EasyPay receives the same information.',
              agreedAt: '2026-11-25T17:05:00.000Z',
              checkedAt: null,
            },
          ],
        });
      return undefined;
    });
    const user = userEvent.setup();
    const { goTo } = renderStep(AffFundedPage, journey(funded()), 'funded');
    // Every result screen has the record of the credit checks, AFF's funded screen included.
    const checks = await screen.findByRole('region', { name: 'Credit checks for this application' });
    expect(checks.textContent).toContain(
      'American First Finance: hard credit check (may affect your credit score)',
    );
    expect(checks.textContent).toContain(
      'Not made: EasyPay was never asked, so it did not check your credit.',
    );
    expect(screen.getByRole('heading', { name: 'You Are Funded! Next Step Contact Your Shop' })).toBeTruthy();
    expect(await screen.findByText('4000 1234 1234 4242')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByText('Amount Financed')).toBeTruthy();
    expect(await screen.findByText('$500.00')).toBeTruthy();
    expect(screen.getByText('98052')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Your American First Finance virtual debit card ending 4242' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Show this screen to the sales associate so they can enter your card details.'),
    ).toBeTruthy();
    // A copy of the signed agreement, from AFF.
    await user.click(screen.getByRole('button', { name: 'Get a Copy of Your Signed Agreement' }));
    const agreement = await screen.findByRole('dialog', { name: 'Your Signed Agreement' });
    expect(agreement.textContent).toContain('Retail Installment Loan Agreement');
    expect(within(agreement).queryByText('alert(1)')).toBeNull();
    const save = within(agreement).getByRole('link', { name: 'Save a Copy' });
    expect(save.getAttribute('download')).toBe('american-first-finance-agreement.html');
    expect(decodeURIComponent(save.getAttribute('href')!)).toContain('Retail Installment Loan Agreement');
    await user.click(within(agreement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Your Signed Agreement' })).toBeNull();
    expect(screen.getByText('Enter the virtual card zip code at checkout.')).toBeTruthy();
    expect(screen.getByText(/within four days of issue, all proceeds go back by ACH/)).toBeTruthy();
    expect(screen.getByText(/after your last purchase settles/)).toBeTruthy();
    expect(
      screen.getByText(/may be declined if the zip code entered at checkout does not match/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'CLICK TO CHANGE MY FUNDING' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel Funding?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep My Funding' }));
    expect(calls.some((c) => c.url.endsWith('/cancel-funding/AMFF'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'CLICK TO CHANGE MY FUNDING' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel Funding?' })).getByRole('button', {
        name: 'Yes, Cancel Funding',
      }),
    );
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('aff-finalize'));
    expect(calls.filter((c) => c.method === 'POST' && c.url === `${base}/cancel-funding/AMFF`)).toHaveLength(
      1,
    );
  });

  it("without a virtual card to show: an error screen with AFF's phone; a failed cancel: 'Cancellation Error'", async () => {
    scriptFetch(({ method, url }) => {
      if (method === 'GET' && url === `${base}/fund/AMFF`)
        return jsonResponse({ error: { code: 'NOT_FOUND', message: 'No virtual card.' } }, 404);
      if (url === `${base}/cancel-funding/AMFF`)
        return jsonResponse({ error: { code: 'CONFLICT', message: 'There is no funding to cancel.' } }, 409);
      return undefined;
    });
    const user = userEvent.setup();
    renderStep(AffFundedPage, journey(funded()), 'funded');
    expect(await screen.findByRole('heading', { name: 'Virtual Card Error' })).toBeTruthy();
    expect(
      screen.getByText(
        callableLine(
          'We could not show your virtual card. Please contact American First Finance at 1-800-555-0144 for assistance.',
        ),
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel Funding' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel Funding?' })).getByRole('button', {
        name: 'Yes, Cancel Funding',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancellation Error' });
    expect(within(dialog).getByText('There is no funding to cancel.')).toBeTruthy();
  });
});
