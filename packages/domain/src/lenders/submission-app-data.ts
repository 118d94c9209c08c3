// The appData sent to our server for one lender (lenders §4 "Income converts"): the answers that lender
// requests, with the income figures it wants. The web sends it with each submission; the server builds the
// same for the automatic prequal it sends itself (docs/decisions/140). The server validates it and maps it to
// the lender's own format (toLenderAppData), which for a prequal sends only the prequal's fields.
import type { FieldName } from '../fields/field-names.js';
import { incomeValuesForApp } from '../income.js';
import { requirementsFor } from '../requirements/credit-app-requirements.js';
import { effectiveRequirements, type FieldValues } from '../requirements/dynamic-requirements.js';
import type { AppCode } from './app-codes.js';

/** The answers `appCode` requests (its requirements adjusted to the answers), income converted, empties left out. */
export function submissionAppData(appCode: AppCode, values: FieldValues): Record<string, string> {
  const converted = incomeValuesForApp(values, appCode);
  const requirements = effectiveRequirements(requirementsFor(appCode), converted, appCode);
  const appData: Record<string, string> = {};
  for (const [name, value] of Object.entries(converted)) {
    const state = requirements[name as FieldName];
    if (value !== undefined && value !== '' && state !== undefined && state !== 'NOT_REQUESTED') {
      appData[name] = value;
    }
  }
  return appData;
}
