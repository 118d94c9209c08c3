// What one lender adds to a screen that every lender shares. Shared screens name no single lender
// (docs/architecture.md "Module boundaries"), so a lender's own piece comes with its web lender module
// (web-lender.ts `parts`), read through `useLenderParts`.
import type { ComponentType } from 'react';
import type { FieldName } from '../../../lib/domain';

/** A checkbox the consumer ticks before the next lender's button is enabled. */
export interface TermsGateProps {
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
}

export interface AccountCheckInput {
  values: Readonly<Record<string, string | undefined>>;
  shopKeyId: string;
  /** The per-application request id the page keeps (lenders §3 "app request id"). */
  appReqId: string;
}

/** The fields a lender's own account check marks (with its reason), and those it clears. */
export interface AccountCheckOutcome {
  errors: Partial<Record<FieldName, string>>;
  cleared: FieldName[];
}

export interface LenderParts {
  /** Shown on a decline that offers this lender next, when the domain's next-app button requires terms agreed
   * first (lenders §4 "requires terms agreed first"). Without it that button stays disabled. */
  termsGate?: ComponentType<TermsGateProps>;
  /** Run beside the routing check when Next is pressed on Account Information, when the page asks for a card
   * (lenders §4 "Card validation (AFF)"). */
  accountCheck?: (input: AccountCheckInput) => Promise<AccountCheckOutcome>;
  /** Answers Account Information starts with when this lender is applied to (a preset the lender asks for);
   * an answer already given is kept by the lender's own rule. */
  accountInformationDefaults?: (values: Readonly<Record<string, string>>) => Record<string, string>;
}
