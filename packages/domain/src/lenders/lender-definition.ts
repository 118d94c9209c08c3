// What the platform knows about one lender, as one typed value (GUIDE 9): each lender's folder
// (lenders/<code>/) defines one, the registry (lender-registry.ts) lists them, and shared rules — the page
// stacks, tiers, requirements, the catalogue, the waterfall's button, decline notices — read these fields
// instead of asking for a lender's code. A field left out means the lender has no such rule.
import type { CodedValue } from '../coded-values.js';
import type { FieldName } from '../fields/field-names.js';
import type { Requirements } from '../requirements/requirement-sets.js';
import type { LenderResult } from '../results/lender-result.js';

/** Answers as stored, by field (requirements/dynamic-requirements.ts FieldValues). */
type Answers = Readonly<Partial<Record<FieldName, string>>>;

/**
 * What a lender's own journey rules read of the journey (journey/journey-state.ts JourneyState is one), with
 * codes and pages as plain strings so a definition depends on no table built from the registry.
 */
export interface JourneyView {
  readonly selectedApps: readonly string[];
  readonly values: Answers;
  readonly results: Readonly<Partial<Record<string, LenderResult>>>;
  readonly fundStatus: string;
  readonly completedPages: readonly string[];
}

/**
 * A rule of a lender's that sends the consumer from a page to another (GUIDE 2: ordered conditions): its
 * rules for a page come before the page's shared ones. `lenders` is the consumer's effective list, in order.
 */
export interface LenderNextRule {
  /** Why, with the spec section. */
  readonly because: string;
  readonly when: (journey: JourneyView, lenders: readonly string[]) => boolean;
  readonly to: string;
}

export type Tier = '1' | '2' | '3';

/**
 * Days until a decline's notice arrives: `within` days, or `from` to `within` days where the lender gives a
 * range (Synchrony, FlexShopper: 7-10).
 */
export interface DeclineNoticeDeadline {
  readonly from?: number;
  readonly within: number;
}

/** Whole dollars a lender finances, where its texts state them ('Loans from {min} to {max}'). */
export interface LenderAmounts {
  readonly min: number;
  readonly max: number;
}

/**
 * A code a shop's list may carry that is not applied to as itself and is refused when the list is read
 * (docs/decisions/135): it is dropped, so the consumer goes on with the next lender, and the server says why.
 */
export interface RefusedListCode {
  readonly code: string;
  readonly name: string;
  readonly product: string;
  /** The tier group spec §1 lists it in (lenders §4), though it is never sent. */
  readonly tierGroup: Tier;
  /** The sentence the server says when it loads a shop listing it. */
  readonly refused: string;
}

/** What the next-application button is told about the offer a lender's own waterfall found (lenders §3). */
export interface NextAppOffer {
  readonly providerId?: string;
  readonly outcomeType?: string;
}

export type TrainingOutcome = 'approval' | 'referral' | 'pending' | 'decline';

/** A choice of training's 'Application Type' popup (lenders §4 "Training and demo mode"). */
export interface TrainingResultChoice {
  outcome: TrainingOutcome;
  /** The test SSN that makes the sandbox answer with this outcome. */
  ssn: string;
}

/**
 * A coded list of a lender's own (its codes for an answer, spec §3), which the screens show in the consumer's
 * language as they do the shared lists (decision 230): a translation keys its labels by the list's name.
 */
export interface LenderCodedList {
  /** Its codes and English labels. */
  readonly list: readonly CodedValue[];
  /** The choices a screen offers with our stored values, labelled from `list` by each one's lenderCode. */
  readonly options?: readonly CodedValue[];
}

/**
 * A field only this lender's journey has (its token, its own waterfall's outcome), never typed by the
 * applicant: the catalogue adds it under its name, as plain text (lenders §3).
 */
export interface LenderField {
  readonly label: string;
}

export interface LenderDefinition {
  /** The app code (spec §1, lenders §1): the key of its results, its consents and its adapter. */
  readonly code: string;
  /** Other names the spec uses for the same lender, read as its code in a shop's list. */
  readonly aliases?: readonly string[];
  readonly name: string;
  /** What the lender offers, in the spec's words. */
  readonly product: string;
  /** Who decides: the issuing bank named on the consent line and the result; the name when left out. */
  readonly issuer?: string;
  /**
   * The lender's customer line (the result screens' call buttons, lenders §4; the shop console's contacts);
   * a number the lender sends with its answer (referralphone) comes first. Every lender has one.
   */
  readonly phone: string;
  /** App selection button (spec §2 screen 12); 'Apply' when left out. */
  readonly applyLabel?: string;
  /** Next-application button on a result (lenders §4 "Button labels"); 'Apply' when left out. */
  readonly nextAppLabel?: string;
  /** A label that depends on the offer the lender's own waterfall found (lenders §4); nextAppLabel otherwise. */
  readonly nextAppLabelFor?: (offer: NextAppOffer) => string;
  /** The next-application button stays disabled until the lender's terms are agreed (lenders §4). */
  readonly nextAppRequiresTerms?: boolean;
  /** Its terms document depends on the consumer's residence state (spec §7): its terms PDF is asked for with it. */
  readonly termsByResidenceState?: boolean;
  /** Its disclosure documents are offered without the modal's Email button (lenders §2). */
  readonly documentsNotEmailed?: boolean;
  /** The tier groups spec §1 lists the lender in. */
  readonly tierGroups: readonly Tier[];
  /** The tier sent with an application (spec §1), given the shop's list when it depends on the position. */
  readonly tier: Tier | ((appList: readonly string[]) => Tier);
  /**
   * What the shop console says when the lender sits after a lender of a higher tier, where its own tier rule
   * needs saying (decision 199); the general sentence otherwise.
   */
  readonly tierOrderMessage?: (before: string, beforeTier: Tier) => string;
  /** Prequalification is supported (spec §1). */
  readonly prequal: boolean;
  /** Data gathered once, submitted straight from the result page (lenders §2 "quick app"). */
  readonly quickApp?: boolean;
  /** The installment lender whose payday rules are stricter (lenders §5 "Payday rules"). */
  readonly installment?: boolean;
  /**
   * The fields its prequal sends (lenders §5): a list, or 'requirements' when its prequal follows its review
   * of everything gathered and is held to its own requirements.
   */
  readonly prequalFields?: readonly FieldName[] | 'requirements';
  /** Fields sent with its application beyond what the pages ask (lenders §3 "Application submission"). */
  readonly submissionFields?: readonly FieldName[];
  /** It receives a monthly gross derived from the annual one when none was given (lenders §4). */
  readonly monthlyGrossFromAnnual?: boolean;
  /** It receives pay frequencies by number, 1 weekly to 4 monthly, not our letters (lenders §3). */
  readonly numberedPayFrequency?: boolean;
  /** An annual gross income under this is dropped on the move to it, so it is asked again (lenders §9). */
  readonly minimumAnnualGrossIncome?: number;
  /** 'Monthly Gross Income must be at least $800.' applies (spec: "particular lenders"). */
  readonly minimumMonthlyGrossIncome?: boolean;
  /**
   * The result screen that shows this lender's decision (lenders §4): its own code, or its brand's screen,
   * which a shop's list may also name and which is then read as this lender (docs/decisions/135).
   */
  readonly resultScreen: string;
  /** The lender's own page ids (the step table registers a screen for each). */
  readonly pages: readonly string[];
  /** The fields each of its pages shows (spec §5 "Step completeness": the page is complete when they are valid). */
  readonly pageFields?: Readonly<Record<string, readonly FieldName[]>>;
  /** Its pages' headings and title suffixes (spec §2, lenders §2 'Text To Apply | Application Review'). */
  readonly pageHeadings?: Readonly<Record<string, string>>;
  readonly pageTitles?: Readonly<Record<string, string>>;
  /** The page that sends the application: done once the lender has decided. */
  readonly submissionPage: string;
  /** Pages done by an action or an answer rather than by their fields alone. */
  readonly pageComplete?: Readonly<Record<string, (journey: JourneyView) => boolean>>;
  /** Pages of its stack shown only when this says so. */
  readonly pageNeeded?: Readonly<Record<string, (journey: JourneyView) => boolean>>;
  /**
   * Missing-info pages that gather, in one place, what the pages before them left (lenders §2): shown only
   * when something is missing, and a gap they ask does not send the consumer back (docs/decisions/133).
   */
  readonly gatheringMissingPages?: readonly string[];
  /** Its own next-page rules, by the page they leave (lenders §2 "Navigation rules"). */
  readonly nextRules?: Readonly<Record<string, readonly LenderNextRule[]>>;
  /** Answers set when the consumer moves on to this lender as the next app (lenders §4). */
  readonly valuesOnArrival?: (values: Answers) => Answers;
  /**
   * Reached by the next-application click, it asks only the fields kept across apps and these (lenders §4
   * "except for …"): it is submitted with the data already gathered.
   */
  readonly asNextAppAsksOnly?: readonly FieldName[];
  /** Request states its answers decide (lenders §4), over its requirements. */
  readonly requirementRules?: (values: Answers) => Requirements;
  /** Its page sequence (lenders §2 "Page sequence per lender"), ending on the result. */
  readonly stack: readonly string[];
  /** Pages after an approval (lenders §2 "After approval"). */
  readonly approvalStack?: readonly string[];
  /** Missing-info pages and the pages their edit links lead back to (lenders §2). */
  readonly missingInfoTargets?: Readonly<Record<string, readonly string[]>>;
  /** The fields it requests, served as /CreditAppRequirements.json (spec §7). */
  readonly requirements: Requirements;
  /** By when its notice of a decline arrives (lenders §9 "Decline letters"); Regulation B's when left out. */
  readonly declineNotice?: DeclineNoticeDeadline;
  /** A decline notice that depends on the provider of its own waterfall that decided (lenders §9). */
  readonly declineNoticeByProvider?: Readonly<Record<string, DeclineNoticeDeadline>>;
  /** The amounts it finances, where its texts state them (docs/decisions/266). */
  readonly amounts?: LenderAmounts;
  /** An answer that is an application error by this lender's own marks (lenders §4); errorResult otherwise. */
  readonly isApplicationError?: (result: LenderResult) => boolean;
  /**
   * Resident states whose consumers may not apply to it: it is removed from their list, with its selection
   * (spec §4 "Changing the residential state … removes providers"; docs/decisions/024).
   */
  readonly removedForResidentStates?: { readonly states: readonly string[]; readonly reason: string };
  /** What associates call it on the shop console's board, when not its name (decision 165). */
  readonly boardName?: string;
  /** Its pages by the names the board gives them ("on the offer page"). */
  readonly boardPageNames?: Readonly<Record<string, string>>;
  /** What the associate does for its approval: its result screen's own instruction (lenders §4). */
  readonly associateApprovalStep?: string;
  /** What the associate does once it has funded (lenders §2 "virtual card"). */
  readonly associateFundedStep?: string;
  /**
   * Training's 'Application Type' choices, each with the partner sandbox's test SSN for it (lenders §4; a test
   * cross-checks them against apps/partner-sandbox). The first is the one FILL ALL DATA uses.
   */
  readonly trainingResultChoices?: readonly TrainingResultChoice[];
  /**
   * The shop search answer's keywordInfo flags (spec §3 no{product}Flag), in each spelling it is sent in, that
   * at '1' say the lender is not available at the shop: selecting the shop leaves it out of the list (spec §4).
   */
  readonly unavailableFlags?: readonly string[];
  /** Its own fields, by name (unique across the catalogue); declared in a module of their own in its folder. */
  readonly fields?: Readonly<Record<string, LenderField>>;
  /** Its own coded lists, by the name their translations are kept under (unique across the registry). */
  readonly codedLists?: Readonly<Record<string, LenderCodedList>>;
  /** Codes a shop's list may carry for this lender's products that are refused (docs/decisions/135). */
  readonly refusedListCodes?: readonly RefusedListCode[];
}
