// The product name the spec's copies redact as {product}: 'Mile' (docs/decisions/005-redacted-values.md).

export const MILE_PRODUCT_NAME = 'Mile';
/** The shop search keywordInfo / consumer flag that means MILE is not available ('1'), spec §3 no{product}Flag. */
export const NO_PRODUCT_FLAG = `no${MILE_PRODUCT_NAME}Flag`;
