// What one lender adds to a screen that every lender shares. Shared screens name no single lender
// (docs/architecture.md "Module boundaries"), so a lender's own piece comes through this context: the
// lender registry (features/lenders/registry.ts) fills it, the apply-step route provides it.
import { createContext, useContext, type ComponentType } from 'react';
import type { AppCode, FieldName } from '../../../lib/domain';

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
   * first (lenders §4 "MILE requires terms agreed first"). Without it that button stays disabled. */
  termsGate?: ComponentType<TermsGateProps>;
  /** Run beside the routing check when Next is pressed on Account Information, when the page asks for a card
   * (lenders §4 "Card validation (AFF)"). */
  accountCheck?: (input: AccountCheckInput) => Promise<AccountCheckOutcome>;
}

export type LenderPartsTable = Readonly<Partial<Record<AppCode, LenderParts>>>;

export const LenderPartsContext = createContext<LenderPartsTable>({});

/** The parts one lender adds; none when no lender (or an unlisted one) is meant. */
export function useLenderParts(appCode: AppCode | undefined): LenderParts {
  const table = useContext(LenderPartsContext);
  return (appCode && table[appCode]) || {};
}
