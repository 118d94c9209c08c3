// The side panel a chosen shop brings (decisions 215 and 216): the application's steps and the shop's contact.
// Its own chunk, loaded once a shop is chosen: the step list runs the domain's journey rules, which the landing
// page's first paint does not need (decision 236).
import { matchPath } from 'react-router';
import { useMessages } from '../i18n/messages';
import type { Shop } from '../lib/api-types';
import { ROUTES } from '../lib/routes';
import { ShopContact } from '../features/help/shop-contact';
import { StepList, useJourneyProgress } from '../features/help/journey-progress';
import { WebLendersContext } from '../features/lenders/shared/web-lender';
import { WEB_LENDERS } from '../features/lenders/registry';

/** The application page in the path, if any (the side panel lists its steps). */
function stepInPath(pathname: string): string | undefined {
  const match = matchPath(ROUTES.applyStep, pathname) ?? matchPath(ROUTES.trainingApplyStep, pathname);
  return match?.params.stateId;
}

export function JourneyAside({ pathname, shop }: { pathname: string; shop: Shop }) {
  const m = useMessages();
  const progress = useJourneyProgress(stepInPath(pathname));
  return (
    <aside className="journey-aside" aria-label={m('progress.asideLabel')}>
      {progress ? (
        // The registered lenders name their own pages in the list.
        <WebLendersContext value={WEB_LENDERS}>
          <StepList view={progress} />
        </WebLendersContext>
      ) : null}
      <ShopContact shop={shop} />
    </aside>
  );
}
