// Co-applicant texts (spec §2 screen 10, §5, §8 'Phone Number Error').
import type { coapplicantMessages as english } from '../en/coapplicant';
import type { Translation } from '../translation';

export const coapplicantMessages: Translation<typeof english> = {
  'coapp.phoneErrorTitle': 'Error en el número de teléfono',
  'coapp.phoneError': 'Debe proporcionar al menos un número de teléfono.',
  'coapp.phonesHint': 'Proporcione al menos un número de teléfono: de casa, celular o del trabajo.',
};
