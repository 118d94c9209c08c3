import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialJourney, type JourneyState } from '../../stores/journey-store';
import { getToken, setToken } from '../../lib/api-client';
import { jsonResponse, mainStreetTire, renderJourneyAt } from '../../test/journey';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { activateCatalogue } from '../../i18n/messages';
import { RESEND_WAIT_MS } from './getting-started-page';

const agreed: JourneyState = {
  ...initialJourney,
  shop: mainStreetTire(),
  appList: ['CFNA'],
  policyAgreed: true,
  values: { PRIVACY_TERMS_AGREED: '1' },
};

/** The JSON body of the first call to a path (the session guard also asks for the client config). */
const bodyOf = (mock: ReturnType<typeof vi.fn<typeof fetch>>, path: string) => {
  const call = mock.mock.calls.find(([input]) => String(input).includes(path));
  return JSON.parse(String(call![1]!.body)) as Record<string, unknown>;
};

describe('Verify Your Device', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setToken(null);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the code, verifies it, keeps the session token and starts the application', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'ABC123' });
      if (url.includes('validate-OTP')) {
        return jsonResponse({
          verified: '8a7f5c1e-0000-4000-8000-000000000001:sig',
          token: 'tok-1',
          consumer: { t2AConsumerKeyId: '8a7f5c1e-0000-4000-8000-000000000001' },
          applications: [],
        });
      }
      return jsonResponse({ token: 'tok-2' }, 200, { 'x-session-token': 'tok-2' });
    });
    renderJourneyAt('/apply/getting-started', agreed);
    const phone = await screen.findByLabelText(/Mobile Phone/);
    const send = screen.getByRole('button', { name: 'Send Code' });
    await user.type(phone, '425555');
    // Send Code stays enabled; pressed too early, the phone field says what is wrong.
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);
    expect(screen.getByRole('alert').textContent).toBe('Invalid phone number');
    expect(document.activeElement).toBe(phone);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('send-verification'))).toBe(false);
    await user.type(phone, '1234');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((phone as HTMLInputElement).value).toBe('(425) 555-1234');
    await user.click(send);

    const code = await screen.findByLabelText(/Verification Code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const sendBody = bodyOf(fetchMock, 'send-verification-text');
    expect(sendBody).toMatchObject({ phoneNumber: '4255551234', shopKeyId: 'shop-1' });

    const start = screen.getByRole('button', { name: 'Verify & Start Application' }) as HTMLButtonElement;
    // The button stays enabled and says on press what is missing, next to the code field.
    await user.type(code, '12a345');
    expect(start.disabled).toBe(false);
    await user.click(start);
    expect(screen.getByRole('alert').textContent).toBe('The code has 6 digits; you have typed 5.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('validate-OTP'))).toBe(false);
    await user.type(code, '6');
    expect(code.getAttribute('aria-invalid')).toBeNull();
    await user.click(start);

    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
    const validateBody = bodyOf(fetchMock, 'validate-OTP');
    expect(validateBody).toMatchObject({
      phoneMobile: '4255551234',
      verificationCode: '123456',
      verificationHash: 'abc123',
    });
    await waitFor(() => expect(getToken()).toBe('tok-2'));
    expect((screen.getByLabelText(/Mobile Phone/) as HTMLInputElement).readOnly).toBe(true);
  });

  it('asks before sending a new code and says the server’s refusal once, at the code field', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'abc' });
      return jsonResponse(
        {
          error: {
            code: 'VERIFICATION_FAILED',
            message: 'The phone number or verification code gathered is invalid.',
          },
        },
        400,
      );
    });
    renderJourneyAt('/apply/getting-started', agreed);
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551234');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    // A new code waits out the countdown; pressing early says how long is left instead of asking.
    const resend = await screen.findByRole('button', { name: 'Resend Code' });
    expect(screen.getByText('You can ask for a new code in 30 s.')).toBeTruthy();
    await user.click(resend);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText(/^Wait \d+ s: a new code now would cancel the one on its way\.$/)).toBeTruthy();
    const sent = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => sent + RESEND_WAIT_MS);
    // The countdown's next tick (a second at most) ends it: wait for that state, not for a time.
    await waitFor(() => expect(screen.queryByText(/You can ask for a new code/)).toBeNull(), {
      timeout: 3000,
    });
    await user.click(resend);
    const confirm = screen.getByRole('alertdialog', { name: 'New Access Code' });
    expect(confirm.textContent).toContain(
      'Sending a new code will invalidate the previous code sent. Are you sure you wish to continue?',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('We sent a new code to (425) 555-1234.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('send-verification')).length).toBe(
      2,
    );
    clock.mockRestore();

    await user.type(screen.getByLabelText(/Verification Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));
    // Said once, next to the code field, which takes focus; no dialog repeats it.
    const code = screen.getByLabelText(/Verification Code/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByText('The phone number or verification code gathered is invalid.')).toHaveLength(1);
    expect(code.closest('.field')?.querySelector('.field-error')?.textContent).toBe(
      'The phone number or verification code gathered is invalid.',
    );
  });

  it('a number that opted out: the answer stays on the page with a way on, and Send Code works once opted in', async () => {
    const user = userEvent.setup();
    const message =
      'This number opted out of texts from Text To Apply. To get texts again, text START to 898227 from that phone, then try again.';
    let optedIn = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('send-verification-text')) {
        return optedIn
          ? jsonResponse({ verificationHash: 'abc' })
          : jsonResponse({ error: { code: 'CONFLICT', message } }, 409);
      }
      return jsonResponse({});
    });
    renderJourneyAt('/apply/getting-started', agreed);
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551234');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(message)).toBeTruthy();
    // Not a dialog that leaves nothing to do once closed.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const textStart = within(notice).getByRole('link', { name: 'Text START to 898227' });
    expect(textStart.getAttribute('href')).toBe('sms:898227?&body=START');
    expect(
      within(notice).getByText('Then tap Send Code again, or enter another mobile number.'),
    ).toBeTruthy();

    optedIn = true;
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByLabelText(/Verification Code/)).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('in Spanish the way on names COMENZAR, the keyword the Spanish texts give', async () => {
    activateCatalogue('es', { ...es });
    try {
      const user = userEvent.setup();
      fetchMock.mockImplementation(async (input) =>
        String(input).includes('send-verification-text')
          ? jsonResponse({ error: { code: 'CONFLICT', message: 'Este número canceló los mensajes.' } }, 409)
          : jsonResponse({}),
      );
      renderJourneyAt('/apply/getting-started', agreed);
      await user.type(await screen.findByLabelText(/Teléfono celular/), '4255551234');
      await user.click(screen.getByRole('button', { name: 'Enviar código' }));
      const notice = await screen.findByRole('alert');
      const link = within(notice).getByRole('link', { name: 'Enviar COMENZAR al 898227' });
      expect(link.getAttribute('href')).toBe('sms:898227?&body=COMENZAR');
    } finally {
      activateCatalogue('en', en);
    }
  });

  // From a texted link, the code goes to the number the text went to, which the page knows
  // only by its last four (decision 021); another number can still be typed.
  it('from a texted link offers the phone the text went to, and verifies it without typing it', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'abc' });
      if (url.includes('validate-OTP')) {
        return jsonResponse({
          verified: 'c-9:sig',
          token: 'tok-1',
          consumer: { t2AConsumerKeyId: 'c-9', phoneMobile: '4255554321' },
          applications: [],
        });
      }
      return jsonResponse({ token: 'tok-2' });
    });
    const fromLink: JourneyState = { ...agreed, linkCode: 'AbCdEf123456', linkPhoneLastFour: '4321' };
    renderJourneyAt('/apply/getting-started', fromLink);
    expect(
      await screen.findByText(
        'We will text the code to the phone this link was sent to, the number ending in 4321.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Mobile Phone/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Code sent to the phone ending in 4321.')).toBeTruthy();
    const sent = bodyOf(fetchMock, 'send-verification-text');
    expect(sent).toMatchObject({ linkCode: 'AbCdEf123456' });
    expect(sent).not.toHaveProperty('phoneNumber');
    await user.type(screen.getByLabelText(/Verification Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));
    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
    expect(bodyOf(fetchMock, 'validate-OTP')).not.toHaveProperty('phoneMobile');
    expect((screen.getByLabelText(/Mobile Phone/) as HTMLInputElement).value).toBe('(425) 555-4321');
  });

  it('from a texted link, another number can be typed instead', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => jsonResponse({ verificationHash: 'abc' }));
    renderJourneyAt('/apply/getting-started', {
      ...agreed,
      linkCode: 'AbCdEf123456',
      linkPhoneLastFour: '4321',
    });
    await user.click(await screen.findByRole('button', { name: 'Use a different number' }));
    await user.type(screen.getByLabelText(/Mobile Phone/), '2065550177');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Code sent to (206) 555-0177.')).toBeTruthy();
    expect(bodyOf(fetchMock, 'send-verification-text')).toMatchObject({ phoneNumber: '2065550177' });
  });

  it('offers Generate Code once the code is dead after 5 wrong checks', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'abc' });
      if (url.includes('client-config')) return jsonResponse({}, 404);
      return jsonResponse(
        {
          error: {
            code: 'VERIFICATION_FAILED',
            message: 'The phone number or verification code gathered is invalid.',
          },
        },
        400,
      );
    });
    renderJourneyAt('/apply/getting-started', agreed);
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551234');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    for (let i = 0; i < 5; i++) {
      expect(screen.queryByRole('button', { name: 'Generate Code' })).toBeNull();
      await user.type(await screen.findByLabelText(/Verification Code/), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));
      await screen.findByText('The phone number or verification code gathered is invalid.');
    }
    expect(
      screen.getByText('This code can no longer be used. Generate a new code to continue.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Code' }));
    expect(screen.getByRole('alertdialog', { name: 'New Access Code' })).toBeTruthy();
  });

  it('asks a returning applicant for the SSN before showing the earlier result', async () => {
    const user = userEvent.setup();
    const application = {
      applicationKeyId: 'app-1',
      appType: 'CFNA',
      status: 'a',
      result: { status: 'a', creditLimit: 2500 },
    };
    let ssnTries = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'abc' });
      if (url.includes('validate-OTP')) {
        return jsonResponse({
          verified: 'c-1:sig',
          token: 'tok-1',
          consumer: { t2AConsumerKeyId: 'c-1' },
          applications: [application],
        });
      }
      if (url.includes('/apps/app/app-1')) return jsonResponse({ application });
      if (url.includes('verify-ssn')) {
        ssnTries += 1;
        const { ssn } = JSON.parse(String(init!.body)) as { ssn: string };
        return ssn === '111111111'
          ? jsonResponse({ verified: true })
          : jsonResponse(
              { error: { code: 'VERIFICATION_FAILED', message: 'The SSN gathered is invalid.' } },
              400,
            );
      }
      return jsonResponse({ token: 'tok-2' });
    });
    renderJourneyAt('/apply/getting-started', agreed);
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551234');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/Verification Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));

    expect(await screen.findByRole('heading', { name: "We've Found Your Application!" })).toBeTruthy();
    const verifySsn = screen.getByRole('button', { name: 'Verify SSN' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText(/^Social Security Number/), '222222222');
    expect(verifySsn.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Confirm SSN/), '222222222');
    expect(verifySsn.disabled).toBe(false);
    await user.click(verifySsn);
    // The refusal is said once, next to the SSN field, which takes focus: no error summary
    // and no dialog repeat it.
    const ssnField = screen.getByLabelText(/^Social Security Number/);
    await waitFor(() => expect(ssnField.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(ssnField);
    expect(screen.getAllByText('The SSN gathered is invalid.')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();

    await user.clear(screen.getByLabelText(/^Social Security Number/));
    await user.type(screen.getByLabelText(/^Social Security Number/), '111111111');
    await user.type(screen.getByLabelText(/^Confirm SSN/), '111111111');
    await user.click(screen.getByRole('button', { name: 'Verify SSN' }));
    await waitFor(() => expect(document.title).toBe('Text To Apply | Result'));
    expect(ssnTries).toBe(2);
  });
  // docs/decisions/025 addendum: nothing was submitted, but the saved draft holds the SSN; the server says so
  // with `ssnPending`, and the draft is read only after the SSN check.
  it('asks for the SSN when only a saved draft holds one, then resumes the draft', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'abc' });
      if (url.includes('validate-OTP')) {
        return jsonResponse({
          verified: 'c-2:sig',
          token: 'pending',
          consumer: { t2AConsumerKeyId: 'c-2' },
          applications: [],
          ssnPending: true,
        });
      }
      if (url.includes('verify-ssn')) {
        order.push('verify-ssn');
        const { ssn } = JSON.parse(String(init!.body)) as { ssn: string };
        expect(ssn).toBe('123450987');
        return jsonResponse({ verified: true }, 200, { 'x-session-token': 'opened' });
      }
      if (url.includes('/apps/draft')) {
        const auth = new Headers(init?.headers).get('authorization');
        order.push(`draft ${init?.method ?? 'GET'} ${auth}`);
        if (auth !== 'Bearer opened') {
          return jsonResponse({ error: { code: 'FORBIDDEN', message: 'Please confirm your SSN.' } }, 403);
        }
        return jsonResponse({
          draft: {
            values: { PRIVACY_TERMS_AGREED: '1', FIRST_NAME: 'Pat', SSN: '123450987' },
            completedPages: ['policy-content', 'about-you', 'resident'],
            currentPage: 'financial',
            appCode: 'CFNA',
            appList: ['CFNA'],
            partialValues: {},
          },
        });
      }
      return jsonResponse({ token: 'opened' });
    });
    renderJourneyAt('/apply/getting-started', agreed);
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551234');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/Verification Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));

    expect(await screen.findByRole('heading', { name: "We've Found Your Application!" })).toBeTruthy();
    expect(order).toEqual([]);
    await user.type(screen.getByLabelText(/^Social Security Number/), '123450987');
    await user.type(screen.getByLabelText(/^Confirm SSN/), '123450987');
    await user.click(screen.getByRole('button', { name: 'Verify SSN' }));
    await waitFor(() => expect(order[0]).toBe('verify-ssn'));
    await waitFor(() => expect(order).toContain('draft GET Bearer opened'));
    expect(order.some((entry) => entry.endsWith('Bearer pending'))).toBe(false);
  });

  // Decision 194: saved answers without an SSN open after the date of birth they hold is confirmed.
  it('asks for the date of birth when the saved draft holds no SSN, then resumes the draft', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return jsonResponse({ verificationHash: 'abc' });
      if (url.includes('validate-OTP')) {
        return jsonResponse({
          verified: 'c-3:sig',
          token: 'pending',
          consumer: { t2AConsumerKeyId: 'c-3' },
          applications: [],
          ssnPending: true,
          identityCheck: 'dob',
        });
      }
      if (url.includes('verify-dob')) {
        const { dob } = JSON.parse(String(init!.body)) as { dob: string };
        order.push(`verify-dob ${dob}`);
        return jsonResponse({ verified: true }, 200, { 'x-session-token': 'opened' });
      }
      if (url.includes('/apps/draft')) {
        const auth = new Headers(init?.headers).get('authorization');
        order.push(`draft ${init?.method ?? 'GET'} ${auth}`);
        return jsonResponse({
          draft: {
            values: { PRIVACY_TERMS_AGREED: '1', FIRST_NAME: 'Pat', DOB: '1985-04-12' },
            completedPages: ['policy-content', 'about-you'],
            currentPage: 'resident',
            appCode: 'CFNA',
            appList: ['CFNA'],
            partialValues: {},
          },
        });
      }
      return jsonResponse({ token: 'opened' });
    });
    renderJourneyAt('/apply/getting-started', agreed);
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551235');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText(/Verification Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));

    expect(await screen.findByRole('heading', { name: "We've Found Your Application!" })).toBeTruthy();
    expect(screen.getByText(/please confirm your date of birth/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Social Security Number/)).toBeNull();
    await user.type(screen.getByLabelText(/^Date of Birth/), '04121985');
    await user.click(screen.getByRole('button', { name: 'Verify Date of Birth' }));
    await waitFor(() => expect(order[0]).toBe('verify-dob 1985-04-12'));
    await waitFor(() => expect(order).toContain('draft GET Bearer opened'));
  });
});
