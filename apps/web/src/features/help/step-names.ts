// Short names of the steps for the desktop side panel's list (decision 215): the shared pages' here, each lender's
// pages' with its web lender module. Every page id has one (app/lender-registry.test.tsx), so a new page cannot
// appear in a stack without a name; pages that are never a step still get a plain name.
import type { MessageKey } from '../../i18n/messages';
import type { PageId } from '../../lib/domain';
import { lenderStepName, type WebLenderRegistry } from '../lenders/shared/web-lender';

const SHARED_STEP_NAMES: Partial<Record<PageId, MessageKey>> = {
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
  result: 'step.result',
};

/** A page's name in the list of steps: a shared page's, else the registered lender's that serves it. */
export function stepName(lenders: WebLenderRegistry, pageId: PageId): MessageKey | undefined {
  return SHARED_STEP_NAMES[pageId] ?? lenderStepName(lenders, pageId);
}
