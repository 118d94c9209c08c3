// AFF 'Application Review' (lenders §2, §4 "Submission pages", §8 sanitising): the four sections, AFF's
// documents sanitised, the consent toggles '1' on entry and locked under an overlay, submit with tier 3.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, posts, renderStep, scriptFetch } from '../../../test/lender-api';
import { AffReviewPage } from './aff-review-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Whole screens driven by userEvent: on the shared two-core machine a run can take longer than the default.

const TERMS = {
  terms: '<h2>Terms and Conditions</h2><p>Loans of $200 to $5,000.</p><script>window.pwned = 1</script>',
  disclaimer: '<p>Disclaimer text</p>',
  arbitration: '<p>Arbitration text</p>',
  tcpa: '<p onclick="alert(1)">You agree that American First Finance may call you.</p>',
  privacyPolicy: '<p>Privacy text</p>',
  paymentAuth: '<p>You authorize American First Finance to debit your account.</p>',
};

const ACCOUNT = {
  MONTHLY_GROSS_INCOME: '4000',
  PAY_FREQUENCY: 'B',
  CC_NUMBER: '4111111111111111',
  CC_EXP_MONTH: '12',
  CC_EXP_YEAR: String(new Date().getFullYear() + 1),
  BILLING_ZIP: '98052',
  CVV: '123',
  ROUTING_NUMBER: '021000021',
  ACCOUNT_NUMBER: '12345678',
  PAYMENT_METHOD: '1',
  APP_REQUEST_ID: 'abc',
};

describe('AFF review and submission', () => {
  it('loads and sanitises the documents, keeps the toggles locked under an overlay, and submits with tier 3', async () => {
    const calls = scriptFetch(({ method, url }) => {
      if (url === '/api/v1/apps/amff/gen-tc') return jsonResponse(TERMS);
      if (method === 'POST' && url === '/api/v1/apps/app/')
        return jsonResponse({
          success: true,
          applicationKeyId: 'amff-1',
          status: 'p',
          application: application('AMFF', { accepted: '1', creditlimit: '4000' }, { status: 'a' }),
        });
      return undefined;
    });
    const state = lenderJourney(['AMFF', 'EZPY']);
    const { goNext, journey } = renderStep(
      AffReviewPage,
      { ...state, values: { ...state.values, ...ACCOUNT } },
      'aff-submission',
    );
    const user = userEvent.setup();
    expect(document.title).toBe('Text to Apply | Application Review');
    for (const name of ['About You', 'About Residence', 'About Income', 'About Additional Information'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Edit / }).length).toBe(4);
    // Masked: the card's last four only, never the CVV.
    expect(screen.getByText('••••1111')).toBeTruthy();
    expect(screen.queryByText('••••123')).toBeNull();
    await waitFor(() => expect(journey().values.AFF_TCPA).toBe('1'));
    expect(journey().values.AFF_REC_DEBITS).toBe('1');

    const submit = screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Check this box to agree before you continue.');

    await user.click(screen.getByRole('button', { name: 'Read the Telemarketing Consent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You agree that American First Finance may call you.')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onclick');
    const tcpa = screen.getByRole('switch', {
      name: 'Telemarketing Consent',
      hidden: true,
    }) as HTMLButtonElement;
    expect(tcpa.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('switch', { name: 'Telemarketing Consent' }));
    expect(journey().values.AFF_TCPA).toBe('0');

    await user.click(screen.getByRole('button', { name: /Read the American First Finance Terms/ }));
    const terms = await screen.findByRole('dialog');
    expect(within(terms).getByText('Loans of $200 to $5,000.')).toBeTruthy();
    expect(terms.innerHTML).not.toContain('<script');
    await user.click(within(terms).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    const [post] = posts(calls, '/api/v1/apps/app/');
    expect(post!.body).toMatchObject({ appType: 'AMFF', tier: '3' });
    expect(post!.body!.appData).toMatchObject({
      AFF_TCPA: '0',
      AFF_REC_DEBITS: '1',
      APP_REQUEST_ID: 'abc',
      CVV: '123',
    });
  });

  it('a card the server says AFF has not passed (decision 090): its message, then Account Information to check it', async () => {
    const message =
      "Your card has not been checked with American First Finance. Please go back to 'Account Information' and press Next.";
    scriptFetch(({ method, url }) => {
      if (url === '/api/v1/apps/amff/gen-tc') return jsonResponse(TERMS);
      if (method === 'POST' && url === '/api/v1/apps/app/')
        return jsonResponse(
          { error: { code: 'UNPROCESSABLE', message, fields: { 'appData.CC_NUMBER': message } } },
          422,
        );
      return undefined;
    });
    const state = lenderJourney(['EZPY', 'AMFF']);
    const { goNext, goTo } = renderStep(
      AffReviewPage,
      { ...state, values: { ...state.values, ...ACCOUNT } },
      'aff-submission',
    );
    const user = userEvent.setup();
    const agree = await screen.findByRole('checkbox', { name: /I have read and agree/ });
    await waitFor(() => expect((agree as HTMLInputElement).disabled).toBe(false));
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button'));
    expect(goTo).toHaveBeenCalledWith('additional-financial', { returnHere: true });
    expect(goNext).not.toHaveBeenCalled();
  });

  it("without AFF's documents the submit stays disabled and the overlay says why", async () => {
    scriptFetch(({ url }) =>
      url === '/api/v1/apps/amff/gen-tc'
        ? jsonResponse(
            {
              error: { code: 'PARTNER_UNAVAILABLE', message: 'Unable to communicate to the remote server.' },
            },
            502,
          )
        : undefined,
    );
    renderStep(AffReviewPage, lenderJourney(['AMFF']), 'aff-submission');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Read the American First Finance Terms/ }));
    expect(await screen.findByText(/System currently unable to gather terms/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Submit Application', hidden: true }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
