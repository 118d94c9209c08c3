// The routes of the one path table (routes.ts). The landing screen is in the first bundle; every other
// screen is a React.lazy chunk so the landing page stays under the 100 KB gzipped budget (GUIDE).
// Declarative <Routes> rather than createBrowserRouter: the data router adds ~17 KB gzipped that the
// landing page would pay for features we do not use (loaders/actions); see docs/decisions/003-router.md.
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback';
import { ROUTES } from '../lib/routes';
import { AppLayout } from './app-layout';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from './not-found-page';
import { lazyWithTexts } from './lazy-with-texts';

const named = <K extends string>(loader: () => Promise<Record<K, ComponentType>>, key: K) =>
  lazyWithTexts(async () => (await loader())[key]);

const ShopSearchPage = named(() => import('../features/shop-search/shop-search-page'), 'ShopSearchPage');
const ApplyStepRoute = named(() => import('./apply-step-route'), 'ApplyStepRoute');
const LinkCodePage = named(() => import('../features/link-code/link-code-page'), 'LinkCodePage');
const HelpPage = named(() => import('../features/help/help-page'), 'HelpPage');
const PayTrainingPage = named(() => import('../features/pay-training/pay-training-page'), 'PayTrainingPage');
const AffDocusignPage = named(
  () => import('../features/lenders/amff/aff-docusign-demo-page'),
  'AffDocusignPage',
);
const TermTestingPage = named(
  () => import('../features/lenders/cfna/cfna-term-testing-page'),
  'TermTestingPage',
);

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
