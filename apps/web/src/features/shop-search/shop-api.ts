import { api } from '../../lib/api-client';
import type { ShopSearchResponse } from '../../lib/api-types';

/** Shops shown at first and added by 'Load More' (spec §9). */
export const SHOP_PAGE_SIZE = 4;

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function searchShops(query: string, offset: number, linkCode?: string | null, signal?: AbortSignal) {
  const trimmed = query.trim();
  const where = ZIP_PATTERN.test(trimmed) ? { zip: trimmed } : { address: trimmed };
  return api.get<ShopSearchResponse>('/api/v1/shops/', {
    query: { ...where, offset, limit: SHOP_PAGE_SIZE, linkCode: linkCode ?? undefined },
    signal,
  });
}
