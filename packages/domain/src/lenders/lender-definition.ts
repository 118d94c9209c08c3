// What the platform knows about one lender, as one typed value (GUIDE 9): each lender's folder
// (lenders/<code>/) defines one, the registry (lender-registry.ts) lists them, and shared rules — the page
// stacks, tiers, requirements, the catalogue, the waterfall's button, decline notices — read these fields
// instead of asking for a lender's code. A field left out means the lender has no such rule.
import type { Requirements } from '../requirements/requirement-sets.js';
import type { LenderResult } from '../results/lender-result.js';

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
   * a number the lender sends with its answer (referralphone) comes first.
   */
  readonly phone?: string;
  /** App selection button (spec §2 screen 12); 'Apply' when left out. */
  readonly applyLabel?: string;
  /** Next-application button on a result (lenders §4 "Button labels"); 'Apply' when left out. */
  readonly nextAppLabel?: string;
  /** A label that depends on the offer the lender's own waterfall found (lenders §4); nextAppLabel otherwise. */
  readonly nextAppLabelFor?: (offer: NextAppOffer) => string;
  /** The next-application button stays disabled until the lender's terms are agreed (lenders §4). */
  readonly nextAppRequiresTerms?: boolean;
  /** The tier groups spec §1 lists the lender in. */
  readonly tierGroups: readonly Tier[];
  /** The tier sent with an application (spec §1), given the shop's list when it depends on the position. */
  readonly tier: Tier | ((appList: readonly string[]) => Tier);
  /** Prequalification is supported (spec §1). */
  readonly prequal: boolean;
  /** Data gathered once, submitted straight from the result page (lenders §2 "quick app"). */
  readonly quickApp?: boolean;
  /** The installment lender whose payday rules are stricter (lenders §5 "Payday rules"). */
  readonly installment?: boolean;
  /** 'Monthly Gross Income must be at least $800.' applies (spec: "particular lenders"). */
  readonly minimumMonthlyGrossIncome?: boolean;
  /**
   * The result screen that shows this lender's decision (lenders §4): its own code, or its brand's screen,
   * which a shop's list may also name and which is then read as this lender (docs/decisions/135).
   */
  readonly resultScreen: string;
  /** The lender's own page ids (the step table registers a screen for each). */
  readonly pages: readonly string[];
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
  /** Codes a shop's list may carry for this lender's products that are refused (docs/decisions/135). */
  readonly refusedListCodes?: readonly RefusedListCode[];
}
