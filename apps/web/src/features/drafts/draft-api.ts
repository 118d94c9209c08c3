// Server-saved drafts (docs/architecture.md "GET /api/v1/apps/draft", "PUT /api/v1/apps/draft/:pageId";
// decision 021): each step is saved as Next is pressed, so nothing typed is lost across a refresh or device.
import { api, ApiError, apiRequest, sessionHeaders } from '../../lib/api-client';
import { currentAppCode, effectiveRequirementsFor, PAGE_FIELDS, type FieldName } from '../../lib/domain';
import type { JourneyState } from '../../stores/journey-store';

export interface Draft {
  values: Record<string, string>;
  completedPages: string[];
  currentPage: string;
  appCode: string | null;
  appList: string[];
  /** Answers typed on pages not finished yet (decision 022 addendum); they fill the fields over `values`. */
  partialValues?: Record<string, string>;
}

/** The shared application's pages that carry data; lender pages are saved by their own screens, if at all. */
const DRAFT_PAGES = new Set([
  'policy-content',
  'about-you',
  'resident',
  'financial',
  'email',
  'phone',
  'id',
  'ssn',
  'summary',
  'coapp-select',
  'coapp-about-you',
  'coapp-resident',
  'coapp-financial',
]);

export function isDraftPage(pageId: string): boolean {
  return DRAFT_PAGES.has(pageId);
}

/** The page's answers as the server takes them: requested fields only, empty ones left out. */
export function draftValues(pageId: string, journey: JourneyState): Record<string, string> {
  // The policy page is finished by its checkbox, which no lender's requirement table lists.
  if (pageId === 'policy-content') return journey.policyAgreed ? { PRIVACY_TERMS_AGREED: '1' } : {};
  const requirements = effectiveRequirementsFor(currentAppCode(journey), journey.values);
  const out: Record<string, string> = {};
  for (const name of (PAGE_FIELDS as Record<string, readonly FieldName[]>)[pageId] ?? []) {
    const state = requirements[name] ?? 'NOT_REQUESTED';
    const value = journey.values[name] ?? '';
    if (state !== 'NOT_REQUESTED' && value !== '') out[name] = value;
  }
  return out;
}

export async function loadDraft(): Promise<Draft> {
  return (await api.get<{ draft: Draft }>('/api/v1/apps/draft')).draft;
}

export async function saveDraft(pageId: string, journey: JourneyState): Promise<Draft> {
  const appCode = currentAppCode(journey);
  const response = await apiRequest<{ draft: Draft }>(`/api/v1/apps/draft/${encodeURIComponent(pageId)}`, {
    method: 'PUT',
    body: { values: draftValues(pageId, journey), ...(appCode ? { appCode } : {}) },
  });
  return response.draft;
}

// Pages finished by a refresh or a closed tab when they are complete: they hold answers kept only in memory
// (date of birth, SSN, ID number). Residence is not, so its address confirmation still happens on Next.
const SAVED_ON_LEAVE = new Set(['about-you', 'financial', 'coapp-about-you', 'coapp-financial']);
// Pages finished by an action (a checkbox, a button), with nothing typed to keep half-way.
const NOTHING_TYPED = new Set(['policy-content', 'summary', 'coapp-select']);

/**
 * A refresh or closed tab must not lose what was typed on the page (docs/decisions/022): a keepalive PUT
 * outlives the page. A complete page is saved as Next would save it; any other page partially (decision 022
 * addendum), so a half-typed SSN or date of birth comes back without the page counting as complete.
 */
export function saveDraftOnLeave(
  pageId: string,
  journey: JourneyState,
  token: string,
  complete: boolean,
): void {
  if (!isDraftPage(pageId) || NOTHING_TYPED.has(pageId)) return;
  const partial = !(complete && SAVED_ON_LEAVE.has(pageId));
  const appCode = currentAppCode(journey);
  void fetch(`/api/v1/apps/draft/${encodeURIComponent(pageId)}`, {
    method: 'PUT',
    keepalive: true,
    headers: { ...sessionHeaders(), 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      values: draftValues(pageId, journey),
      ...(appCode ? { appCode } : {}),
      ...(partial ? { partial: true } : {}),
    }),
  }).catch(() => undefined);
}

/**
 * Saves a step; if the server holds an earlier page as incomplete (409, e.g. a save that failed on a bad
 * connection), the pages this browser finished are saved again in the order they were finished, then the
 * step once more, so the server's draft catches up with what the applicant sees.
 */
export async function saveDraftStep(pageId: string, journey: JourneyState): Promise<Draft> {
  try {
    return await saveDraft(pageId, journey);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
  }
  const earlier = ['policy-content', ...journey.completedPages].filter(
    (page, i, all) => page !== pageId && isDraftPage(page) && all.indexOf(page) === i,
  );
  for (const page of earlier) await saveDraft(page, journey).catch(() => undefined);
  return saveDraft(pageId, journey);
}
