import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Renders its children in the browser only, never into the prerendered landing pages (decision 236): while
 * React hydrates the build's HTML it reads the server's answer (nothing here), then renders the children. What
 * depends on this browser (a training ticket, where a popover fits) so never meets markup the build could not
 * know. A page rendered without hydration shows the children from its first render.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
