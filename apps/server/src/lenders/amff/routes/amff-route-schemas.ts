import { z } from 'zod';
import { commonErrors, errorResponse } from '../../../routes/schemas.js';

/** The answers every AFF call beside the application may give besides 200 (lenders §7, §8). */
export const amffErrors = {
  ...commonErrors,
  401: errorResponse,
  409: errorResponse,
  502: errorResponse,
  504: errorResponse,
};

/** A string of at most `max` characters whose message names the field (the service checks the digits). */
export const digitsField = (name: string, max: number) =>
  z.string().max(max, `${name}: At most ${max} characters.`);
