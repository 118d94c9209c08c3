import { LOCALES, TEXTING_KEYWORDS } from '@ttapply/domain';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { SHOP_TEMPLATES, TERMS_DOCUMENTS, TRANSLATED_DOCUMENTS } from '../src/documents/index.js';
import type { Block, LegalDocument } from '../src/documents/legal-document.js';
import { TRANSLATION_NOTICE_ES } from '../src/documents/es/translation-notice.js';
import { EN, type MessageId } from '../src/i18n/catalogue-en.js';
import { ES } from '../src/i18n/catalogue-es.js';
import { translate } from '../src/i18n/server-i18n.js';

// The server's catalogues and translated documents (decision 232): what a translator can get wrong without a
// type error is caught here.

/** The placeholder names of a compiled ICU message, nested ones included. */
function placeholders(message: CompiledMessage): string[] {
  const names: string[] = [];
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.push(name);
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(choice)) names.push(...placeholders(choice as CompiledMessage));
      }
    }
  }
  return [...new Set(names)].sort();
}

describe('server catalogues', () => {
  const ids = Object.keys(EN) as MessageId[];

  it.each(ids)('%s: Spanish takes exactly the placeholders English takes', (id) => {
    expect(placeholders(compileMessageOrThrow(ES[id]))).toEqual(placeholders(compileMessageOrThrow(EN[id])));
  });

  it('Spanish has no ASCII apostrophe (ICU would read it as a quote) and is written with usted', () => {
    for (const message of Object.values(ES)) {
      expect(message).not.toContain("'");
      // The tú imperatives a machine translation slips in.
      expect(message).not.toMatch(/\b(responde|envía|escribe|busca|comienza)\b/i);
    }
  });

  it('keeps each locale to itself: Spanish and English texts side by side, whatever was asked before', () => {
    const values = { sender: 'Redmond Tire Pros', link: 'L', hours: 1, notice: 'N' };
    const both = LOCALES.map((locale) => translate(locale, 'sms.link', values));
    expect(both).toEqual([
      'Redmond Tire Pros: start your financing application at L . The link works for 1 hour. N',
      'Redmond Tire Pros: comience su solicitud de financiamiento en L . El enlace funciona durante 1 hora. N',
    ]);
    expect(translate('en', 'sms.link', { ...values, hours: 24 })).toContain('24 hours');
  });

  it('reserves every Spanish keyword it names in its texts', () => {
    for (const word of ['AYUDA', 'ALTO', 'COMENZAR', 'SOLICITAR']) {
      expect(TEXTING_KEYWORDS.get(word)?.locale).toBe('es');
    }
    expect(TEXTING_KEYWORDS.get('ALTO')?.action).toBe('stop');
    expect(TEXTING_KEYWORDS.get('PARAR')?.action).toBe('stop');
    expect(TEXTING_KEYWORDS.get('COMENZAR')?.action).toBe('start');
    expect(TEXTING_KEYWORDS.get('AYUDA')?.action).toBe('help');
  });
});

/** The shape of a block: a paragraph, or a list of so many items. */
const shape = (block: Block) => (typeof block === 'string' ? 'p' : `list:${block.list.length}`);

describe('our documents in Spanish', () => {
  const ours = [...TERMS_DOCUMENTS, SHOP_TEMPLATES.disclosure];

  it.each(ours.map((doc) => [doc.slug, doc] as [string, LegalDocument]))(
    '%s: a Spanish version that follows the current English one, block for block',
    (slug, english) => {
      const spanish = TRANSLATED_DOCUMENTS.es[slug];
      expect(spanish, `no Spanish ${slug}`).toBeDefined();
      // Updating the English document (its date) fails here until the translation is updated too.
      expect(spanish!.translates).toBe(english.lastUpdated);
      expect(spanish!.intro[0]).toBe(TRANSLATION_NOTICE_ES);
      expect(spanish!.intro.slice(1).map(shape)).toEqual(english.intro.map(shape));
      expect(spanish!.sections.map((s) => s.blocks.map(shape))).toEqual(
        english.sections.map((s) => s.blocks.map(shape)),
      );
      expect((spanish!.closing ?? []).map(shape)).toEqual((english.closing ?? []).map(shape));
    },
  );

  it("has no Spanish copy of a lender's document", () => {
    expect(TRANSLATED_DOCUMENTS.es[SHOP_TEMPLATES.esign.slug]).toBeUndefined();
    expect(TRANSLATED_DOCUMENTS.es[SHOP_TEMPLATES['credit-pull'].slug]).toBeUndefined();
  });

  it('prints with the built-in fonts: every character in WinAnsi, no curly quotes', () => {
    const text = JSON.stringify(Object.values(TRANSLATED_DOCUMENTS.es));
    expect(text).not.toMatch(/[‘’“”]/);
    expect([...text].filter((character) => character.charCodeAt(0) > 0xff)).toEqual([]);
  });
});
