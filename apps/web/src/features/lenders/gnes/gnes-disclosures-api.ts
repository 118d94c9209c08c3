// GNES's offer disclosures (lenders §7 "GNES disclosures"), with the static fallback the app keeps.
import { api } from '../../../lib/api-client';

export interface GnesDisclosuresAnswer {
  accepted?: boolean;
  result?: { disclosures?: { html?: string; pdf?: string } };
}

/** Lenders §7 "GNES disclosures": base64 html and pdf of the offer, by the GNES prequal application. */
export function fetchGnesDisclosures(applicationId: string | number) {
  return api.get<GnesDisclosuresAnswer>(
    `/api/v1/apps/app/${encodeURIComponent(String(applicationId))}/gnes/disclosures/GNES`,
  );
}

/** The static fallback of lenders §7: base64 html (and pdf) files kept by the app. */
export function fetchStaticGnesFile(name: 'disclosures' | 'pdfDisclosures') {
  return api.get<string>(`/terms/gnes/${name}.txt`, { responseType: 'text' });
}
