// The shop console's board in plain words (decision 165): where a journey stands, what each
// lender answered and what the associate does now, from the journey status the server keeps (decision 140).
// The next steps follow what each lender's result screen tells the consumer to do (lenders §4 "Result
// screen", "AFF approval, finalize, e-sign, funding"): the associate acts on the same instruction.
import { lenderCatalogueOf } from '../lenders/lender-catalogue.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import type { PageId } from '../journey/page-ids.js';
import type { SharedPageId } from '../journey/shared-pages.js';
import type { JourneyLenderStatus } from '../waterfall/journey-status.js';

/** What the board reads of a journey: the status row (journeys table) the server keeps. */
export interface BoardJourneyStatus {
  stage: string;
  page: string | null;
  /** The waterfall's last step (domain WaterfallStep), as stored. */
  nextStep: { type: string; appCode?: string | undefined } | null;
  lenders: readonly JourneyLenderStatus[];
  /** The latest link the shop texted the customer was cancelled (it no longer opens, decision 166). */
  linkCancelled?: boolean;
}

/**
 * The pages by the names the spec gives its screens (spec §2 "Screens", lenders §2), short enough for a board
 * cell: "on Residence"; a lender's own pages by its definition's boardPageNames.
 */
const SHARED_PAGE_NAMES: Readonly<Record<SharedPageId, string>> = {
  'policy-content': 'the consent page',
  'getting-started': 'Verify Your Device',
  'about-you': 'About You',
  resident: 'Residence',
  email: 'Email',
  phone: 'Phone Number',
  financial: 'Financial',
  'additional-financial': 'Account Information',
  id: 'Identification',
  ssn: 'SSN',
  'coapp-select': 'Coapplicant',
  'coapp-about-you': 'Coapplicant About You',
  'coapp-resident': 'Coapplicant Residence',
  'coapp-financial': 'Coapplicant Financial',
  summary: 'Summary',
  'app-select': 'Financing Providers',
  result: 'the result',
};

/** The board's page names of a registry: the shared pages' and each lender's own (its boardPageNames). */
export function pageNamesOf(registry: LenderRegistry): Readonly<Record<string, string>> {
  return Object.assign({}, SHARED_PAGE_NAMES, ...registry.map((lender) => lender.boardPageNames ?? {}));
}

export const PAGE_NAMES = pageNamesOf(LENDER_REGISTRY) as Readonly<Record<PageId, string>>;

/** Whole dollars with thousands separators (lenders §9 "Credit limits shown in whole US dollars"). */
export function dollars(amount: number): string {
  return `$${Math.floor(amount).toLocaleString('en-US')}`;
}

const forAmount = (amount: number | null) => (amount ? ` for ${dollars(amount)}` : '');

/** One lender's outcome on the board: "Declined", "Approved for $1,800", "Deciding…". */
export function lenderOutcomeText(lender: Pick<JourneyLenderStatus, 'status' | 'amount'>): string {
  switch (lender.status) {
    case 'not-applied':
      return 'Not applied';
    case 'deciding':
      return 'Deciding…';
    case 'prequalified':
      return `Prequalified${forAmount(lender.amount)}`;
    case 'approved':
      return `Approved${forAmount(lender.amount)}`;
    case 'approved-in-store':
      return 'Approved in store';
    case 'referred':
    case 'pending':
      return 'Needs a call';
    case 'declined':
      return 'Declined';
    case 'error':
      return 'Error';
    case 'funded':
      return `Funded${forAmount(lender.amount)}`;
    default:
      return lender.status;
  }
}

function lenderOf(journey: BoardJourneyStatus, appCode: string | undefined): JourneyLenderStatus | undefined {
  return journey.lenders.find((lender) => lender.appCode === appCode);
}

/** The lender a final step names, else the first lender with that kind of answer. */
function answered(journey: BoardJourneyStatus, statuses: readonly string[]): JourneyLenderStatus | undefined {
  const named = lenderOf(journey, journey.nextStep?.appCode);
  if (named && statuses.includes(named.status)) return named;
  return journey.lenders.find((lender) => statuses.includes(lender.status));
}

/** The board's words for the lenders of a registry; the package exports the product registry's. */
export interface BoardWords {
  /** Each lender as associates call it: its board name where it has one, else its name. */
  readonly boardLenderName: (appCode: string) => string;
  readonly stageText: (journey: BoardJourneyStatus) => string;
  readonly lenderNextStep: (lender: JourneyLenderStatus) => string;
  readonly associateNextStep: (journey: BoardJourneyStatus) => string;
}

export function boardWordsOf(registry: LenderRegistry): BoardWords {
  const catalogue = lenderCatalogueOf(registry);
  const pageNames = pageNamesOf(registry);

  /** Each lender as associates call it: its board name where it has one, else its name. */
  function boardLenderName(appCode: string): string {
    return lenderDefinition(appCode, registry)?.boardName ?? catalogue[appCode]?.name ?? appCode;
  }

  function names(codes: readonly string[]): string {
    const all = codes.map((code) => boardLenderName(code));
    if (all.length <= 1) return all.join('');
    return `${all.slice(0, -1).join(', ')} and ${all.at(-1)!}`;
  }

  /** The stage in plain words: "on Residence", "waiting for Synchrony", "approved by Concora for $1,800". */
  function stageText(journey: BoardJourneyStatus): string {
    const step = journey.nextStep;
    const declined = journey.lenders.filter((l) => l.status === 'declined').map((l) => l.appCode);
    const funded = answered(journey, ['funded']);
    if (journey.stage === 'funded' || step?.type === 'funded' || funded) {
      const lender = funded ?? lenderOf(journey, step?.appCode);
      return lender ? `funded by ${boardLenderName(lender.appCode)}${forAmount(lender.amount)}` : 'funded';
    }
    switch (journey.stage) {
      case 'link-sent':
        return journey.linkCancelled ? 'link cancelled' : 'link sent';
      case 'phone-verified':
        return 'verified their phone';
      case 'filling': {
        const name = journey.page ? pageNames[journey.page] : undefined;
        return name ? `on ${name}` : 'filling in the application';
      }
    }
    if (step?.type === 'waiting' || journey.stage === 'submitted' || journey.stage === 'offer-accepted') {
      const deciding =
        lenderOf(journey, step?.appCode) ?? journey.lenders.find((l) => l.status === 'deciding');
      if (deciding) return `waiting for ${boardLenderName(deciding.appCode)}`;
    }
    const approved = answered(journey, ['approved', 'approved-in-store']);
    if (approved) {
      const by = boardLenderName(approved.appCode);
      return approved.status === 'approved-in-store'
        ? `approved in store by ${by}`
        : `approved by ${by}${forAmount(approved.amount)}`;
    }
    const referred = answered(journey, ['referred', 'pending']);
    if (referred && (step?.type === 'referred' || journey.stage === 'decided')) {
      return `referred by ${boardLenderName(referred.appCode)}`;
    }
    if (step?.type === 'offer-next' && step.appCode) {
      const offered = lenderOf(journey, step.appCode);
      const offer =
        offered?.status === 'prequalified'
          ? `${boardLenderName(step.appCode)} offered${forAmount(offered.amount)}`
          : `${boardLenderName(step.appCode)} offered`;
      return declined.length > 0 ? `declined by ${names(declined)}, ${offer}` : offer;
    }
    if (step?.type === 'all-applied')
      return declined.length > 0 ? `declined by ${names(declined)}` : 'all applied';
    if (step?.type === 'ended' || journey.stage === 'ended') return 'no lender left to offer';
    return declined.length > 0 ? `declined by ${names(declined)}` : 'applying';
  }

  /**
   * What the associate does for an approval: the result screen's own instruction (lenders §4, each lender's
   * associateApprovalStep) — a card is rung up at the counter unless its lender says otherwise.
   */
  function approvedStep(lender: JourneyLenderStatus): string {
    return (
      lenderDefinition(lender.appCode, registry)?.associateApprovalStep ??
      `ring up on the ${boardLenderName(lender.appCode)} card`
    );
  }

  /** What the associate does once a lender has funded: its own step, else ring up the sale. */
  function fundedStep(appCode: string): string {
    return (
      lenderDefinition(appCode, registry)?.associateFundedStep ??
      `ring up the sale on ${boardLenderName(appCode)}`
    );
  }

  /**
   * What the associate does about one lender (the journey page's list of lenders): the
   * approval's instruction as the board gives it, or the plain next move for any other answer.
   */
  function lenderNextStep(lender: JourneyLenderStatus): string {
    const name = boardLenderName(lender.appCode);
    switch (lender.status) {
      case 'approved':
        return approvedStep(lender);
      case 'funded':
        return fundedStep(lender.appCode);
      case 'approved-in-store':
        return `complete the in-store approval with ${name}`;
      case 'prequalified':
        return `help the customer accept the ${name} offer`;
      case 'deciding':
        return `wait for ${name}'s answer`;
      case 'referred':
      case 'pending':
        return `the customer must call ${name}`;
      case 'declined':
        return `nothing: ${name} sends the customer its letter`;
      case 'not-applied':
        return 'not applied';
      default:
        return `call ${name}`;
    }
  }

  /** What the associate does now: "ring up on the Concora card", "the customer must call EasyPay". */
  function associateNextStep(journey: BoardJourneyStatus): string {
    const step = journey.nextStep;
    const funded = answered(journey, ['funded']);
    if (funded || step?.type === 'funded' || journey.stage === 'funded') {
      // Without a lender named, the funding is the one a lender with pages after its approval runs.
      const code = funded?.appCode ?? step?.appCode ?? registry.find((lender) => lender.approvalStack)?.code;
      return code === undefined ? 'ring up the sale' : fundedStep(code);
    }
    if (journey.stage === 'link-sent') {
      return journey.linkCancelled
        ? 'nothing: the link no longer opens (send a new one if the customer still wants to apply)'
        : 'wait for the customer to open the link';
    }
    if (journey.stage === 'phone-verified' || journey.stage === 'filling')
      return 'wait for the customer to finish';
    if (step?.type === 'waiting' || journey.lenders.some((l) => l.status === 'deciding')) {
      const deciding =
        lenderOf(journey, step?.appCode) ?? journey.lenders.find((l) => l.status === 'deciding');
      return deciding ? `wait for ${boardLenderName(deciding.appCode)}'s answer` : 'wait for the answer';
    }
    const approved = answered(journey, ['approved']);
    if (approved) return approvedStep(approved);
    const inStore = answered(journey, ['approved-in-store']);
    // pendingappflag '2': approved in store, 'see the store associate' (lenders §4 "Result determination").
    if (inStore) return `complete the in-store approval with ${boardLenderName(inStore.appCode)}`;
    const referred = answered(journey, ['referred', 'pending']);
    if (referred) return `the customer must call ${boardLenderName(referred.appCode)}`;
    if (step?.type === 'offer-next' && step.appCode) {
      const offered = lenderOf(journey, step.appCode);
      return offered?.status === 'prequalified'
        ? `help the customer accept the ${boardLenderName(step.appCode)} offer`
        : `offer the next lender, ${boardLenderName(step.appCode)}`;
    }
    if (step?.type === 'all-applied' || step?.type === 'ended' || journey.stage === 'ended') {
      return 'no lender approved: the customer receives each letter of explanation by mail';
    }
    return 'wait for the customer to finish';
  }

  return { boardLenderName, stageText, lenderNextStep, associateNextStep };
}

const PRODUCT_BOARD_WORDS = boardWordsOf(LENDER_REGISTRY);
/** Each lender as associates call it: "AFF", every other lender as named. */
export const boardLenderName = PRODUCT_BOARD_WORDS.boardLenderName;
/** The stage in plain words: "on Residence", "waiting for Synchrony", "approved by Concora for $1,800". */
export const stageText = PRODUCT_BOARD_WORDS.stageText;
/** What the associate does about one lender (the journey page's list of lenders). */
export const lenderNextStep = PRODUCT_BOARD_WORDS.lenderNextStep;
/** What the associate does now: "ring up on the Concora card", "the customer must call EasyPay". */
export const associateNextStep = PRODUCT_BOARD_WORDS.associateNextStep;

/** Board stages a filter may ask for: the journey stages (decision 140). */
export { JOURNEY_STAGES as BOARD_STAGES } from '../waterfall/journey-status.js';
