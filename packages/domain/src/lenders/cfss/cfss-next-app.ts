// What DigniFi asks when it is reached by the next-application click (lenders §4 "except for DigniFi").

/**
 * Beyond the fields kept across apps, its income (docs/decisions/112). Every lender with pages of ours gathers
 * income and the move converts it (incomeValuesForApp), so after them nothing is asked; Versatile's prequal
 * set has none, and an application without income is a certain decline that still costs the consumer a hard
 * inquiry.
 */
export const DIGNIFI_NEXT_APP_FIELDS = ['ANNUAL_GROSS_INCOME'] as const;
