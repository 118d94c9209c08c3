import { PAGE_FIELDS, type PageId } from '@ttapply/domain';
import type { FastifyInstance } from 'fastify';
import { cfnaAppData } from './helper.js';

/** The values of a complete CFNA application that belong on one page. */
export function pageValues(page: PageId, phone: string, ssn = '111111111'): Record<string, string> {
  const all: Record<string, string> = { ...cfnaAppData(phone, ssn), PRIVACY_TERMS_AGREED: '1' };
  const out: Record<string, string> = {};
  for (const name of PAGE_FIELDS[page]) if (all[name] !== undefined) out[name] = all[name];
  return out;
}

export function putDraft(
  app: FastifyInstance,
  token: string,
  page: string,
  values: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/apps/draft/${page}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { values, ...extra },
  });
}

export function getDraft(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/apps/draft',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Saves policy, about you, residence and financial in order, as the CFNA journey does. */
export async function saveCfnaSteps(app: FastifyInstance, token: string, phone: string, ssn = '111111111') {
  const pages: PageId[] = ['policy-content', 'about-you', 'resident', 'financial'];
  const answers = [];
  for (const page of pages) answers.push(await putDraft(app, token, page, pageValues(page, phone, ssn)));
  return answers;
}
