// The Goodyear Credit Card's review (docs/decisions/135): the shared branded-card review with its own terms,
// the hard check named as CFNA's (the card's issuer), submitted as GDYR in tier 1.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, posts, renderStep, scriptFetch } from '../../../test/lender-api';
import { GdyrReviewPage } from './gdyr-review-page';

const SUBMIT = '/api/v1/apps/app/';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(code: string) {
  return scriptFetch(({ method, url }) => {
    if (method === 'POST' && url === SUBMIT)
      return jsonResponse({
        success: true,
        applicationKeyId: `${code.toLowerCase()}-1`,
        status: 'p',
        application: application(code, null),
      });
    if (method === 'GET' && url === `/api/v1/apps/app/${code.toLowerCase()}-1`)
      return jsonResponse({ application: application(code, { declined: '1' }, { status: 'd' }) });
    return undefined;
  });
}

describe('branded card reviews', () => {
  it('GDYR: its own terms, a hard check by CFNA, submitted as GDYR tier 1 once', async () => {
    const calls = answering('GDYR');
    const { goNext } = renderStep(GdyrReviewPage, lenderJourney(['GDYR', 'CFNA']), 'gdyr-submission');
    expect(screen.getByRole('heading', { name: 'Application Review' })).toBeTruthy();
    const consent = screen.getByText(/you authorize a hard credit check by CFNA/).textContent!;
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Goodyear Credit Card Terms and Conditions/ }));
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(posts(calls, SUBMIT)).toHaveLength(1);
    expect(posts(calls, SUBMIT)[0]!.body).toMatchObject({ appType: 'GDYR', tier: '1', consentText: consent });
  });
});
