// The appData the web sends to our server for one lender: the domain's one rule (submissionAppData), which
// the server also uses for the automatic prequal it sends itself (docs/decisions/140).
import { submissionAppData, type AppCode } from '../../../lib/domain';

export function lenderAppData(appCode: AppCode, values: Record<string, string>): Record<string, string> {
  return submissionAppData(appCode, values);
}
