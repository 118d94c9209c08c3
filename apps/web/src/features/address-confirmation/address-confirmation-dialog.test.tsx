import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/journey';
import { AddressConfirmationDialog, addressesToCheck } from './address-confirmation-dialog';

const resident = {
  ADDRESS1: '200 E Wells St',
  CITY: 'Milwaukee',
  STATE: 'WI',
  ZIP: '53202',
  YEARS_AT_ADDRESS: '5',
};

describe('address confirmation modal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the mailing address only when distinct and the previous one only when asked', () => {
    expect(addressesToCheck(resident)).toEqual(['resident']);
    const sameMailing = {
      ...resident,
      USE_MAILING_ADDRESS: '1',
      MAILING_ADDRESS1: '200 e wells st',
      MAILING_CITY: 'Milwaukee',
      MAILING_STATE: 'WI',
      MAILING_ZIP: '53202',
    };
    expect(addressesToCheck(sameMailing)).toEqual(['resident']);
    expect(
      addressesToCheck({ ...sameMailing, MAILING_ADDRESS1: '777 E Wisconsin Ave', YEARS_AT_ADDRESS: '1' }),
    ).toEqual(['resident', 'mailing', 'previous']);
  });

  it('shows the waiting text, then the standardised address; Continue enables once confirmed', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const onContinue = vi.fn();
    render(<AddressConfirmationDialog values={resident} onContinue={onContinue} onEdit={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Address' });
    expect(within(dialog).getByText('Searching for address...')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      address1: '200 E Wells St',
      address2: '',
      city: 'Milwaukee',
      state: 'WI',
      zipcode: '53202',
      type: 'resident',
    });
    answer(
      jsonResponse({
        info: {
          address: { streetAddress: '200 E WELLS ST', city: 'MILWAUKEE', state: 'WI', ZIPCode: '53202' },
        },
      }),
    );
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm Residential Address' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    await user.click(confirm);
    expect(within(dialog).getByText('Confirmed')).toBeTruthy();
    await user.click(continueButton);
    expect(onContinue).toHaveBeenCalledWith({
      ADDRESS1: '200 E WELLS ST',
      ADDRESS2: '',
      CITY: 'MILWAUKEE',
      STATE: 'WI',
      ZIP: '53202',
    });
  });

  it("shows 'Error finding address:' with the server's reason and the retry text", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { message: 'ZIP code 10001 is not in WA.' } }, 404),
    );
    const onEdit = vi.fn();
    render(
      <AddressConfirmationDialog
        values={{ ...resident, CITY: 'Redmond', STATE: 'WA', ZIP: '10001' }}
        onContinue={() => undefined}
        onEdit={onEdit}
      />,
    );
    expect(await screen.findByText('Error finding address: ZIP code 10001 is not in WA.')).toBeTruthy();
    expect(screen.getByText('Please try another residential address.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Address' }));
    expect(onEdit).toHaveBeenCalled();
  });
});
