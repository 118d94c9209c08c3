// A page of a lender's own outside the journey (a demo or test page the spec names, lenders §2), at a path of
// its own. The lender's folder declares its pages in `<code>-own-pages.ts` (export `ownPages`), which its
// WebLender lists; the router finds the same files by name (decision 310), because it is in the first bundle,
// which the registry and its lenders must not join.
import type { ComponentType } from 'react';

export interface LenderOwnPage {
  /** Its path, outside the journey's routes (routes.ts). */
  readonly path: string;
  /** Its screen, a chunk of its own. */
  readonly load: () => Promise<ComponentType>;
}
