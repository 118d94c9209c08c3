// The routes of the one path table (routes.ts). The landing screen is in the first bundle; every other
// screen is a React.lazy chunk so the landing page stays under the 100 KB gzipped budget (GUIDE).
// Declarative <Routes> rather than createBrowserRouter: the data router adds ~17 KB gzipped that the
// landing page would pay for features we do not use (loaders/actions); see docs/decisions/003-router.md.
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback';
import { ROUTES } from '../lib/routes';
import { AppLayout } from './app-layout';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from './not-found-page';
import { lazyWithTexts } from './lazy-with-texts';

/** A screen's chunk and the name of its component in it. */
interface LazyScreen<K extends string> {
  load: () => Promise<Record<K, ComponentType>>;
  key: K;
}

const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, key: K): LazyScreen<K> => ({
  load,
  key,
});
const named = <K extends string>({ load, key }: LazyScreen<K>) =>
  lazyWithTexts(async () => (await load())[key]);

const shopSearch = screen(() => import('../features/shop-search/shop-search-page'), 'ShopSearchPage');
const applyStep = screen(() => import('./apply-step-route'), 'ApplyStepRoute');
const linkCode = screen(() => import('../features/link-code/link-code-page'), 'LinkCodePage');
const help = screen(() => import('../features/help/help-page'), 'HelpPage');

const ShopSearchPage = named(shopSearch);
const ApplyStepRoute = named(applyStep);
const LinkCodePage = named(linkCode);
const HelpPage = named(help);
const PayTrainingPage = named(
  screen(() => import('../features/pay-training/pay-training-page'), 'PayTrainingPage'),
);
const AffDocusignPage = named(
  screen(() => import('../features/lenders/amff/aff-docusign-demo-page'), 'AffDocusignPage'),
);
const TermTestingPage = named(
  screen(() => import('../features/lenders/cfna/cfna-term-testing-page'), 'TermTestingPage'),
);

// The screens a texted link or a reload opens directly, by their paths.
const SCREENS_BY_PATH: readonly [string, LazyScreen<string>][] = [
  [ROUTES.shopSearch, shopSearch],
  [ROUTES.trainingShopSearch, shopSearch],
  [ROUTES.applyStep, applyStep],
  [ROUTES.trainingApplyStep, applyStep],
  [ROUTES.link, linkCode],
  [ROUTES.trainingLink, linkCode],
  [ROUTES.help, help],
  [ROUTES.trainingHelp, help],
];

/**
 * Starts loading the screen a page opens on while its catalogue loads (decision 236): otherwise the screen's
 * chunk is only asked for once the first render, which waits for the catalogue, reaches it.
 */
export function preloadScreen(pathname: string): void {
  const match = SCREENS_BY_PATH.find(([pattern]) => matchPath(pattern, pathname));
  void match?.[1].load().catch(() => undefined); // a failure shows when the screen renders and loads it again
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={ROUTES.landing} element={<LandingPage />} />
          <Route path={ROUTES.shopSearch} element={<ShopSearchPage />} />
          <Route path={ROUTES.applyStep} element={<ApplyStepRoute />} />
          <Route path={ROUTES.link} element={<LinkCodePage />} />
          <Route path={ROUTES.trainingLanding} element={<LandingPage />} />
          <Route path={ROUTES.trainingShopSearch} element={<ShopSearchPage />} />
          <Route path={ROUTES.trainingApplyStep} element={<ApplyStepRoute />} />
          <Route path={ROUTES.trainingLink} element={<LinkCodePage />} />
          <Route path={ROUTES.help} element={<HelpPage />} />
          <Route path={ROUTES.trainingHelp} element={<HelpPage />} />
          <Route path={ROUTES.payTraining} element={<PayTrainingPage />} />
          <Route path={ROUTES.affDocusign} element={<AffDocusignPage />} />
          <Route path={ROUTES.cfnaTermTesting} element={<TermTestingPage />} />
          <Route path={ROUTES.notFound} element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
