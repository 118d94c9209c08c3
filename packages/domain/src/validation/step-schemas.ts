// Step schemas (GUIDE 1): the zod schema for one page's fields, assembled from the same validators, so the
// server's parse gives exactly the browser's messages. The server parses request bodies with it.
import { z } from 'zod';
import { FIELD_CATALOGUE } from '../fields/field-catalogue.js';
import type { FieldName } from '../fields/field-names.js';
import { PAGE_FIELDS } from '../journey/page-fields.js';
import type { PageId } from '../journey/page-ids.js';
import type { Requirements } from '../requirements/credit-app-requirements.js';
import { effectiveRequirements, type FieldValues } from '../requirements/dynamic-requirements.js';
import { storedDate } from './dates.js';
import { coappPhoneError, validateFieldValue, type ValidationContext } from './validate-field.js';

export interface StepSchemaOptions extends ValidationContext {
  /** Answers already stored from other pages (a confirm field's partner, the coapplicant switch, …). */
  readonly values?: FieldValues;
  readonly today?: Date;
}

const DATE_FORMATS = new Set(['date', 'dob', 'payday', 'id-expiry']);

/** Stored form of a value: trimmed, dates as YYYY-MM-DD. */
function storedForm(name: FieldName, value: string): string {
  const trimmed = value.trim();
  if (DATE_FORMATS.has(FIELD_CATALOGUE[name].format)) return storedDate(trimmed) ?? trimmed;
  return trimmed;
}

export function stepSchema(pageId: PageId, requirements: Requirements, options: StepSchemaOptions = {}) {
  const names = PAGE_FIELDS[pageId];
  const shape = Object.fromEntries(names.map((name) => [name, z.string().optional()])) as Record<
    FieldName,
    z.ZodOptional<z.ZodString>
  >;
  return z
    .object(shape)
    .superRefine((data, ctx) => {
      const body = data as FieldValues;
      const values: FieldValues = { ...options.values, ...body };
      const effective = effectiveRequirements(requirements, values, options.appCode);
      for (const name of names) {
        const error = validateFieldValue(name, body[name], effective[name], values, options.today, options);
        if (error) ctx.addIssue({ code: 'custom', path: [name], message: error });
      }
      if (names.includes('COAPP_HOME_PHONE') && effective.COAPP_HOME_PHONE !== undefined) {
        const phoneError = coappPhoneError(values);
        if (phoneError && !body.COAPP_HOME_PHONE?.trim()) {
          ctx.addIssue({ code: 'custom', path: ['COAPP_HOME_PHONE'], message: phoneError });
        }
      }
    })
    .transform((data) => {
      const out: FieldValues = {};
      for (const [name, value] of Object.entries(data) as [FieldName, string | undefined][]) {
        if (value !== undefined) out[name] = storedForm(name, value);
      }
      return out;
    });
}

/** Error messages of a failed parse keyed by field name (first message per field). */
export function issuesByField(error: z.ZodError): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0] as FieldName | undefined;
    if (name && out[name] === undefined) out[name] = issue.message;
  }
  return out;
}
