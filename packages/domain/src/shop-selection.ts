// The rules the shop search page runs (spec applicant-journey §4 "Shop selection", §5 "Find"), on a subpath of
// their own, '@ttapply/domain/shop-selection', whose modules import no zod: the page a texted phone opens
// second carries neither the form rules nor their schemas (decision 239). The root barrel exports the same
// functions; shop-selection.test.ts fails when one of these modules starts importing zod.
export { appListWithoutUnavailableLenders, parseLenderList, type AppCode } from './lenders/app-codes.js';
export { isWithinGeofence, requiresGeofence } from './geofence.js';
export { canSearchShops } from './journey/button-rules.js';
export { formatPhone } from './fields/input-filters.js';
// The policy documents the consumer opens after choosing a shop: the first lender's terms.
export { termsDependOnResidence } from './lenders/lender-documents.js';
