import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainingResultChoices } from '../../lib/domain';
import { ApplicationTypeHost, askApplicationType } from './application-type';

describe("'Application Type' popup (lenders §4)", () => {
  it('asks with the spec text, shows each choice with its test SSN, and answers with the choice', async () => {
    const user = userEvent.setup();
    render(<ApplicationTypeHost />);
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = askApplicationType('CFNA', trainingResultChoices('CFNA'));
    });
    const popup = await screen.findByRole('dialog', { name: 'Application Type' });
    expect(popup.textContent).toContain(
      'Please select what type of application result you would like to see.',
    );
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([
      'ApprovalTest SSN 111-11-1111',
      'ReferralTest SSN 333-33-3333',
      'DeclineTest SSN 222-22-2222',
      'Cancel',
    ]);
    await user.click(screen.getByRole('button', { name: /^Decline/ }));
    await expect(answer).resolves.toEqual({ outcome: 'decline', ssn: '222222222' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape or Cancel answers null, so nothing is submitted', async () => {
    const user = userEvent.setup();
    render(<ApplicationTypeHost />);
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = askApplicationType('GNES', trainingResultChoices('GNES'));
    });
    await screen.findByRole('dialog', { name: 'Application Type' });
    expect(screen.getByText('Lender: Concora')).toBeTruthy();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeNull();
  });
});
