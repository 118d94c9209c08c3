// Bread Financing's review (ALNC, docs/decisions/135): the shared branded-card review with Bread's terms and
// the hard check named as Bread Financial's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, posts, renderStep, scriptFetch } from '../../../test/lender-api';
import { AlncReviewPage } from './alnc-review-page';

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

describe('ALNC review', () => {
  it('names its terms and who checks credit, and submits as ALNC in tier 1 after a CFNA decline', async () => {
    const calls = answering('ALNC');
    const { goNext } = renderStep(
      AlncReviewPage,
      lenderJourney(['CFNA', 'ALNC'], { appIndex: 1, selectedApps: ['CFNA'] }),
      'alnc-submission',
    );
    expect(screen.getByText(/hard credit check by Bread Financial/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Bread Financing Terms and Conditions/ }));
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(posts(calls, SUBMIT)).toHaveLength(1);
    expect(posts(calls, SUBMIT)[0]!.body).toMatchObject({ appType: 'ALNC', tier: '1' });
  });
});
