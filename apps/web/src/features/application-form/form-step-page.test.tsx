import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JourneyState } from '../../stores/journey-store';
import { renderJourneyAt, verifiedJourney } from '../../test/journey';
import { APPLICANT, lenderJourney, renderStep } from '../../test/lender-api';
import { FormStepPage } from './form-step-page';

const verified: JourneyState = verifiedJourney();

function renderAt(path: string, state: JourneyState = verified) {
  return renderJourneyAt(path, state);
}

describe('About You step', () => {
  it('shows the locked mobile phone and blocks Next with the domain messages in an error summary that leads to each field', async () => {
    const user = userEvent.setup();
    renderAt('/apply/about-you');
    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
    const mobile = screen.getByLabelText(/Mobile Phone/) as HTMLInputElement;
    expect(mobile.readOnly).toBe(true);
    expect(mobile.value).toBe('(555) 123-4567');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link', { name: 'First Name: Value cannot be empty' }));
    const first = screen.getByLabelText(/First Name/);
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const describedBy = first.getAttribute('aria-describedby')!.split(' ');
    const error = describedBy
      .map((id) => document.getElementById(id))
      .find((el) => el?.getAttribute('role') === 'alert');
    expect(error?.textContent).toBe('Value cannot be empty');
  });

  it('checks a field on blur with the exact domain message', async () => {
    const user = userEvent.setup();
    renderAt('/apply/about-you');
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    await user.tab();
    const field = email.closest('.field') as HTMLElement;
    expect(within(field).getByRole('alert').textContent).toBe('Invalid email');
  });

  it('a dropdown set back to its placeholder clears the value (no error when optional)', async () => {
    const user = userEvent.setup();
    renderAt('/apply/about-you');
    const suffix = (await screen.findByLabelText(/Suffix/)) as HTMLSelectElement;
    await user.selectOptions(suffix, 'Jr.');
    expect(suffix.value).not.toBe('');
    await user.selectOptions(suffix, '');
    expect(suffix.value).toBe('');
    // Suffix is optional for CFNA: no error.
    expect(suffix.getAttribute('aria-invalid')).toBeNull();
  });

  it('redirects a step that is not reachable yet to the first incomplete page', async () => {
    renderAt('/apply/financial');
    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
  });

  it('shows the not-found text for an unknown path', async () => {
    renderAt('/somewhere/else');
    expect(await screen.findByText('No match found for /somewhere/else')).toBeTruthy();
  });
});

// The Confirm SSN error shown as the field lost focus pushed Next down 79 px before the finger
// lifted, so the tap that caused the blur missed Next and nothing happened. The blur's error now waits for the
// press to end: Next gets its click, and then the page shows what is wrong.
describe('a tap on Next that blurs a field with an error', () => {
  it('lands on Next: nothing moves while the press is down, then Next shows the summary', async () => {
    const user = userEvent.setup();
    const { goNext } = renderStep(
      FormStepPage,
      lenderJourney(['CFNA'], { values: { ...APPLICANT, CONFIRM_SSN: '' } }),
      'financial',
    );
    const confirm = screen.getByLabelText(/Confirm SSN/);
    await user.type(confirm, '123456780');
    const next = screen.getByRole('button', { name: 'Next' });
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    expect(document.activeElement).not.toBe(confirm);
    const field = confirm.closest('.field') as HTMLElement;
    expect(within(field).queryByRole('alert')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: next });
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeTruthy();
    expect(within(field).getByRole('alert').textContent).toBe('SSNs must match');
    expect(goNext).not.toHaveBeenCalled();
  });
});
