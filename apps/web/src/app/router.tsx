// The routes of the one path table (routes.ts). The landing screen is in the first bundle; every other
// screen is a React.lazy chunk so the landing page stays under the 100 KB gzipped budget (GUIDE).
// Declarative <Routes> rather than createBrowserRouter: the data router adds ~17 KB gzipped that the
// landing page would pay for features we do not use (loaders/actions); see docs/decisions/003-router.md.
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback';
import type { CataloguePart } from '../i18n/catalogue-parts';
import { ROUTES } from '../lib/routes';
import { AppLayout } from './app-layout';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from './not-found-page';
import { lazyWithTexts, preloadQuietly, type LazyWithTexts } from '../lib/lazy-with-texts';
import type { LenderOwnPage } from '../features/lenders/shared/lender-own-page';

/** A screen in its own chunk, rendered once loaded with `texts`, the part of the catalogue it reads. */
interface LazyScreen {
  texts: CataloguePart;
  Screen: LazyWithTexts<object>;
}

function lazyScreen(load: () => Promise<ComponentType>, texts: CataloguePart = 'whole'): LazyScreen {
  return { texts, Screen: lazyWithTexts(load, texts) };
}

// Decision 239: the shop search screen is prerendered and hydrates with its own part of the catalogue.
const shopSearch = lazyScreen(
  async () => (await import('../features/shop-search/shop-search-page')).ShopSearchPage,
  'shop-search',
);
// The step the address names loads with the route, so the route's first render shows it, not a spinner held
// on screen by React for 300 ms (decision 251).
const applyStep = lazyScreen(async () => {
  const { ApplyStepRoute, preloadStep } = await import('./apply-step-route');
  await preloadStep(stepInAddress());
  return ApplyStepRoute;
});

/** The step id of the address the browser is on (the route loads after the address changed). */
function stepInAddress(): string | undefined {
  const { pathname } = window.location;
  const match = matchPath(ROUTES.applyStep, pathname) ?? matchPath(ROUTES.trainingApplyStep, pathname);
  return match?.params.stateId;
}
const linkCode = lazyScreen(async () => (await import('../features/link-code/link-code-page')).LinkCodePage);
const help = lazyScreen(async () => (await import('../features/help/help-page')).HelpPage);

/**
 * The lenders' own pages outside the journey (demo and test pages), each declared in its lender's folder
 * (decision 310). Found by file name, so the first bundle takes these few lines and not the registry, whose
 * WebLenders list the same pages.
 */
export const LENDER_OWN_PAGES: readonly LenderOwnPage[] = Object.values(
  import.meta.glob<readonly LenderOwnPage[]>('../features/lenders/*/*-own-pages.ts', {
    eager: true,
    import: 'ownPages',
  }),
).flat();

/** Every path whose screen is its own chunk: the routes below, and what `preloadScreen` fetches early. */
const LAZY_ROUTES: readonly (readonly [string, LazyScreen])[] = [
  [ROUTES.shopSearch, shopSearch],
  [ROUTES.trainingShopSearch, shopSearch],
  [ROUTES.applyStep, applyStep],
  [ROUTES.trainingApplyStep, applyStep],
  [ROUTES.link, linkCode],
  [ROUTES.trainingLink, linkCode],
  [ROUTES.help, help],
  [ROUTES.trainingHelp, help],
  [
    ROUTES.payTraining,
    lazyScreen(async () => (await import('../features/pay-training/pay-training-page')).PayTrainingPage),
  ],
  ...LENDER_OWN_PAGES.map((page) => [page.path, lazyScreen(page.load)] as const),
];

function lazyScreenAt(pathname: string): LazyScreen | undefined {
  return LAZY_ROUTES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}

/**
 * Starts loading the screen a page opens on while its catalogue loads (decision 236): otherwise the screen's
 * chunk is only asked for once the first render, which waits for the catalogue, reaches it. Resolves once the
 * chunk is in, or has failed: a failure shows when the screen renders and loads it again.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = lazyScreenAt(pathname);
  return screen ? preloadQuietly(screen.Screen) : Promise.resolve();
}

/** The part of the catalogue the screen at this path reads; none for a screen in the first bundle. */
export function screenTexts(pathname: string): CataloguePart | undefined {
  return lazyScreenAt(pathname)?.texts;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={ROUTES.landing} element={<LandingPage />} />
          <Route path={ROUTES.trainingLanding} element={<LandingPage />} />
          {LAZY_ROUTES.map(([path, { Screen }]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
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
