// The lender calls of the web app (lenders §7; /work contract "Our API"). All 🔒 except the shop PDF.
import { api } from '../../../lib/api-client';
import { documentLocale } from '../../../i18n/messages';
import type { ApplicationRecord, JourneyAnswer, SubmitApplicationResponse } from '../../../lib/api-types';

export type SubmissionKind = 'application' | 'prequal';

export interface QuickScreen {
  historyId: string;
  orderId: string;
  quickScreenAccept: '0' | '1';
}

export interface SubmitInput {
  kind: SubmissionKind;
  tier: string;
  appType: string;
  consumerId: string;
  storeKeyId: string;
  appData: Record<string, string>;
  selectedApps: readonly string[];
  /** The exact consent line the consumer saw next to the submit button (stored with confirmTimestamp). */
  consentText: string;
  idempotencyKey: string;
  quickScreen?: QuickScreen;
}

/**
 * POST /api/v1/apps/app/ or /api/v1/apps/app/prequal. The server answers at once with the stored
 * application (result null: the lender call runs as a job). The Idempotency-Key makes a retried submit
 * never send a second application (GUIDE 11).
 */
export function postSubmission(input: SubmitInput) {
  const path = input.kind === 'prequal' ? '/api/v1/apps/app/prequal' : '/api/v1/apps/app/';
  return api.post<SubmitApplicationResponse>(
    path,
    {
      tier: input.tier,
      appType: input.appType,
      t2AConsumerKeyId: input.consumerId,
      t2AStoreKeyId: input.storeKeyId,
      appData: input.appData,
      confirmTimestamp: new Date().toISOString(),
      // The server keeps the consumer's selected apps as a comma list (spec §3 consumerSelectedApps).
      selectedApps: input.selectedApps.join(','),
      consentText: input.consentText,
      ...(input.quickScreen
        ? { quickScreen: input.quickScreen, quickScreenAccept: input.quickScreen.quickScreenAccept }
        : {}),
    },
    { headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

/** GET /api/v1/apps/journey: the server's record of the journey at this shop (docs/decisions/140). */
export async function fetchJourney(shopKeyId: string): Promise<JourneyAnswer> {
  return api.get<JourneyAnswer>(`/api/v1/apps/journey?shop=${encodeURIComponent(shopKeyId)}`);
}

/**
 * The newest answered application of each lender in the server's journey answer (the server lists them newest
 * first), leaving out `except`: what a page keeps in the store after reading the journey.
 */
export function answeredApplications(answer: JourneyAnswer, except?: string): ApplicationRecord[] {
  const newest = new Map<string, ApplicationRecord>();
  for (const application of Array.isArray(answer.applications) ? answer.applications : []) {
    if (!newest.has(application.appType)) newest.set(application.appType, application);
  }
  return [...newest.values()].filter(
    (application) =>
      application.appType !== except && application.result !== null && application.result !== undefined,
  );
}

/** GET /api/v1/apps/app/{id}: the application, result null until the lender answered. */
export async function fetchApplication(id: string | number): Promise<ApplicationRecord> {
  const { application } = await api.get<{ application: ApplicationRecord }>(
    `/api/v1/apps/app/${encodeURIComponent(String(id))}`,
  );
  return application;
}

/**
 * POST /api/v1/apps/app/{id}/decline-offer: 'No Thanks' → 'Yes' on a prequalification offer, kept on the
 * server (decision 110) so a refresh or a return visit sees the offer declined.
 */
export async function declinePrequalOffer(id: string | number): Promise<ApplicationRecord> {
  const { application } = await api.post<{ application: ApplicationRecord }>(
    `/api/v1/apps/app/${encodeURIComponent(String(id))}/decline-offer`,
    {},
  );
  return application;
}

/** 128 random bits; getRandomValues works on plain http too, unlike randomUUID (secure contexts only). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface TermsDocument {
  appType: string;
  /** The shop document template (privacy, terms, …) for download and e-mail (lenders §7). */
  template: string;
  /** Resident state, sent for state-specific documents (a lender's terms by state, the CA privacy notice). */
  state?: string;
}

/** Lenders §7 "Print or download terms": GET /api/v1/shops/shop/{id}/pdf?appType=&template=(&state=). */
export function termsPdfUrl(shopKeyId: string | number, doc: TermsDocument): string {
  const params = new URLSearchParams({ appType: doc.appType, template: doc.template });
  if (doc.state) params.set('state', doc.state);
  // Our own documents in it come in the language on screen.
  const locale = documentLocale();
  if (locale) params.set('locale', locale);
  return `/api/v1/shops/shop/${encodeURIComponent(String(shopKeyId))}/pdf?${params.toString()}`;
}

/**
 * A lender's own rates and fees, on the lenders' pages origin: what a product page's cost
 * link opens before any offer. An offer's link is the one the lender sent with it (`offerTerms.termsUrl`).
 */
export function lenderTermsUrl(lenderPagesOrigin: string, appCode: string): string | undefined {
  if (!lenderPagesOrigin) return undefined;
  return `${lenderPagesOrigin}/lenders/${encodeURIComponent(appCode)}/rates-and-fees`;
}

/** Lenders §7 "Send terms email": POST /api/v1/shops/shop/{id}/email { to, appType, template, state }. */
export function emailTerms(shopKeyId: string | number, to: string, doc: TermsDocument) {
  return api.post<{ success: boolean }>(`/api/v1/shops/shop/${encodeURIComponent(String(shopKeyId))}/email`, {
    to,
    appType: doc.appType,
    template: doc.template,
    ...(doc.state ? { state: doc.state } : {}),
  });
}
