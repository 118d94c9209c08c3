// Public surface of @ttapply/domain (docs/architecture.md "Domain package public surface").

// fields
export * from './fields/field-names.js';
export * from './fields/field-definition.js';
export * from './fields/field-catalogue.js';
export * from './fields/request-state.js';
export * from './fields/input-filters.js';
export * from './fields/credit-app-field.js';

// coded values
export * from './coded-values.js';

// validation
export * from './validation/messages.js';
export * from './validation/messages-es.js';
export * from './validation/dates.js';
export * from './validation/checksums.js';
export * from './validation/format-rules.js';
export * from './validation/validate-field.js';
export * from './validation/step-schemas.js';
export * from './validation/finance-amount.js';

// lenders and requirements. A rule only one lender has is its folder's, exported to the other sides' modules of
// that lender on its own subpath ('@ttapply/domain/lenders/<code>', its folder's index.ts), not here.
export * from './lenders/app-codes.js';
export * from './lenders/tiers.js';
export * from './lenders/lender-catalogue.js';
export * from './lenders/lender-amounts.js';
export * from './lenders/decline-notice.js';
export * from './lenders/state-provider-rules.js';
export * from './lenders/app-data-mapping.js';
export * from './lenders/lender-ascii.js';
export * from './lenders/lender-definition.js';
export * from './lenders/lender-registry.js';
export * from './lenders/lender-coded-lists.js';
export * from './lenders/lender-documents.js';

// languages of the journey (decision 232)
export * from './i18n/locale.js';

// texting programme
export * from './texting/sms-consent.js';
export * from './texting/keywords.js';
export * from './lenders/submission-app-data.js';
export * from './lenders/credit-check-consent.js';
export * from './lenders/offer-terms.js';
export * from './lenders/offer-figures.js';
export * from './requirements/credit-app-requirements.js';
export * from './requirements/dynamic-requirements.js';

// journey
export * from './journey/page-ids.js';
export * from './journey/shared-pages.js';
export * from './journey/page-fields.js';
export * from './journey/page-stacks.js';
export * from './journey/journey-state.js';
export * from './journey/page-completeness.js';
export * from './journey/navigation.js';
export * from './journey/progress.js';
export * from './journey/draft-pages.js';
export * from './journey/next-app.js';
export * from './journey/invalidations.js';
export * from './journey/button-rules.js';
export * from './journey/page-text.js';

// results, income, masking
export * from './results/lender-result.js';
export * from './results/determine-result.js';
export * from './results/application-status.js';
// the waterfall: what happens after each decision (docs/decisions/140)
export * from './waterfall/automatic-prequal.js';
export * from './waterfall/consents.js';
export * from './waterfall/consumer-outcome.js';
export * from './waterfall/next-app-button.js';
export * from './waterfall/next-step.js';
export * from './waterfall/journey-status.js';
export * from './income.js';
export * from './masking.js';
export * from './constants.js';
export * from './distance.js';
export * from './geofence.js';
export * from './training/training-data.js';
export * from './training/pay-training-step-ids.js';
