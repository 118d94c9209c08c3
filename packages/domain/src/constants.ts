// Business constants and limits (spec applicant-journey §9, lenders §9) that both sides need.

export const VERIFICATION_CODE_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const SSN_DIGITS = 9;
/** Idle warning after 13 minutes, exit after 15 (spec §4, §9). */
export const IDLE_WARNING_MS = 780_000;
export const IDLE_EXIT_MS = 900_000;
/** Shops shown at first, and added by 'Load More' (spec §9). */
export const SHOPS_PAGE_SIZE = 4;
/** Geofence range in metres (about 20 miles). */
export const GEOFENCE_METRES = 32_187;
export const DEFAULT_MAP_CENTRE = { latitude: 47.67, longitude: -122.12 } as const;
/** Card art images smaller than this are treated as missing (spec §7). */
export const CARD_ART_MIN_BYTES = 30_000;
/** Default fund status and experience (spec §3 client state). */
export const DEFAULT_FUND_STATUS = '0';
export const DEFAULT_EXPERIENCE = 'a';
export const TRAINING_MODE_KEY = 'fm-train';
export const PAGE_TITLE_PREFIX = 'Text To Apply';
export const FOOTER_COPYRIGHT_YEAR = 2025;
/** AFF finance amount (lenders §5): at least $300 and at most the approved credit limit. */
export const AFF_MIN_FINANCE_AMOUNT = 300;
