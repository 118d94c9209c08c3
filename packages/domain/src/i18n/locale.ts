import { z } from 'zod';
import { LOCALES } from './locale-codes.js';

export * from './locale-codes.js';

export const localeSchema = z.enum(LOCALES, { error: `Unknown locale. Use one of: ${LOCALES.join(', ')}.` });
