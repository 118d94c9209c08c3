// Decision 230: the pseudo-locale shows every text of the library with no plain ASCII letter left, so a text
// that does show plain letters on a pseudo screen bypassed the library.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { loadCatalogue, loadDomainTranslation } from './catalogues';
import { en } from './en';
import { pseudoText } from './pseudo';

describe('pseudo-locale', () => {
  it('has every English message, framed, placeholders filled, with no plain letters of its own', async () => {
    const messages = await loadCatalogue('pseudo');
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    const i18n = setupI18n({ locale: 'pseudo', messages: { pseudo: messages } });
    const shown = i18n._('progress.applyingWith', { lender: 'CFNA' });
    expect(shown).toBe(`⟦${pseudoText('Applying with ').slice(1, -1)}CFNA⟧`);
    for (const key of Object.keys(en)) {
      const text = i18n._(key, { lender: '', amount: '', name: '', count: 1 });
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[A-Za-z]/);
    }
  });

  it('covers the domain’s labels, options and messages the same way', async () => {
    const domain = await loadDomainTranslation('pseudo');
    expect(domain?.labels.FIRST_NAME).toBe(pseudoText('First Name'));
    expect(domain?.messages.required).toBe(pseudoText('Value cannot be empty'));
    expect(domain?.messages.minLength(9)).toBe(pseudoText('Must be at least 9 characters long'));
  });
});
