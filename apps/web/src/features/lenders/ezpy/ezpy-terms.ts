// EasyPay's 'State Law Disclosures and Terms and Conditions' (lenders §7 "EZPY terms": POST
// /api/v1/apps/ezpy/terms-url returns terms_and_conditions_url). EasyPay serves the page on its own origin
// (the sandbox in development and training, listed in the CSP frame-src); the dialog frames it.
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import type { TermsLoadFailure } from '../shared/terms-dialog';

export interface EzpyTerms {
  src?: string;
  loading: boolean;
  failure?: TermsLoadFailure;
}

export function fetchEzpyTermsUrl(storeKeyId: string, state: string) {
  return api.post<{ terms_and_conditions_url?: string }>('/api/v1/apps/ezpy/terms-url', {
    t2AStoreKeyId: storeKeyId,
    state,
  });
}

/** Loads the terms address once the dialog is first opened (and again for another state). */
export function useEzpyTerms(open: boolean, storeKeyId: string | undefined, state: string): EzpyTerms {
  const [loaded, setLoaded] = useState<{ key: string; src?: string; failure?: TermsLoadFailure }>();
  const key = `${storeKeyId ?? ''}|${state}`;
  const wanted = open || loaded !== undefined;

  useEffect(() => {
    if (!wanted || storeKeyId === undefined || loaded?.key === key) return;
    let live = true;
    fetchEzpyTermsUrl(storeKeyId, state).then(
      (answer) => {
        if (!live) return;
        const src = answer.terms_and_conditions_url;
        // Lenders §8: 'Terms unavailable' when no terms are in the response.
        setLoaded(src ? { key, src } : { key, failure: 'unavailable' });
      },
      () => live && setLoaded({ key, failure: 'retrieval' }),
    );
    return () => {
      live = false;
    };
  }, [key, loaded?.key, state, storeKeyId, wanted]);

  if (loaded?.key !== key) return { loading: true };
  return { src: loaded.src, loading: false, failure: loaded.failure };
}
