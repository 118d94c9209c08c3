import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CataloguePart } from '../i18n/catalogue-parts';
import { catalogueTexts, hasCatalogueTexts } from '../i18n/language';

/** A lazy component that can also be fetched ahead of its first render. */
export type LazyWithTexts<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the component's chunk; resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component loaded when first rendered, together with the texts it reads in the language on screen: a
 * prerendered page starts with only the parts of the catalogue its first render reads (decisions 236 and 239),
 * and any other screen, overlay or panel may read any text, so the whole catalogue unless told a part.
 *
 * Once its chunk and texts are in (`preload`, then the catalogue), the first render shows it in the same pass:
 * React.lazy takes a thenable's value at once when the thenable hands it over at once. So the build's
 * renderToString writes a prerendered screen, not its fallback, and the browser's hydration meets the same
 * screen, never a suspended one (decision 239).
 */
export function lazyWithTexts<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  texts: CataloguePart = 'whole',
): LazyWithTexts<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => (loaded = await loader());
  const component = lazy(() => {
    if (loaded && hasCatalogueTexts(texts)) return alreadyLoaded({ default: loaded });
    return Promise.all([preload(), catalogueTexts(texts)]).then(([screen]) => ({ default: screen }));
  });
  return Object.assign(component, { preload });
}

/** A thenable that calls back at once, where a promise would wait for the next microtask. */
function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => alreadyLoaded(onFulfilled ? onFulfilled(value) : value) as never,
  };
  return thenable as Promise<T>;
}

/**
 * Fetches a lazy component's chunk ahead of its first render, never rejecting: a chunk that did not load is
 * asked for again when the component renders, which says so.
 */
export function preloadQuietly(component: { preload: () => Promise<unknown> }): Promise<void> {
  return component.preload().then(ignore, ignore);
}

const ignore = () => undefined;
