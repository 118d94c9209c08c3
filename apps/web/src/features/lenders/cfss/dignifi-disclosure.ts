// Where DigniFi's state-specific disclosures come from (lenders §7 "DigniFi disclosure pages with a state
// parameter"; contract "GET /lenders/CFSS/disclosures?state=&doc=" and "GET /api/v1/apps/app/{id}/cfss/
// disclosures?doc="). The lenders' pages origin (client-config lenderPagesOrigin, listed in the CSP
// frame-src) is framed directly; without it the server's proxy is read with the session and the html is
// sanitised, which needs an application of this consumer to name in the path.
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { sanitizeHtml } from '../../../lib/sanitize-html';

export const DIGNIFI_DOCS = ['terms', 'esign', 'credit-pull'] as const;
export type DignifiDoc = (typeof DIGNIFI_DOCS)[number];

export function dignifiFrameUrl(origin: string, doc: DignifiDoc, state: string | undefined): string {
  const params = new URLSearchParams({ doc });
  if (state) params.set('state', state);
  return `${origin.replace(/\/$/, '')}/lenders/CFSS/disclosures?${params.toString()}`;
}

export interface DignifiDisclosure {
  src?: string;
  html?: string;
  loading: boolean;
  failed: boolean;
}

/** The document to show for `doc` (null: none open). */
export function useDignifiDisclosure(
  doc: DignifiDoc | null,
  origin: string,
  state: string | undefined,
  applicationId: string | number | undefined,
): DignifiDisclosure {
  const [fetched, setFetched] = useState<{ doc: DignifiDoc; html?: string; failed: boolean }>();
  const viaProxy = doc !== null && !origin && applicationId !== undefined;

  useEffect(() => {
    if (!viaProxy || doc === null) return;
    let live = true;
    api
      .get<string>(`/api/v1/apps/app/${encodeURIComponent(String(applicationId))}/cfss/disclosures`, {
        query: { doc, state },
        responseType: 'text',
      })
      .then(
        (html) => live && setFetched({ doc, html: sanitizeHtml(html), failed: !html.trim() }),
        () => live && setFetched({ doc, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [viaProxy, doc, state, applicationId]);

  if (doc === null) return { loading: false, failed: false };
  if (origin) return { src: dignifiFrameUrl(origin, doc, state), loading: false, failed: false };
  if (!viaProxy) return { loading: false, failed: true };
  if (fetched?.doc !== doc) return { loading: true, failed: false };
  return { html: fetched.html, loading: false, failed: fetched.failed };
}
