// Lenders §8 "HTML from lender texts is sanitised before display": the one place lender-provided HTML is
// cleaned (Versatile approval, decline, pending and error languages). Anything that runs script — <script>,
// inline event handlers, javascript: URLs, <iframe>/<object>/<embed>, forms — is removed; plain markup stays.
import DOMPurify from 'dompurify';

const FORBID_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea'];

/** The lender's HTML with everything that could run script or send data removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
  });
}

/** Escapes text that is put into an HTML template, so a value can never become markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
