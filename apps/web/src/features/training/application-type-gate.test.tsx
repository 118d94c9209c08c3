// Decision 100: a partner's page opens in training only after 'Application Type' presets the test SSN.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lenderJourney, renderStep } from '../../test/lender-api';
import type { StepProps } from '../../lib/step-props';
import { ApplicationTypeHost } from './application-type';
import { ApplicationTypeGate } from './application-type-gate';

function GatedPartnerPage(_props: StepProps) {
  return (
    <>
      <ApplicationTypeHost />
      <ApplicationTypeGate appCode="VERS">
        <p>partner page</p>
      </ApplicationTypeGate>
    </>
  );
}

describe('ApplicationTypeGate', () => {
  it('in training asks first, presets the chosen test SSN, then shows the page; closing offers to choose again', async () => {
    const user = userEvent.setup();
    const { journey } = renderStep(
      GatedPartnerPage,
      { ...lenderJourney(['VERS']), mode: 'training' },
      'vers-waterfall',
    );
    expect(screen.queryByText('partner page')).toBeNull();
    let popup = await screen.findByRole('dialog', { name: 'Application Type' });
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Application Type' }));
    popup = await screen.findByRole('dialog', { name: 'Application Type' });
    await user.click(within(popup).getByRole('button', { name: /^Decline/ }));
    await waitFor(() => expect(screen.getByText('partner page')).toBeTruthy());
    expect(journey().values).toMatchObject({ SSN: '987654321', CONFIRM_SSN: '987654321', LAST_FOUR: '4321' });
  });

  it('outside training shows the page at once', () => {
    renderStep(GatedPartnerPage, lenderJourney(['VERS']), 'vers-waterfall');
    expect(screen.getByText('partner page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
