/**
 * Another locale's part of the catalogue: exactly the keys of its English part (docs/decisions/230), each a
 * translated ICU message. A key missing or left over is a type error before it is a test failure.
 */
export type Translation<English> = { readonly [K in keyof English]: string };
