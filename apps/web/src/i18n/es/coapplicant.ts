import { MESSAGES_ES } from '@ttapply/domain';
// Co-applicant texts (spec §2 screen 10, §5, §8 'Phone Number Error').
import type { coapplicantMessages as english } from '../en/coapplicant';
import type { Translation } from '../translation';

export const coapplicantMessages: Translation<typeof english> = {
  'coapp.phoneErrorTitle': MESSAGES_ES.coappPhoneTitle,
  'coapp.phoneError': MESSAGES_ES.coappPhoneRequired,
  'coapp.phonesHint': 'Proporcione al menos un número de teléfono: de casa, celular o del trabajo.',
};
