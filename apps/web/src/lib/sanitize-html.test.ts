import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (lenders §8: lender HTML is sanitised before display)', () => {
  it('removes script elements and keeps the text markup', () => {
    const out = sanitizeHtml('<p>Approved <strong>$1,200</strong></p><script>alert(1)</script>');
    expect(out).toBe('<p>Approved <strong>$1,200</strong></p>');
  });

  it('removes inline event handlers', () => {
    const out = sanitizeHtml('<img src="x.png" onerror="alert(1)"><div onclick="steal()">Hi</div>');
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('Hi');
  });

  it('removes javascript: URLs but keeps ordinary links', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/help">good</a>',
    );
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('href="https://example.com/help"');
  });

  it('removes frames, forms and style attributes', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="ssn"></form><p style="background:url(javascript:x)">ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('escapes values put into templates', () => {
    expect(escapeHtml(`<b onclick="x">'&'</b>`)).toBe('&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
  });
});
