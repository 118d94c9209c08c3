import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../coded-values.js';
import { APP_CODES, type AppCode } from './app-codes.js';
import {
  isProviderRemovedForState,
  providersForResidentState,
  STATE_PROVIDER_RULES,
  stateProviderRulesFor,
} from './state-provider-rules.js';

// Spec §4 "Changing the residential state … removes providers"; lenders §4, §9 "not available in NY".
describe('resident-state provider rules', () => {
  it('removes AFF (AMFF) for a New York resident and keeps the order of the rest', () => {
    expect(providersForResidentState(['CFNA', 'AMFF', 'EZPY'], 'NY')).toEqual(['CFNA', 'EZPY']);
    expect(providersForResidentState(['AMFF'], 'NY')).toEqual([]);
  });

  it('reads the state the way the residence page stores it (any case, spaces trimmed)', () => {
    expect(providersForResidentState(['AMFF', 'CFNA'], ' ny ')).toEqual(['CFNA']);
  });

  it('keeps AFF for residents of other states, and the whole list before a state is known', () => {
    expect(providersForResidentState(['AMFF', 'CFNA'], 'WA')).toEqual(['AMFF', 'CFNA']);
    expect(providersForResidentState(['AMFF', 'CFNA'], 'CO')).toEqual(['AMFF', 'CFNA']);
    expect(providersForResidentState(['AMFF', 'CFNA'], '')).toEqual(['AMFF', 'CFNA']);
    expect(providersForResidentState(['AMFF', 'CFNA'], undefined)).toEqual(['AMFF', 'CFNA']);
  });

  it('answers per provider and names the rule with its spec section', () => {
    expect(isProviderRemovedForState('AMFF', 'NY')).toBe(true);
    expect(isProviderRemovedForState('CFNA', 'NY')).toBe(false);
    expect(isProviderRemovedForState('AMFF', 'NJ')).toBe(false);
    expect(stateProviderRulesFor('NY').map((rule) => rule.provider)).toEqual(['AMFF']);
    expect(stateProviderRulesFor('NY')[0]?.reason).toMatch(/lenders §9/);
  });

  it('holds only the rule the spec justifies (no invented rows)', () => {
    expect(STATE_PROVIDER_RULES.map((rule) => [rule.provider, [...rule.states]])).toEqual([['AMFF', ['NY']]]);
  });

  const appLists = fc.array(fc.constantFrom<AppCode>(...APP_CODES), { maxLength: 14 });
  const states = fc.oneof(
    fc.constantFrom(...US_STATES.map((s) => s.value)),
    fc.constant(''),
    fc.string({ maxLength: 3 }),
  );

  it('always returns a subsequence of the input (property)', () => {
    fc.assert(
      fc.property(appLists, states, (list, state) => {
        const result = providersForResidentState(list, state);
        let at = 0;
        for (const code of result) {
          at = list.indexOf(code, at);
          if (at < 0) return false;
          at += 1;
        }
        return result.length <= list.length;
      }),
    );
  });

  it('never removes a provider for a state its rule does not list (property)', () => {
    fc.assert(
      fc.property(appLists, states, (list, state) => {
        const result = providersForResidentState(list, state);
        const listed = (code: AppCode) =>
          STATE_PROVIDER_RULES.some(
            (rule) => rule.provider === code && rule.states.includes(state.trim().toUpperCase()),
          );
        // Every provider kept is not listed for the state, and every one dropped is.
        return list.every((code) => result.includes(code) !== listed(code));
      }),
    );
  });
});
