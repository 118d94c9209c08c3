import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { wholeCatalogue } from '../i18n/language';

/**
 * A component loaded when first rendered, together with the whole catalogue of the language on screen: a
 * prerendered landing page starts with only its first screen's texts (decision 236), and any other screen,
 * overlay or panel may read any text.
 */
export function lazyWithTexts<P extends object>(
  loader: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [component] = await Promise.all([loader(), wholeCatalogue()]);
    return { default: component };
  });
}
