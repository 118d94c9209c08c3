// The partner sandbox's public surface: build it in-process, and name its test SSNs instead of copying them.
// A lender's own names (its test SSNs, messages, contracts) are its folder's: '@ttapply/partner-sandbox/lenders/<code>'.
export { buildSandbox, type SandboxOptions } from './app.js';
export { sandboxConfigFromEnv, SandboxConfigError, type SandboxConfig } from './config.js';
export {
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
  LENDER_CODES,
  isLenderCode,
  type LenderCode,
  type DecisionTable,
} from './lenders/registry.js';
export { offerNumbers, type SandboxLender, type SandboxRouteOptions } from './lenders/sandbox-lender.js';
export { otherSsnRule, annualIncome, fnv1a, INCOME_KEYS } from './decision-rule.js';
export { BEHAVIOUR_MODES, DEFAULT_SLOW_MS, type BehaviourMode } from './state/behaviours.js';
export { IDEMPOTENCY_MISMATCH } from './routes/lender-routes.js';
