// Short names of the steps for the desktop side panel's list (decision 215). Total over PageId so a new
// page cannot appear in a stack without a name; pages that are never a step still get a plain name.
import type { MessageKey } from '../../i18n/messages';
import type { PageId } from '../../lib/domain';

const REVIEW: MessageKey = 'step.review';

export const STEP_NAMES: Record<PageId, MessageKey> = {
  'policy-content': 'step.policy',
  'getting-started': 'step.verify',
  'about-you': 'step.aboutYou',
  resident: 'step.residence',
  financial: 'step.financial',
  'additional-financial': 'step.account',
  email: 'step.aboutYou',
  phone: 'step.aboutYou',
  id: 'step.financial',
  ssn: 'step.financial',
  summary: 'step.summary',
  'coapp-select': 'step.coapplicant',
  'coapp-about-you': 'step.coappAboutYou',
  'coapp-resident': 'step.coappResidence',
  'coapp-financial': 'step.coappFinancial',
  'app-select': 'step.appSelect',
  'cfna-submission': REVIEW,
  'gdyr-submission': REVIEW,
  'alnc-submission': REVIEW,
  'bigo-submission': REVIEW,
  'dignifi-submission': REVIEW,
  'aff-submission': REVIEW,
  'ezpy-submission': REVIEW,
  'mile-review': REVIEW,
  'gnes-submission': 'step.submit',
  'mile-submission': 'step.submit',
  'gemy-submission': 'step.partnerForm',
  'vers-waterfall': 'step.findProvider',
  'mile-prequal': 'step.offer',
  'aff-missing': 'step.missing',
  'ezpy-missing': 'step.missing',
  'ezpy-payment': 'step.payment',
  result: 'step.result',
  'aff-finalize': 'step.finalize',
  'aff-esign': 'step.sign',
  funded: 'step.result',
};
