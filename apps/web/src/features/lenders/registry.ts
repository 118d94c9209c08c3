// The lenders of the web app, one entry each (GUIDE 9). A lender's screens, result view and the parts it adds to
// shared screens live in its own folder (features/lenders/<code>/<code>-lender.ts); the step table, the result
// page and the side panel's step names are derived from this list, so adding a lender is its folder plus its
// import and entry here.
import type { WebLenderRegistry } from './shared/web-lender';
import { sealAddedWebLenders } from './shared/added-web-lenders';
import { cfnaLender } from './cfna/cfna-lender';
import { gdyrLender } from './gdyr/gdyr-lender';
import { alncLender } from './alnc/alnc-lender';
import { bigoLender } from './bigo/bigo-lender';
import { cfssLender } from './cfss/cfss-lender';
import { gnesLender } from './gnes/gnes-lender';
import { gemyLender } from './gemy/gemy-lender';
import { amffLender } from './amff/amff-lender';
import { ezpyLender } from './ezpy/ezpy-lender';
import { mileLender } from './mile/mile-lender';
import { versLender } from './vers/vers-lender';

export const WEB_LENDERS: WebLenderRegistry = [
  cfnaLender,
  gdyrLender,
  alncLender,
  bigoLender,
  cfssLender,
  gnesLender,
  gemyLender,
  amffLender,
  ezpyLender,
  mileLender,
  versLender,
  // Then any a composition added at start-up (the e2e's test lender, docs/decisions/312).
  ...sealAddedWebLenders(),
];
