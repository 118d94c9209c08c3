// The branded store card's result shared by Goodyear, Bread and Big O (docs/decisions/135): what each lender
// gives (texts, card art, approval details) lands where the result screen shows it, and the referral and the
// unknown answer, which the lenders' own result tests do not walk, follow lenders §4.
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderResultView } from '../../../test/result-view';
import type { ResultViewProps } from './result-view-props';
import { StoreCardResult, type StoreCardApproval } from './store-card-result';
import { callableLine } from '../../../test/callable-line';

function storeCard(approvalDetails: (approval: StoreCardApproval) => ReactNode, withArt: boolean) {
  return function StoreCardView(props: ResultViewProps) {
    return (
      <StoreCardResult
        {...props}
        referredCode="BREAD"
        texts={{ approvedLead: 'results.goodyear.approvedLead', declinedText: 'results.bigo.declinedText' }}
        {...(withArt ? { cardArt: { label: 'lender.GOODYEAR.name', brand: 'Goodyear' } } : {})}
        approvalDetails={approvalDetails}
      />
    );
  };
}

describe('branded store card result', () => {
  it("approval: the lead names the shop, the card is drawn, and the details get the result rule's figures", () => {
    const details = vi.fn(() => <p>details</p>);
    renderResultView(storeCard(details, true), {
      accepted: '1',
      creditlimit: '1500.75',
      cardnumber: '6035320012345678',
      confirmationnumber: 'R-77',
    });
    expect(screen.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(
      screen.getByText('Your Goodyear Credit Card is ready to use today at Main Street Tire.'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Goodyear Credit Card' })).toBeTruthy();
    expect(details).toHaveBeenCalledWith({ card: '001 234 5678', limit: '$1,500', reference: 'R-77' });
    expect(screen.getByText('details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('approval without card art draws no card, and figures the lender did not send stay undefined', () => {
    const details = vi.fn(() => null);
    renderResultView(storeCard(details, false), { accepted: '1' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(details).toHaveBeenCalledWith({ card: undefined, limit: undefined, reference: undefined });
  });

  it('decline: its own text and the reference, and a way to start again when no lender is left', () => {
    renderResultView(
      storeCard(() => null, true),
      { declined: '1', confirmationnumber: 'R-78' },
    );
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were unable to approve your application.' }),
    ).toBeTruthy();
    expect(screen.getByText('You will receive a letter explaining the decision by mail.')).toBeTruthy();
    expect(screen.getByText('R-78')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a New Application' })).toBeTruthy();
  });

  it("referral: the lender's name and its phone number to call", () => {
    renderResultView(
      storeCard(() => null, true),
      { referral: '1' },
    );
    expect(screen.getByRole('heading', { name: 'Your Application Needs Review' })).toBeTruthy();
    expect(screen.getByText(callableLine(/Please call Bread Financing at 1-800-555-0149/))).toBeTruthy();
  });

  it('an answer with no decision shows the apology', () => {
    renderResultView(
      storeCard(() => null, true),
      { error: 'boom' },
    );
    expect(screen.getByRole('heading', { name: 'Your Result' })).toBeTruthy();
  });
});
