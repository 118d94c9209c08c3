// The partner sandbox's public surface: build it in-process, and name its test SSNs instead of copying them.
export { buildSandbox, type SandboxOptions } from './app.js';
export { sandboxConfigFromEnv, SandboxConfigError, type SandboxConfig } from './config.js';
export {
  LENDER_CODES,
  isLenderCode,
  type LenderCode,
  type LenderResultFields,
  type PrequalResultFields,
  type CardArt,
  type ApplicationAnswer,
  type PrequalAnswer,
  type ApplicationStatus,
  type PrequalStatus,
  type SubmitRequest,
  type SubmitShop,
  type QuickScreen,
} from './lender-api.js';
export {
  SANDBOX_LENDERS,
  SANDBOX_DECISION_TABLES,
  PREQUAL_LENDERS,
  type DecisionTable,
} from './lenders/registry.js';
export { offerNumbers, type SandboxLender } from './lenders/sandbox-lender.js';
export { otherSsnRule, annualIncome, fnv1a, INCOME_KEYS } from './decision-rule.js';
export { BEHAVIOUR_MODES, DEFAULT_SLOW_MS, type BehaviourMode } from './state/behaviours.js';
export { IDEMPOTENCY_MISMATCH } from './routes/lender-routes.js';
export { CFNA_APPLICATION_SSNS } from './lenders/cfna/decisions.js';
export { GEMY_APPLICATION_SSNS } from './lenders/gemy/decisions.js';
export { CFSS_APPLICATION_SSNS } from './lenders/cfss/decisions.js';
export { AMFF_APPLICATION_SSNS, AMFF_PREQUAL_SSNS, AMFF_PENDING_REASON } from './lenders/amff/decisions.js';
export { affContracts, SIGNING_URL_TTL_MS } from './lenders/amff/contracts.js';
export { AFF_MESSAGES } from './lenders/amff/funding-routes.js';
export { EZPY_APPLICATION_SSNS, EZPY_PREQUAL_SSNS } from './lenders/ezpy/decisions.js';
export { GNES_APPLICATION_SSNS, GNES_PREQUAL_SSNS } from './lenders/gnes/decisions.js';
export {
  MILE_APPLICATION_SSNS,
  MILE_PREQUAL_SSNS,
  MILE_OFFER_TERMS,
  MILE_DOCUMENTS,
} from './lenders/mile/decisions.js';
export { VERS_APPLICATION_SSNS, VERS_PREQUAL_SSNS, VERS_PROVIDERS } from './lenders/vers/decisions.js';
export { MILE_EXPIRED } from './lenders/mile/index.js';
export { GNES_OFFER_MISSING } from './lenders/gnes/index.js';
