// The appData the web sends to our server for one lender (lenders §4 "Income converts"): the answers that
// lender requests, with the income figures it wants. The server validates it again and maps it to the
// lender's own format (domain toLenderAppData); what the consent line names comes from the domain too.
import {
  effectiveRequirementsFor,
  incomeValuesForApp,
  type AppCode,
  type FieldName,
} from '../../../lib/domain';

/**
 * What goes to the lender: the answers it requests (its requirements, adjusted to the answers), with the
 * income figures it wants (lenders §4 "Income converts"), empty values left out.
 */
export function lenderAppData(appCode: AppCode, values: Record<string, string>): Record<string, string> {
  const converted = incomeValuesForApp(values, appCode);
  const requirements = effectiveRequirementsFor(appCode, converted);
  const appData: Record<string, string> = {};
  for (const [name, value] of Object.entries(converted)) {
    const state = requirements[name as FieldName];
    if (value !== '' && state !== undefined && state !== 'NOT_REQUESTED') appData[name] = value;
  }
  return appData;
}
