// What a lender's documents depend on (spec §7, lenders §2), read from its definition: the policy pages ask for
// the first lender's terms PDF, the disclosure modal offers its buttons. The shop selection subpath exports these
// too, so the policy documents read them without the form rules.
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from './lender-registry.js';

/** The lender's terms PDF is asked for with the consumer's residence state (spec §7). */
export function termsDependOnResidence(
  code: string | undefined,
  registry: LenderRegistry = LENDER_REGISTRY,
): boolean {
  return code !== undefined && lenderDefinition(code, registry)?.termsByResidenceState === true;
}

/** The disclosure modal offers to e-mail the lender's documents (lenders §2): unless its definition says not. */
export function documentsEmailed(code: string, registry: LenderRegistry = LENDER_REGISTRY): boolean {
  return lenderDefinition(code, registry)?.documentsNotEmailed !== true;
}
