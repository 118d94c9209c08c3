import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../../app/router';
import { initialJourney, JourneyProvider, type JourneyState } from '../../stores/journey-store';
import { getToken, setToken } from '../../lib/api-client';

const agreed: JourneyState = {
  ...initialJourney,
  shop: {
    keyId: 'shop-1',
    name: 'Main Street Tire',
    lenders: 'CFNA',
    address: { addr1: '1 Main St', city: 'Redmond', state: 'WA', zip: '98052' },
  },
  appList: ['CFNA'],
  policyAgreed: true,
  values: { PRIVACY_TERMS_AGREED: '1' },
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

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
      if (url.includes('send-verification-text')) return json({ verificationHash: 'ABC123' });
      if (url.includes('validate-OTP')) {
        return json({
          verified: '8a7f5c1e-0000-4000-8000-000000000001:sig',
          token: 'tok-1',
          consumer: { t2AConsumerKeyId: '8a7f5c1e-0000-4000-8000-000000000001' },
          applications: [],
        });
      }
      return json({ token: 'tok-2' }, 200, { 'x-session-token': 'tok-2' });
    });
    render(
      <JourneyProvider initial={agreed}>
        <MemoryRouter initialEntries={['/apply/getting-started']}>
          <AppRoutes />
        </MemoryRouter>
      </JourneyProvider>,
    );
    const phone = await screen.findByLabelText(/Mobile Phone/);
    const send = screen.getByRole('button', { name: 'Send Code' });
    await user.type(phone, '425555');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(phone, '1234');
    expect((phone as HTMLInputElement).value).toBe('(425) 555-1234');
    await user.click(send);

    const code = await screen.findByLabelText(/Verification Code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const sendBody = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(sendBody).toMatchObject({ phoneNumber: '4255551234', shopKeyId: 'shop-1' });

    const start = screen.getByRole('button', { name: 'Verify & Start Application' }) as HTMLButtonElement;
    await user.type(code, '12a345');
    expect(start.disabled).toBe(true);
    await user.type(code, '6');
    expect(start.disabled).toBe(false);
    await user.click(start);

    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
    const validateBody = JSON.parse(String(fetchMock.mock.calls[1]![1]!.body));
    expect(validateBody).toMatchObject({
      phoneMobile: '4255551234',
      verificationCode: '123456',
      verificationHash: 'abc123',
    });
    await waitFor(() => expect(getToken()).toBe('tok-2'));
    expect((screen.getByLabelText(/Mobile Phone/) as HTMLInputElement).readOnly).toBe(true);
  });

  it('asks before sending a new code and shows the server message in a Verification Error alert', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('send-verification-text')) return json({ verificationHash: 'abc' });
      return json(
        {
          error: {
            code: 'VERIFICATION_FAILED',
            message: 'The phone number or verification code gathered is invalid.',
          },
        },
        400,
      );
    });
    render(
      <JourneyProvider initial={agreed}>
        <MemoryRouter initialEntries={['/apply/getting-started']}>
          <AppRoutes />
        </MemoryRouter>
      </JourneyProvider>,
    );
    await user.type(await screen.findByLabelText(/Mobile Phone/), '4255551234');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    const confirm = screen.getByRole('alertdialog', { name: 'New Access Code' });
    expect(confirm.textContent).toContain(
      'Sending a new code will invalidate the previous code sent. Are you sure you wish to continue?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(screen.getByLabelText(/Verification Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Start Application' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Verification Error' });
    expect(alert.textContent).toContain('The phone number or verification code gathered is invalid.');
  });
});
