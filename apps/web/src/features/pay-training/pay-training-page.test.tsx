// The pay-link training page in the training build (lenders §4 "Pay-link training (19 steps)"): progress,
// Back and Next, a task before Next, the guided popover hidden between steps and dismissable, deep links and
// an unknown step. The flag-off redirect is in pay-training-guard.test.tsx (its own module state).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CLIENT_CONFIG } from '../../lib/client-config';
import { jsonResponse, renderJourneyAt } from '../../test/journey';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/v1/client-config'
        ? jsonResponse({ ...DEFAULT_CLIENT_CONFIG, trainingBuild: true })
        : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Types by pasting (the Field filters a paste as it filters typing): one event instead of one per key. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

// The machine running the suite is shared; a slow render must not fail a correct page.
describe('pay-link training page', { timeout: 30_000 }, () => {
  it('walks forward and back with the progress, holding Next until the step is done', async () => {
    const user = userEvent.setup();
    renderJourneyAt('/pay-training/start');
    await heading('Pay-Link Training');
    expect(screen.getByText('Step 1 of 19')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Your pay-link screen' })).toBeTruthy();
    expect(document.title).toBe('Text To Apply | Pay Training');

    await user.click(next());
    await heading("Get the customer's phone number");
    expect(screen.getByText('Step 2 of 19')).toBeTruthy();
    // lenders §4: the popover is hidden between steps, then shows the new step's tip. How soon the new one
    // shows depends on the machine, so the check is that the last step's tip is gone, not that none shows yet.
    expect(screen.queryByRole('dialog', { name: 'Your pay-link screen' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Type the mobile number' })).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(screen.getByText('Do what the tip says to go on.')).toBeTruthy();

    const phone = within(screen.getByRole('region', { name: 'Associate screen' })).getByLabelText(
      'Customer mobile phone',
    ) as HTMLInputElement;
    await typeInto(user, phone, '4255550142');
    expect(phone.value).toBe('(425) 555-0142');
    expect(next().disabled).toBe(false);
    expect(screen.queryByText('Do what the tip says to go on.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Pay-Link Training');
    await user.click(next());
    await heading("Get the customer's phone number");
    // What was typed is kept when coming back.
    expect((screen.getByLabelText('Customer mobile phone') as HTMLInputElement).value).toBe('(425) 555-0142');
  });

  it('dismisses the popover for the step, shows it again on request, and on the next step', async () => {
    const user = userEvent.setup();
    renderJourneyAt('/pay-training/link-sent');
    const popover = await screen.findByRole('dialog', { name: 'Watch the status' });
    expect(popover.textContent).toContain('The status changes to Paid');
    await user.click(within(popover).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Tip' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(next());
    await heading("Switch to the customer's side");
    expect(await screen.findByRole('dialog', { name: "The customer's phone" })).toBeTruthy();
    // The transition shows both sides.
    expect(screen.getByRole('region', { name: 'Associate screen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: "Customer's phone" })).toBeTruthy();
  });

  it('opens a middle step from a link with the sample data of the earlier steps', async () => {
    const user = userEvent.setup();
    renderJourneyAt('/pay-training/invoice-review');
    await heading('The customer reviews the invoice');
    expect(screen.getByText('Step 13 of 19')).toBeTruthy();
    const phone = screen.getByRole('region', { name: "Customer's phone" });
    expect(within(phone).getByText('Front brake pads and rotors')).toBeTruthy();
    expect(within(phone).getByText('Card ending in 4444')).toBeTruthy();
    expect(next().disabled).toBe(true);
    await user.click(within(phone).getByRole('button', { name: 'Pay $284.50' }));
    expect(within(phone).getByText('Paid.')).toBeTruthy();
    await user.click(next());
    await heading('Payment successful');
    expect(screen.getByText('Step 14 of 19')).toBeTruthy();
    expect(screen.getAllByText('PL-204817').length).toBeGreaterThan(0);
  });

  it('starts an unknown step at the first step', async () => {
    renderJourneyAt('/pay-training/no-such-step');
    await heading('Pay-Link Training');
    expect(screen.getByText('Step 1 of 19')).toBeTruthy();
  });

  it('adds invoice lines only with a description and an amount, and totals them', async () => {
    const user = userEvent.setup();
    renderJourneyAt('/pay-training/add-invoice');
    await heading('Add the invoice');
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    expect(screen.getByText('Enter a description.')).toBeTruthy();
    expect(screen.getByText('Enter an amount such as 284.50.')).toBeTruthy();
    expect(next().disabled).toBe(true);
    await typeInto(user, screen.getByLabelText('Description'), 'Tire rotation');
    await user.type(screen.getByLabelText('Amount ($)'), '40');
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    await typeInto(user, screen.getByLabelText('Description'), 'Wiper blades');
    await user.type(screen.getByLabelText('Amount ($)'), '25.99');
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    expect(screen.getByText('$65.99')).toBeTruthy();
    expect(next().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Wiper blades' }));
    expect(screen.getAllByText('$40.00').length).toBe(2);
  });

  it("verifies only with the texted code, and the customer's card must be complete", async () => {
    const user = userEvent.setup();
    renderJourneyAt('/pay-training/verification');
    await heading('The customer verifies the phone');
    // The step's tip sits above the element it explains: that element holds the text with the code, so the tip
    // never covers the code it asks the trainee to type.
    const explained = screen.getByText('Your Text To Apply code is 482913.').closest('[data-pay-guide]');
    expect(explained?.getAttribute('data-pay-guide')).toBe('verification-code');
    expect(explained?.contains(screen.getByLabelText('Verification code'))).toBe(true);
    await typeInto(user, screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('That code does not match the text message.')).toBeTruthy();
    expect(next().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Verification code'));
    await typeInto(user, screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Phone verified.')).toBeTruthy();
    await user.click(next());

    await heading('The customer enters a card');
    await typeInto(user, screen.getByLabelText('Card number'), '4444444444444444');
    await user.type(screen.getByLabelText('Expiration (MM/YY)'), '1230');
    await typeInto(user, screen.getByLabelText('CVV'), '123');
    expect(next().disabled).toBe(true);
    await typeInto(user, screen.getByLabelText('Billing ZIP code'), '98052');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4444 4444 4444 4444');
    expect((screen.getByLabelText('Expiration (MM/YY)') as HTMLInputElement).value).toBe('12/30');
    expect(next().disabled).toBe(false);
  });

  it('closes out in the POS and starts again from an empty training', async () => {
    const user = userEvent.setup();
    renderJourneyAt('/pay-training/pos-close-out');
    await heading('Close out in the POS');
    expect(screen.getByText('Shop POS · Repair order 10482')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close Repair Order' }));
    expect(screen.getByText('Repair order 10482 is closed.')).toBeTruthy();
    await user.click(next());
    await heading('Training complete');
    expect(screen.getByText('Step 19 of 19')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exit Training' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Start Again' }));
    await heading('Pay-Link Training');
    await user.click(next());
    await heading("Get the customer's phone number");
    await waitFor(() =>
      expect((screen.getByLabelText('Customer mobile phone') as HTMLInputElement).value).toBe(''),
    );
  });
});
