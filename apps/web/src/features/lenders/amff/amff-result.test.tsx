import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { AmffResult, fundingCancelledByShop, type AmffResultProps } from './amff-result';

function renderAmff(result: Record<string, unknown>, extra: Partial<AmffResultProps> = {}) {
  const onContinue = vi.fn();
  const onEditApplication = vi.fn();
  const view = renderResultView(AmffResult, result, { onContinue, onEditApplication, ...extra });
  return { ...view, onContinue, onEditApplication };
}

describe('AFF result (lenders §4 AFF item 9)', () => {
  it("approval: 'Congrats! You're Approved Up To $X!' and Continue to finalize", () => {
    const { onContinue } = renderAmff({ accepted: '1', creditlimit: '4000.00' });
    expect(screen.getByRole('heading', { name: "Congrats! You're Approved Up To $4,000!" })).toBeTruthy();
    screen.getByRole('button', { name: 'Continue' }).click();
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('after the shop cancelled the funding, the approval says so and what happens next', () => {
    renderAmff({ accepted: '1', creditlimit: '4000.00' }, { fundingCancelledByShop: true });
    expect(screen.getByRole('heading', { name: "Congrats! You're Approved Up To $4,000!" })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'The shop cancelled the funding of your purchase, so the contract you signed is cancelled. Your approval still stands: to use it, choose the amount and sign again, or ask the shop what happens next.',
    );
  });

  it("reads the shop's cancel from the journey's events until AFF signs or funds again", () => {
    const event = (actor: string, type: string, appCode: string | null = 'AMFF') => ({
      actor,
      type,
      appCode,
    });
    expect(fundingCancelledByShop(undefined)).toBe(false);
    expect(fundingCancelledByShop([event('system', 'funded')])).toBe(false);
    expect(fundingCancelledByShop([event('system', 'funded'), event('staff', 'funding-cancelled')])).toBe(
      true,
    );
    // The customer's own cancel is theirs to know; a new signing ends the notice.
    expect(fundingCancelledByShop([event('consumer', 'funding-cancelled')])).toBe(false);
    expect(fundingCancelledByShop([event('staff', 'funding-cancelled'), event('system', 'signed')])).toBe(
      false,
    );
    expect(
      fundingCancelledByShop([event('staff', 'funding-cancelled'), event('consumer', 'decided', 'CFNA')]),
    ).toBe(true);
  });

  it("pendingappflag or referral: 'Pending Decision' with identity verification", () => {
    renderAmff({ pendingappflag: '1', customermessage: 'OOW Required' });
    expect(screen.getByRole('heading', { name: 'Pending Decision' })).toBeTruthy();
    expect(screen.getByText(/needs to verify your identity/)).toBeTruthy();
  });

  it('decline with errors: could not be submitted, the reason, Edit Application, contact prompt', () => {
    const { onEditApplication } = renderAmff({
      declined: '1',
      errors: ['ZIP'],
      customermessage: 'The zip code does not match the address.',
    });
    expect(screen.getByRole('heading', { name: 'Your application could not be submitted' })).toBeTruthy();
    expect(screen.getByText('Reason: The zip code does not match the address.')).toBeTruthy();
    expect(screen.getByText(/contact American First Finance at/)).toBeTruthy();
    screen.getByRole('button', { name: 'Edit Application' }).click();
    expect(onEditApplication).toHaveBeenCalledOnce();
  });

  it('decline with errors and no customer message: the default reason', () => {
    renderAmff({ declined: '1', errors: 'bad data' });
    expect(
      screen.getByText('Reason: An unexpected issue has occurred with American First Finance'),
    ).toBeTruthy();
  });

  it('decline without errors: the plain decline and the letter within 30 days', () => {
    renderAmff({ declined: '1', errors: [] }, { nextApp: 'EZPY' });
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(screen.getByText('You will receive a letter of explanation within 30 days.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Application' })).toBeNull();
    expect(screen.getByText('Lease-to-own and easy-pay financing.')).toBeTruthy();
  });
});
