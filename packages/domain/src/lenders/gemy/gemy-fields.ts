// Synchrony's own field (lenders §3): the token of the application its embedded form opened, kept so a return
// to its page resumes that application. The catalogue takes it from the definition's `fields`.
import type { LenderField } from '../lender-definition.js';

export const GEMY_FIELDS = {
  GEMY_TOKEN: { label: 'Synchrony Token' },
} as const satisfies Readonly<Record<string, LenderField>>;
