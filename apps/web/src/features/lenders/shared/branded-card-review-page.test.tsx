// The branded store-card reviews (GDYR, ALNC, BIGO: docs/decisions/135): one shared 'Application Review' given
// each lender's code and terms texts, with the hard check named as that card's issuer's. The lender folders
// only pass their code and text keys (lenders.review.<code>.*), so the three run here as one table; this folder
// imports no lender folder (docs/architecture.md "Module boundaries").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepProps } from '../../../lib/step-props';
import type { JourneyState } from '../../../stores/journey-store';
import type { PageId } from '../../../lib/domain';
import { jsonResponse } from '../../../test/journey';
import { application, lenderJourney, posts, renderStep, scriptFetch } from '../../../test/lender-api';
import { BrandedCardReviewPage } from './branded-card-review-page';

const SUBMIT = '/api/v1/apps/app/';

afterEach(() => {
  vi.unstubAllGlobals();
});

type BrandedCode = 'GDYR' | 'ALNC' | 'BIGO';

/** The page as the lender's folder renders it: its code and its lenders.review.<code>.* texts. */
function reviewPageOf(code: BrandedCode) {
  return function LenderReviewPage(props: StepProps) {
    return (
      <BrandedCardReviewPage
        {...props}
        appCode={code}
        texts={{
          terms: `lenders.review.${code}.terms`,
          openTerms: `lenders.review.${code}.openTerms`,
          termsTitle: `lenders.review.${code}.termsTitle`,
          termsBody: `lenders.review.${code}.termsBody`,
        }}
      />
    );
  };
}

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

interface Case {
  code: BrandedCode;
  /** Where the lender stands in the shop's list: GDYR first, ALNC and BIGO after a CFNA decline. */
  when: string;
  journey: JourneyState;
  page: PageId;
  /** Who the consent line names for the hard check (docs/decisions/135's table). */
  checker: RegExp;
  terms: RegExp;
}

const CASES: Case[] = [
  {
    code: 'GDYR',
    when: 'first in the list',
    journey: lenderJourney(['GDYR', 'CFNA']),
    page: 'gdyr-submission',
    checker: /you authorize a hard credit check by CFNA/,
    terms: /Goodyear Credit Card Terms and Conditions/,
  },
  {
    code: 'ALNC',
    when: 'after a CFNA decline',
    journey: lenderJourney(['CFNA', 'ALNC'], { appIndex: 1, selectedApps: ['CFNA'] }),
    page: 'alnc-submission',
    checker: /hard credit check by Bread Financial/,
    terms: /Bread Financing Terms and Conditions/,
  },
  {
    code: 'BIGO',
    when: 'after a CFNA decline',
    journey: lenderJourney(['CFNA', 'BIGO'], { appIndex: 1, selectedApps: ['CFNA'] }),
    page: 'bigo-submission',
    checker: /hard credit check by the Big O Tires Credit Card issuer/,
    terms: /Big O Tires Credit Card Terms and Conditions/,
  },
];

describe.each(CASES)('$code review ($when)', ({ code, journey, page, checker, terms }) => {
  it(`names its terms and who checks credit, and submits as ${code} in tier 1 once`, async () => {
    const calls = answering(code);
    const { goNext } = renderStep(reviewPageOf(code), journey, page);
    expect(screen.getByRole('heading', { name: 'Application Review' })).toBeTruthy();
    const consent = screen.getByText(checker).textContent!;
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    const user = userEvent.setup();
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Check this box to agree before you continue.');
    await user.click(screen.getByRole('checkbox', { name: terms }));
    await user.click(submit);
    await waitFor(() => expect(goNext).toHaveBeenCalledTimes(1));
    expect(posts(calls, SUBMIT)).toHaveLength(1);
    expect(posts(calls, SUBMIT)[0]!.body).toMatchObject({ appType: code, tier: '1', consentText: consent });
  });
});
