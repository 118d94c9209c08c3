// The guided popovers of one page in training mode (lenders §4 "Guided popovers on each page"): the page's
// steps from the catalogue of the language on screen (i18n/<locale>/training.ts, keyed by page id), one at a time; Got it shows the next,
// Dismiss ends the page's guide for the training visit. A new page starts its own guide.
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { TRAINING_GUIDES as ENGLISH_GUIDES } from '../../i18n/en/training';
import { TRAINING_GUIDES as SPANISH_GUIDES } from '../../i18n/es/training';
import { useLocale } from '../../i18n/language';
import { GuidePopover } from './guide-popover';

/** The page id a training path shows: the apply step, or the landing and shop search screens. */
export function trainingPageId(pathname: string): string | null {
  const step = /^\/fm-train\/apply\/([^/]+)/.exec(pathname);
  if (step) return decodeURIComponent(step[1]!);
  if (pathname === '/fm-train' || pathname === '/fm-train/') return 'landing';
  if (pathname === '/fm-train/shop-search') return 'shop-search';
  return null;
}

export function TrainingGuide({ pageId }: { pageId: string }) {
  const m = useMessages();
  const guides = useLocale() === 'es' ? SPANISH_GUIDES : ENGLISH_GUIDES;
  const steps = guides[pageId] ?? [];
  // Each page keeps its place for the whole training visit: a page seen for the first time starts at its first
  // step, and a guide the associate dismissed (index past the end) stays dismissed, also when the journey
  // passes through the page again (a redirect through the summary and back must not bring it back).
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  const index = progress[pageId] ?? 0;
  const setIndex = (next: number) => setProgress((current) => ({ ...current, [pageId]: next }));
  const step = steps[index];
  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <GuidePopover
      key={`${pageId}-${index}`}
      anchor={step.anchor}
      title={step.title}
      progress={
        steps.length > 1 ? m('training.progress', { current: index + 1, total: steps.length }) : undefined
      }
      onNext={last ? undefined : () => setIndex(index + 1)}
      onDismiss={() => setIndex(steps.length)}
      testId="training-guide"
    >
      <p>{step.text}</p>
    </GuidePopover>
  );
}
