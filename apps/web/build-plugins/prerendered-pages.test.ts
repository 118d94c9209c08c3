import { describe, expect, it } from 'vitest';
import { prerenderedPagesList, withPrerenderedRoot } from './prerendered-pages';

const SHELL =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('withPrerenderedRoot', () => {
  it('writes the markup into the empty root and stamps the root, leaving the rest of the page as it was', () => {
    const page = withPrerenderedRoot(SHELL, '<h1>Financing for your repair, in minutes</h1>', {
      'data-prerendered-path': '/',
    });
    expect(page).toBe(
      '<!doctype html><html><body><div id="root" data-prerendered-path="/"><h1>Financing for your repair, in minutes</h1></div>' +
        '<script type="module" src="/a.js"></script></body></html>',
    );
  });

  it('escapes attribute values and keeps $ sequences in the markup as written', () => {
    const page = withPrerenderedRoot(SHELL, '<li>$0 down $&</li>', { 'data-x': 'a"b&c' });
    expect(page).toContain('<div id="root" data-x="a&quot;b&amp;c"><li>$0 down $&</li></div>');
  });

  it('fails when the page has no empty root to render into', () => {
    expect(() => withPrerenderedRoot('<div id="app"></div>', '<p/>', {})).toThrow(/no empty <div id="root">/);
  });
});

describe('prerenderedPagesList', () => {
  it("maps each page's path to its file, the one table the server reads", () => {
    const list = prerenderedPagesList([
      { path: '/', fileName: 'landing.html' },
      { path: '/shop-search', fileName: 'shop-search.html' },
    ]);
    expect(JSON.parse(list)).toEqual({ '/': 'landing.html', '/shop-search': 'shop-search.html' });
  });
});
