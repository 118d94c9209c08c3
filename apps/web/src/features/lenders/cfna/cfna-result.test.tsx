import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import { CfnaResult } from './cfna-result';

describe('CFNA result (lenders §4)', () => {
  it('approval: card art, card number per the result rule, whole-dollar limit, promo and a way on', () => {
    renderResultView(CfnaResult, { accepted: '1', creditlimit: '2500.75', cardnumber: '6035320012345678' });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'CFNA Credit Card' })).toBeTruthy();
    expect(screen.getByText('$2,500')).toBeTruthy();
    expect(screen.getAllByText('001 234 5678').length).toBe(2);
    expect(screen.queryByText(/6035320012345678/)).toBeNull();
    expect(screen.getByText('Special financing on purchases of $149 and up')).toBeTruthy();
    expect(screen.getByText('Credit limits up to $4,500')).toBeTruthy();
    expect(screen.getByText('No annual fee')).toBeTruthy();
    expect(screen.getByText('Show your phone to the sales associate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it("account on file '1': the customer already has an account", () => {
    renderResultView(CfnaResult, { accepted: '1', accountonfile: '1', cardnumber: '6035320012345678' });
    expect(
      screen.getByText('You already have a CFNA account. Use your existing CFNA card for this purchase.'),
    ).toBeTruthy();
    expect(screen.queryByText('001 234 5678')).toBeNull();
  });

  it("pending flag '2': approved in store, see the store associate", () => {
    renderResultView(CfnaResult, { pendingappflag: '2' });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(
      screen.getByText(
        'Your application was approved in store. Please see the store associate to finish setting up your account.',
      ),
    ).toBeTruthy();
  });

  it('referral: the phone to call, a call button and the optional Reference Number', () => {
    renderResultView(CfnaResult, {
      referral: '1',
      referralphone: '1-800-555-8201',
      confirmationnumber: 'R-77',
    });
    expect(screen.getByRole('heading', { name: 'Your Application Needs Review' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 1-800-555-8201' }).getAttribute('href')).toBe(
      'tel:18005558201',
    );
    expect(screen.getByText('Reference Number')).toBeTruthy();
    expect(screen.getByText('R-77')).toBeTruthy();
  });

  it('a referral number sent as bare digits is shown the way phone numbers are written', () => {
    renderResultView(CfnaResult, { referral: '1', referralphone: '18005558201' });
    expect(screen.getByRole('link', { name: 'Call 1-800-555-8201' }).getAttribute('href')).toBe(
      'tel:18005558201',
    );
  });

  it('referral without a reference number shows no Reference Number', () => {
    renderResultView(CfnaResult, { pendingappflag: '1' });
    expect(screen.getByRole('link', { name: 'Call 1-800-321-3950' })).toBeTruthy();
    expect(screen.queryByText('Reference Number')).toBeNull();
  });

  it('decline with offers: the CFNA texts, the reference number and the next lender', () => {
    const { onNext } = renderResultView(
      CfnaResult,
      { declined: '1', confirmationnumber: 'CF123' },
      { nextApp: 'CFSS' },
    );
    expect(screen.getByRole('heading', { name: 'Your application was denied.' })).toBeTruthy();
    expect(
      screen.getByText(
        "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('CF123')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'BUT FINANCING IS STILL POSSIBLE.' })).toBeTruthy();
    screen.getByRole('button', { name: 'Apply' }).click();
    expect(onNext).toHaveBeenCalledWith('CFSS');
  });

  it('decline with no lender left: what happens next and a way back to the start', () => {
    renderResultView(CfnaResult, { declined: '1' });
    expect(screen.queryByText('BUT FINANCING IS STILL POSSIBLE.')).toBeNull();
    expect(screen.getByText(/There are no other financing options at this shop right now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a New Application' })).toBeTruthy();
  });
});
