// The guided popovers of one page in training mode (lenders §4 "Guided popovers on each page"): the page's
// steps from the catalogue (i18n/en/training.ts, keyed by page id), one at a time; Got it shows the next,
// Dismiss ends the page's guide. A new page starts its own guide.
import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { TRAINING_GUIDES } from '../../i18n/en/training';
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
  const steps = TRAINING_GUIDES[pageId] ?? [];
  // Keyed by page: coming to a page starts at its first step; Dismiss (index past the end) holds for the page.
  const [position, setPosition] = useState({ pageId, index: 0 });
  if (position.pageId !== pageId) setPosition({ pageId, index: 0 });
  const index = position.pageId === pageId ? position.index : 0;
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
      onNext={last ? undefined : () => setPosition({ pageId, index: index + 1 })}
      onDismiss={() => setPosition({ pageId, index: steps.length })}
      testId="training-guide"
    >
      <p>{step.text}</p>
    </GuidePopover>
  );
}
