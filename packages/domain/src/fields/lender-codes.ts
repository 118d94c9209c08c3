import { lenderCodeOf } from '../coded-values.js';
import { FIELD_CATALOGUE } from './field-catalogue.js';
import { isFieldName } from './field-names.js';

/**
 * The application's answers as the lenders receive them (lenders §3 "translation tables"): an option that
 * shares its lender code with others (every Primary ID Type but a driver licence is 'O') is sent as that code.
 * Everything else is left as it is.
 */
export function withLenderCodes(values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const options = isFieldName(name) ? FIELD_CATALOGUE[name].options : undefined;
    out[name] = options ? lenderCodeOf(options, value) : value;
  }
  return out;
}
