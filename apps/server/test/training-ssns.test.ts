// Lenders §4 "Application Type": each training choice's preset SSN must give, at the partner sandbox, the
// outcome the choice names. The check lives here, where both the domain and the sandbox may be imported:
// packages/domain imports no app (docs/architecture.md "Module boundaries").
import { describe, expect, it } from 'vitest';
import { TRAINING_RESULT_CHOICES } from '@ttapply/domain';
import { SANDBOX_DECISION_TABLES } from '@ttapply/partner-sandbox';

const SANDBOX_WORD = {
  approval: 'approve',
  referral: 'refer',
  pending: 'pending',
  decline: 'decline',
} as const;

describe('training presets agree with the sandbox (lenders §4 "Application Type")', () => {
  it.each(Object.entries(TRAINING_RESULT_CHOICES))(
    '%s: each SSN is the sandbox’s SSN for that outcome',
    (code, choices) => {
      const table = SANDBOX_DECISION_TABLES[code as keyof typeof SANDBOX_DECISION_TABLES];
      expect(table, code).toBeDefined();
      for (const choice of choices!)
        expect(table!.application[choice.ssn], `${code} ${choice.ssn}`).toBe(SANDBOX_WORD[choice.outcome]);
    },
  );
});
