// The Concora (GNES) offer terms (lenders §2 "GNES terms", §7 "GNES disclosures"): base64 html and pdf from
// GET /api/v1/apps/app/{id}/gnes/disclosures/GNES, else the static /terms/gnes/disclosures.txt. The html is
// the lender's: decoded without trusting it (bad base64 or bytes give 'Terms unavailable', not a crash) and
// sanitised with DOMPurify before display (lenders §8). The Consent to Electronic Communications section is
// split out for its own overlay.
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { fetchGnesDisclosures, fetchStaticGnesFile } from './gnes-disclosures-api';

/** Base64 to bytes; undefined for anything that is not base64. */
export function decodeBase64(base64: string): Uint8Array | undefined {
  const clean = base64.replace(/\s+/g, '');
  if (!clean || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return undefined;
  try {
    const binary = atob(clean);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Base64 UTF-8 text; invalid bytes become U+FFFD rather than failing. */
export function decodeBase64Text(base64: string): string | undefined {
  const bytes = decodeBase64(base64);
  return bytes ? new TextDecoder('utf-8').decode(bytes) : undefined;
}

const CONSENT_HEADING = /consent to electronic communications/i;

/** The sanitised terms, with the Consent to Electronic Communications section taken out on its own. */
export function splitDisclosures(rawHtml: string): { terms: string; consent: string } {
  const clean = sanitizeHtml(rawHtml);
  const container = document.createElement('div');
  container.innerHTML = clean;
  // The lender's document title is not the page's heading: one h1 per page (the offer's own).
  for (const h1 of Array.from(container.querySelectorAll('h1'))) {
    const h2 = document.createElement('h2');
    h2.innerHTML = h1.innerHTML;
    h1.replaceWith(h2);
  }
  const heading = Array.from(container.querySelectorAll('h1, h2, h3, h4')).find((h) =>
    CONSENT_HEADING.test(h.textContent ?? ''),
  );
  if (!heading) return { terms: clean, consent: '' };
  const parts: Element[] = [];
  const parent = heading.parentElement;
  if (
    parent &&
    parent !== container &&
    parent.tagName === 'SECTION' &&
    parent.firstElementChild === heading
  ) {
    parts.push(parent);
  } else {
    parts.push(heading);
    for (let next = heading.nextElementSibling; next && !/^H[1-4]$/.test(next.tagName);) {
      parts.push(next);
      next = next.nextElementSibling;
    }
  }
  const consent = document.createElement('div');
  for (const part of parts) consent.appendChild(part);
  return { terms: container.innerHTML, consent: consent.innerHTML };
}

export interface GnesTerms {
  loading: boolean;
  /** 'Terms unavailable' when neither the offer nor the static file gave readable terms. */
  failed: boolean;
  terms: string;
  consent: string;
  /** Base64 pdf of the offer, when the lender sent one. */
  pdf: string | undefined;
}

async function loadTerms(applicationId: string | number): Promise<Omit<GnesTerms, 'loading'>> {
  let html: string | undefined;
  let pdf: string | undefined;
  try {
    const answer = await fetchGnesDisclosures(applicationId);
    const disclosures = answer.result?.disclosures;
    html = disclosures?.html ? decodeBase64Text(disclosures.html) : undefined;
    pdf = disclosures?.pdf || undefined;
  } catch {
    // Lenders §7: the static files stand in when the offer's own disclosures cannot be fetched.
  }
  if (!html) {
    try {
      html = decodeBase64Text(await fetchStaticGnesFile('disclosures'));
    } catch {
      html = undefined;
    }
  }
  if (!html?.trim()) return { failed: true, terms: '', consent: '', pdf };
  return { failed: false, ...splitDisclosures(html), pdf };
}

export function useGnesTerms(applicationId: string | number | undefined): GnesTerms {
  const [state, setState] = useState<{ id: string | number; value: Omit<GnesTerms, 'loading'> }>();
  useEffect(() => {
    if (applicationId === undefined) return;
    let live = true;
    void loadTerms(applicationId).then((value) => {
      if (live) setState({ id: applicationId, value });
    });
    return () => {
      live = false;
    };
  }, [applicationId]);
  if (applicationId === undefined || state?.id !== applicationId)
    return { loading: true, failed: false, terms: '', consent: '', pdf: undefined };
  return { loading: false, ...state.value };
}

/** The offer's PDF (or the static one) as a download; false when there is none to give. */
export async function downloadGnesPdf(pdfBase64: string | undefined): Promise<boolean> {
  let base64 = pdfBase64;
  if (!base64) {
    try {
      base64 = await fetchStaticGnesFile('pdfDisclosures');
    } catch {
      return false;
    }
  }
  const bytes = base64 ? decodeBase64(base64) : undefined;
  if (!bytes || bytes.length === 0) return false;
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'concora-credit-disclosures.pdf';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
