import { describe, expect, it } from 'vitest';
import { boardWordsOf } from '../console/board-words.js';
import { lenderListRuleProblems, lenderTier, placeDependentTierNote } from '../console/lender-list-rules.js';
import { completePage, initialJourneyState, type JourneyState } from '../journey/journey-state.js';
import {
  currentStack,
  completedStateRedirect,
  firstIncompletePage,
  nextPage,
} from '../journey/navigation.js';
import { journeyRequirements, moveToNextApp } from '../journey/next-app.js';
import { isPageComplete } from '../journey/page-completeness.js';
import type { PageId } from '../journey/page-ids.js';
import { pageStackOf } from '../journey/page-stacks.js';
import { ABOUT_YOU, FINANCIAL, RESIDENT } from '../journey/applicant.fixture.js';
import { toLenderAppData } from '../lenders/app-data-mapping.js';
import type { AppCode } from '../lenders/app-codes.js';
import {
  appCodesOf,
  appListWithoutUnavailableLenders,
  lenderListProblems,
  parseLenderList,
  shopListReadingsOf,
} from '../lenders/app-codes.js';
import { declineNoticeDeadline } from '../lenders/decline-notice.js';
import { lenderCatalogueOf } from '../lenders/lender-catalogue.js';
import { documentsEmailed, termsDependOnResidence } from '../lenders/lender-documents.js';
import { tierFor, tierGroupsOf } from '../lenders/tiers.js';
import { requirementsOf } from '../requirements/credit-app-requirements.js';
import { trainingResultChoices, trainingSampleFor } from '../training/training-data.js';
import { effectiveRequirements } from '../requirements/dynamic-requirements.js';
import type { Results } from '../results/determine-result.js';
import { consumerOutcome, isApplicationError } from '../waterfall/consumer-outcome.js';
import { validateFields } from '../validation/validate-field.js';
import { nextStep } from '../waterfall/next-step.js';
import { testCardLender } from './test-card-lender.fixture.js';
import { REGISTRY_WITH_TEST_CARD } from './test-card-registry.fixture.js';

// The test lender is in none of the product's tables, so its code and pages are outside the product's types.
const TSTC = testCardLender.code as string as AppCode;
const page = (id: string) => id as PageId;
const TODAY = new Date(2026, 0, 15);
const SHARED = { PRIVACY_TERMS_AGREED: '1', ...ABOUT_YOU, ...RESIDENT, ...FINANCIAL };

function journey(overrides: Partial<JourneyState>): JourneyState {
  const base = initialJourneyState({ phoneVerified: true, values: SHARED, ...overrides });
  return completePage(completePage(base, 'summary'), 'coapp-select');
}

describe('a lender added as one definition and one registry line', () => {
  it('is a code of the registry, with its tier, catalogue entry and list readings', () => {
    expect(appCodesOf(REGISTRY_WITH_TEST_CARD)).toContain('TSTC');
    expect(shopListReadingsOf(REGISTRY_WITH_TEST_CARD).TSTC).toBeUndefined();
    expect(tierGroupsOf(REGISTRY_WITH_TEST_CARD)['2']).toContain('TSTC');
    expect(tierFor('TSTC', ['TSTC', 'CFNA'], REGISTRY_WITH_TEST_CARD)).toBe('1');
    expect(tierFor('TSTC', ['CFNA', 'TSTC'], REGISTRY_WITH_TEST_CARD)).toBe('2');
    expect(lenderCatalogueOf(REGISTRY_WITH_TEST_CARD).TSTC).toMatchObject({
      name: 'Test Card',
      prequal: true,
      resultScreen: 'TSTC',
      phone: '1-800-555-0199',
      issuer: 'Test Card',
    });
    expect(declineNoticeDeadline('TSTC', undefined, REGISTRY_WITH_TEST_CARD)).toEqual({ within: 21 });
  });

  it('has its page stack and requirements, which the product registry does not know', () => {
    expect(pageStackOf('TSTC', REGISTRY_WITH_TEST_CARD)).toEqual([
      ...pageStackOf('CFNA').slice(0, -2),
      'tstc-pay',
      'tstc-submission',
      'result',
    ]);
    expect(pageStackOf('TSTC')).not.toContain('tstc-pay');
    expect(requirementsOf('TSTC', REGISTRY_WITH_TEST_CARD).PAY_FREQUENCY).toBe('REQUIRED');
    expect(requirementsOf('TSTC').PAY_FREQUENCY).toBeUndefined();
  });

  it('is navigated through its own pages: app selection, its pay page, its submission, the result', () => {
    const chosen = journey({ appList: [TSTC], selectedApps: [TSTC], currentPage: 'app-select' });
    expect(currentStack(chosen, REGISTRY_WITH_TEST_CARD)).toContain('tstc-submission');
    expect(nextPage(chosen, TODAY, REGISTRY_WITH_TEST_CARD)).toBe('tstc-pay');
    // Its page asks the field its definition lists, which its requirements make required.
    expect(journeyRequirements(chosen, REGISTRY_WITH_TEST_CARD).PAY_FREQUENCY).toBe('REQUIRED');
    const onIncome = { ...chosen, currentPage: page('tstc-pay') };
    expect(isPageComplete(onIncome, page('tstc-pay'), TODAY, REGISTRY_WITH_TEST_CARD)).toBe(false);
    expect(firstIncompletePage(onIncome, TODAY, REGISTRY_WITH_TEST_CARD)).toBe('tstc-pay');

    const answered = { ...onIncome, values: { ...SHARED, PAY_FREQUENCY: 'W' } };
    expect(nextPage(answered, TODAY, REGISTRY_WITH_TEST_CARD)).toBe('tstc-submission');
    // The submission page is done once the lender has decided, and a decision leads to the result.
    const onSubmission = { ...answered, currentPage: page('tstc-submission') };
    expect(isPageComplete(onSubmission, page('tstc-submission'), TODAY, REGISTRY_WITH_TEST_CARD)).toBe(false);
    const approved = { ...onSubmission, results: { [TSTC]: { accepted: '1' } } as Results };
    expect(isPageComplete(approved, page('tstc-submission'), TODAY, REGISTRY_WITH_TEST_CARD)).toBe(true);
    expect(completedStateRedirect(approved, REGISTRY_WITH_TEST_CARD)).toBe('result');
  });

  it('follows its own next rules: a declined prequal leaves its pay page for the result', () => {
    const declined = journey({
      appList: [TSTC],
      selectedApps: [TSTC],
      currentPage: page('tstc-pay'),
      values: { ...SHARED, PAY_FREQUENCY: 'W' },
      results: { [TSTC]: { prequalResult: { declined: '1' } } } as Results,
    });
    expect(nextPage(declined, TODAY, REGISTRY_WITH_TEST_CARD)).toBe('result');
  });

  it('is the next app after a decline, reached on its own pages', () => {
    const afterDecline = journey({
      appList: ['CFNA', TSTC],
      selectedApps: ['CFNA'],
      currentPage: 'result',
      results: { CFNA: { declined: '1' } },
    });
    const moved = moveToNextApp(afterDecline, undefined, REGISTRY_WITH_TEST_CARD);
    expect(moved.appIndex).toBe(1);
    expect(nextPage(afterDecline, TODAY, REGISTRY_WITH_TEST_CARD)).toBe('tstc-pay');
  });

  it("is offered by the waterfall's next step with its button, or prequalified when the consumer agreed", () => {
    const input = {
      lenders: ['CFNA', TSTC],
      results: { CFNA: { declined: '1' } },
      consents: [],
      registry: REGISTRY_WITH_TEST_CARD,
    } as const;
    expect(nextStep(input)).toEqual({
      type: 'offer-next',
      appCode: 'TSTC',
      button: { label: 'Open a Test Card', requiresTermsAgreed: true },
    });
    const agreed = [{ appCode: TSTC, creditCheck: 'soft', afterDeclineOf: 'CFNA' }] as const;
    expect(nextStep({ ...input, consents: agreed })).toEqual({
      type: 'submit-prequal',
      appCode: 'TSTC',
      afterDeclineOf: 'CFNA',
    });
    // Without its registry line the same code is an unknown lender: no prequal, the default button.
    expect(nextStep({ ...input, consents: agreed, registry: undefined })).toMatchObject({
      type: 'offer-next',
      button: { label: 'Apply', requiresTermsAgreed: false },
    });
  });

  it('reads its answers by its own result rules: its error, its approval', () => {
    const unavailable = { status: 'UNAVAILABLE' };
    expect(isApplicationError('TSTC', unavailable, REGISTRY_WITH_TEST_CARD)).toBe(true);
    expect(isApplicationError('TSTC', unavailable)).toBe(false);
    const results: Results = { [TSTC]: unavailable };
    expect(consumerOutcome(results, [TSTC], { registry: REGISTRY_WITH_TEST_CARD }).applicationError).toBe(
      true,
    );
    expect(
      nextStep({
        lenders: [TSTC],
        results: { [TSTC]: { accepted: '1' } },
        consents: [],
        registry: REGISTRY_WITH_TEST_CARD,
      }),
    ).toEqual({ type: 'approved', appCode: 'TSTC' });
  });

  it('has its answers decide request states by its own requirement rules', () => {
    const requirements = requirementsOf('TSTC', REGISTRY_WITH_TEST_CARD);
    const monthly = { PAY_FREQUENCY: 'M' };
    expect(effectiveRequirements(requirements, monthly, 'TSTC', REGISTRY_WITH_TEST_CARD).EMPLOYER_NAME).toBe(
      'OPTIONAL',
    );
    expect(
      effectiveRequirements(requirements, { PAY_FREQUENCY: 'W' }, 'TSTC', REGISTRY_WITH_TEST_CARD),
    ).toMatchObject({ EMPLOYER_NAME: 'REQUIRED', PAY_FREQUENCY: 'REQUIRED' });
    expect(effectiveRequirements(requirements, monthly, 'TSTC').EMPLOYER_NAME).toBe('REQUIRED');
    // Its definition's income minimum applies to its answers.
    const income = { MONTHLY_GROSS_INCOME: '500' };
    const asked = { MONTHLY_GROSS_INCOME: 'REQUIRED' } as const;
    const context = { appCode: TSTC, registry: REGISTRY_WITH_TEST_CARD };
    expect(validateFields(income, asked, TODAY, context).MONTHLY_GROSS_INCOME).toBe(
      'Monthly Gross Income must be at least $800.',
    );
    expect(validateFields(income, asked, TODAY, { appCode: TSTC }).MONTHLY_GROSS_INCOME).toBeUndefined();
  });

  it('is named on the console board by its definition: its pages, its approval step', () => {
    const board = boardWordsOf(REGISTRY_WITH_TEST_CARD);
    const lender = { appCode: 'TSTC', kind: 'application', applicationId: 'a1', amount: 1500 } as const;
    expect(board.boardLenderName('TSTC')).toBe('Test Card');
    expect(board.stageText({ stage: 'filling', page: 'tstc-pay', nextStep: null, lenders: [] })).toBe(
      'on the Test Card pay page',
    );
    const approved = { ...lender, status: 'approved' };
    expect(board.lenderNextStep(approved)).toBe('open the Test Card account at the counter');
    expect(
      board.stageText({
        stage: 'decided',
        page: null,
        nextStep: { type: 'approved', appCode: 'TSTC' },
        lenders: [approved],
      }),
    ).toBe('approved by Test Card for $1,500');
    expect(
      board.associateNextStep({ stage: 'decided', page: null, nextStep: null, lenders: [approved] }),
    ).toBe('open the Test Card account at the counter');
  });

  it("is read from a shop's list, by its code or its alias, and placed by the console's tier rules", () => {
    expect(parseLenderList('CFNA, testcard,TSTC', REGISTRY_WITH_TEST_CARD)).toEqual(['CFNA', 'TSTC']);
    expect(lenderListProblems('CFNA,TSTC', REGISTRY_WITH_TEST_CARD)).toEqual([]);
    expect(parseLenderList('CFNA,TSTC')).toEqual(['CFNA']);
    expect(lenderTier('TSTC', ['CFNA', 'TSTC'], REGISTRY_WITH_TEST_CARD)).toBe('2');
    expect(placeDependentTierNote('TSTC', REGISTRY_WITH_TEST_CARD)).toBe(
      'TSTC is tier 1 when first, otherwise tier 2.',
    );
    expect(lenderListRuleProblems(['CFNA', 'TSTC', 'AMFF'], REGISTRY_WITH_TEST_CARD)).toEqual([]);
    expect(lenderListRuleProblems(['AMFF', 'TSTC'], REGISTRY_WITH_TEST_CARD)).toEqual([
      'TSTC is a tier 2 lender and cannot come after AMFF, a tier 3 lender: the list runs through at most three tiers, tier 1, then 2, then 3.',
    ]);
  });

  it("leaves the shop's list when the shop search answer flags it unavailable, by its own flag", () => {
    const list = ['TSTC', 'CFNA', 'MILE'];
    expect(appListWithoutUnavailableLenders(list, { noTestCardFlag: '1' }, REGISTRY_WITH_TEST_CARD)).toEqual([
      'CFNA',
      'MILE',
    ]);
    expect(appListWithoutUnavailableLenders(list, { noTestCardFlag: '0' }, REGISTRY_WITH_TEST_CARD)).toEqual(
      list,
    );
    expect(appListWithoutUnavailableLenders(list, { noTestCardFlag: '1' })).toEqual(list);
  });

  it('has its terms asked for by residence state and its documents offered without e-mail, by its definition', () => {
    expect(termsDependOnResidence('TSTC', REGISTRY_WITH_TEST_CARD)).toBe(true);
    expect(documentsEmailed('TSTC', REGISTRY_WITH_TEST_CARD)).toBe(false);
    expect(termsDependOnResidence('CFNA', REGISTRY_WITH_TEST_CARD)).toBe(false);
    expect(documentsEmailed('CFNA', REGISTRY_WITH_TEST_CARD)).toBe(true);
  });

  it("gives training its own choices and fills the sample with what it asks and its approval's SSN", () => {
    expect(trainingResultChoices('TSTC', REGISTRY_WITH_TEST_CARD).map((c) => c.outcome)).toEqual([
      'approval',
      'decline',
    ]);
    const sample = trainingSampleFor('TSTC', TODAY, REGISTRY_WITH_TEST_CARD);
    expect(sample).toMatchObject({ PAY_FREQUENCY: 'B', SSN: '919191919', CONFIRM_SSN: '919191919' });
    expect(trainingSampleFor('TSTC', TODAY)).toEqual({});
  });

  it('is sent the fields its definition names: its prequal list, its requirements and its submission fields', () => {
    const values = { ...SHARED, PAY_FREQUENCY: 'W', TERMS_ACCEPTED: '1' };
    const options = { dllVersion: '9', registry: REGISTRY_WITH_TEST_CARD };
    expect(Object.keys(toLenderAppData(TSTC, values, { ...options, kind: 'prequal' })).sort()).toEqual([
      'FIRST_NAME',
      'LAST_NAME',
      'SSN',
      'ZIP',
      'dllversion',
    ]);
    expect(toLenderAppData(TSTC, values, options)).toMatchObject({
      PAY_FREQUENCY: 'W',
      TERMS_ACCEPTED: '1',
      EMPLOYER_NAME: 'Acme Tire',
    });
    expect(() => toLenderAppData(TSTC, values, { dllVersion: '9', kind: 'prequal' })).toThrow(RangeError);
  });
});
