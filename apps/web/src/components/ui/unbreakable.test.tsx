import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallableText } from './callable-text';
import { textParts, Unbreakable } from './unbreakable';

describe('textParts (decision 211)', () => {
  it.each([
    ['Approved Up To $4,200!', '$4,200'],
    ['Call 1-800-555-8201 for help', '1-800-555-8201'],
    ['Home phone 206-555-0177', '206-555-0177'],
    ['(425) 555-0123', '(425) 555-0123'],
    ['Born 04/12/1986', '04/12/1986'],
    ['Born 23 de abril de 1985', '23 de abril de 1985'],
    ['28 nov 2026', '28 nov 2026'],
    // "6:11 / AM." wrapped at 320 px.
    ['at 6:11 AM.', '6:11 AM'],
    ['a las 6:16 p.m.', '6:16 p.m.'],
    ['a las 6:16 p.\u00a0m.', '6:16 p.\u00a0m.'],
    ['SSN XXX-XX-1111', 'XXX-XX-1111'],
    ['XXXXX0021 / XXXX5678', 'XXXXX0021 / XXXX5678'],
    ['Reference EZPY466052653', 'EZPY466052653'],
    ['Account 512 345 6789012345', '512 345 6789012345'],
    ['Card ••••1111', '••••1111'],
  ])('keeps the value in %j as one part', (text, value) => {
    expect(
      textParts(text)
        .filter((p) => p.kind === 'value')
        .map((p) => p.text),
    ).toEqual([value]);
  });

  it('leaves words alone', () => {
    expect(textParts('Yes')).toEqual([{ kind: 'text', text: 'Yes' }]);
    expect(textParts('Cascade Logistics & Freight')).toEqual([
      { kind: 'text', text: 'Cascade Logistics & Freight' },
    ]);
  });

  it('finds an e-mail address as one part', () => {
    expect(textParts('Write to a.b@example.com today')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'a.b@example.com' },
      { kind: 'text', text: ' today' },
    ]);
  });
});

describe('Unbreakable', () => {
  it('sets each value in a nowrap span and keeps the text as written', () => {
    const { container } = render(
      <Unbreakable text="Agreed Nov 24, 2026, call (425) 555-0123 or pay $1,250.00" />,
    );
    expect(container.textContent).toBe('Agreed Nov 24, 2026, call (425) 555-0123 or pay $1,250.00');
    expect([...container.querySelectorAll('span.value')].map((s) => s.textContent)).toEqual([
      'Nov 24, 2026',
      '(425) 555-0123',
      '$1,250.00',
    ]);
  });

  it('leaves a text without values as one text node', () => {
    const { container } = render(<Unbreakable text="Yes" />);
    expect(container.innerHTML).toBe('Yes');
  });

  it('lets an answer that is an e-mail address wrap only after its @ and dots', () => {
    const { container } = render(<Unbreakable text="jordan.rivera-montgomery@example-mail.com" />);
    expect(container.textContent).toBe('jordan.rivera-montgomery@example-mail.com');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect([...container.querySelectorAll('span.value')].map((s) => s.textContent)).toEqual([
      'jordan.',
      'rivera-montgomery@',
      'example-mail.',
      'com',
    ]);
  });
});

describe('CallableText', () => {
  it('makes every phone number a tap-to-call link that does not wrap, and leaves the rest as text', () => {
    const { container } = render(
      <p>
        <CallableText text="Call toll-free 1-888-567-8688 or (425) 555-0123 by Nov 24, 2026." />
      </p>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
      ['1-888-567-8688', 'tel:+18885678688', 'value'],
      ['(425) 555-0123', 'tel:+14255550123', 'value'],
    ]);
    expect(container.querySelector('span.value')?.textContent).toBe('Nov 24, 2026');
    expect(container.textContent).toBe('Call toll-free 1-888-567-8688 or (425) 555-0123 by Nov 24, 2026.');
  });
});
