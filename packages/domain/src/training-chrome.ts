// The rules training's chrome runs (the demo toolbar's sample answers, the application-type dialog's lenders
// and result choices), on a subpath of their own, '@ttapply/domain/training', whose modules import no zod: the
// training landing paints from HTML and then loads its chrome, which carried the form rules and their schemas
// for four lookups (decision 242). The root barrel exports the same; training-chrome.test.ts fails when one of
// these modules starts importing zod.
export { LENDERS } from './lenders/lender-catalogue.js';
export { type AppCode } from './lenders/app-codes.js';
export {
  trainingResultChoices,
  trainingSampleFor,
  trainingSsnValues,
  type TrainingResultChoice,
} from './training/training-data.js';
