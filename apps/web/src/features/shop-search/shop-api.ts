import { api } from '../../lib/api-client';
import type { ShopSearchResponse } from '../../lib/api-types';
import type { Position } from './geolocation';

/** Shops shown at first and added by 'Load More' (spec §9). */
export const SHOP_PAGE_SIZE = 4;

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Where to search: what the person typed, or the browser's position ('Your Location'). */
export type SearchLocation = { text: string } | { position: Position };

export interface SearchOptions {
  keyword?: string | null;
  linkCode?: string | null;
  signal?: AbortSignal;
}

export function searchShops(where: SearchLocation, offset: number, options: SearchOptions = {}) {
  let location: Record<string, string | number>;
  if ('position' in where) {
    location = { lat: where.position.latitude, lng: where.position.longitude };
  } else {
    const trimmed = where.text.trim();
    location = ZIP_PATTERN.test(trimmed) ? { zip: trimmed } : { address: trimmed };
  }
  return api.get<ShopSearchResponse>('/api/v1/shops/', {
    query: {
      ...location,
      offset,
      limit: SHOP_PAGE_SIZE,
      keyword: options.keyword?.trim() || undefined,
      linkCode: options.linkCode ?? undefined,
    },
    signal: options.signal,
  });
}
