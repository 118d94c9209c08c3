// A guided training popover (lenders §4 "Training and demo mode": guided popovers on each page, popover
// adjustment delay 500 ms; pay training hides its popover 200 ms between steps). It sits beside the element it
// explains and tells the associate what to do there and why. Built on Floating UI so that on a phone it flips
// to whichever side has room, slides sideways to stay on screen and shrinks (scrolling inside) rather than
// overlap the field it explains; and it moves off the page's primary button where it can (keep-clear-of.ts).
//
// Accessibility: a non-modal dialog labelled by its title and described by its text; it does not steal focus
// (the associate keeps typing in the field), its buttons are ordinary focusable buttons right after the page
// content in reading order, and Escape closes it while focus is in it or in the field it explains.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react-dom';
import { useMessages } from '../../i18n/messages';
import { keepClearOf } from './keep-clear-of';

/** lenders §4: the popover re-adjusts its position 500 ms after the page's layout has changed. */
export const POPOVER_ADJUSTMENT_DELAY_MS = 500;

/** lenders §4: pay training hides its popover 200 ms between steps. */
export const PAY_TRAINING_STEP_HIDE_MS = 200;

/** Space kept between the popover and the field, and from the screen's edges. */
const GAP_PX = 8;
const EDGE_PX = 8;

/**
 * Where the popover must fit: the screen alone. Left to Floating UI ('clippingAncestors'), the boundary would
 * be the popover's own layer (global.css), which clips sideways and has no height, and the popover would be
 * squeezed to nothing. The layer's ancestors are static, so the screen is all that clipped it before the layer.
 */
const SCREEN_ONLY = { boundary: [], padding: EDGE_PX };

/** The page's primary buttons (Next, Submit …), which the popover keeps clear of where it can. */
const PRIMARY_BUTTONS = 'main .button-primary';

/**
 * The element a popover explains: the element itself, or CSS selectors looked up in the document, tried in
 * order ('#field, #page-heading': the field, else the heading).
 */
export type GuideAnchor = Element | string | null;

export interface GuidePopoverProps {
  /** The element the popover explains. Nothing is shown while it is missing from the page. */
  anchor: GuideAnchor;
  /** What the associate does there (the popover's accessible name). */
  title: string;
  /** Why: the explanation read after the title. */
  children: ReactNode;
  /** Called by Got it, Dismiss and Escape. */
  onDismiss: () => void;
  /** Shown beside Got it when the page has more popovers (e.g. '2 of 4'). */
  progress?: string;
  /**
   * Called by Got it when given (the next popover on the page); without it Got it dismisses. Dismiss always
   * ends the page's guide.
   */
  onNext?: () => void;
  /** Preferred side; Floating UI flips to the other side when there is no room. Default below the field. */
  placement?: Extract<Placement, 'top' | 'bottom' | 'top-start' | 'bottom-start' | 'top-end' | 'bottom-end'>;
  /** A page hides its popover between steps (see useHiddenBetweenSteps) without losing its place. */
  hidden?: boolean;
  /** Set on the root, e.g. for the pay-training step name. */
  testId?: string;
}

/** Finds the anchor element; a selector is looked up again when the page re-renders it. */
function resolveAnchor(anchor: GuideAnchor): Element | null {
  if (!anchor) return null;
  if (typeof anchor !== 'string') return anchor;
  // A list is tried in order (the field, else the page heading); querySelector would take whichever comes
  // first in the document, which is the heading above the field.
  for (const selector of anchor.split(',')) {
    const found = document.querySelector(selector.trim());
    if (found) return found;
  }
  return null;
}

/**
 * Runs `update` once the layout has been still for `delayMs` (lenders §4 adjustment delay): a virtual
 * keyboard opening or a panel growing re-places the popover once, after it settles, instead of making it
 * jump on every frame. Returns the trigger, the hold a press on the popover takes, and a cancel for cleanup.
 *
 * A re-placement that falls due while the popover is pressed waits for the release (decision 257): moved between
 * a finger's down and up, the tap would end beside the button it was aimed at and do nothing. After the release
 * it runs on the next task, once the tap's click has landed.
 */
export function createAdjustmentScheduler(update: () => void, delayMs = POPOVER_ADJUSTMENT_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let dueWhileHeld = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule() {
      clear();
      timer = setTimeout(() => {
        timer = undefined;
        if (held) dueWhileHeld = true;
        else update();
      }, delayMs);
    },
    /** A press on the popover began. */
    hold() {
      held = true;
    },
    /** The press ended (anywhere on the page). */
    release() {
      held = false;
      if (!dueWhileHeld) return;
      dueWhileHeld = false;
      clear();
      timer = setTimeout(() => {
        timer = undefined;
        update();
      }, 0);
    },
    cancel() {
      clear();
      held = false;
      dueWhileHeld = false;
    },
  };
}

/**
 * Hides a popover for `hideMs` each time `stepKey` changes (pay training: 200 ms between steps), so the old
 * text never shows beside the new step's field. The popover is shown again without anyone having to wait
 * for it: the first step is visible at once.
 */
export function useHiddenBetweenSteps(stepKey: string, hideMs = PAY_TRAINING_STEP_HIDE_MS): boolean {
  const [shownKey, setShownKey] = useState(stepKey);
  const hidden = shownKey !== stepKey;
  useEffect(() => {
    if (!hidden) return;
    const timer = setTimeout(() => setShownKey(stepKey), hideMs);
    return () => clearTimeout(timer);
  }, [hidden, stepKey, hideMs]);
  return hidden;
}

export function GuidePopover({
  anchor,
  title,
  children,
  onDismiss,
  onNext,
  progress,
  placement = 'bottom',
  hidden = false,
  testId,
}: GuidePopoverProps) {
  const m = useMessages();
  const titleId = useId();
  const textId = useId();
  const [floatingEl, setFloatingEl] = useState<HTMLElement | null>(null);
  const [lookup, setLookup] = useState(() => ({ anchor, element: resolveAnchor(anchor) }));
  if (lookup.anchor !== anchor) setLookup({ anchor, element: resolveAnchor(anchor) });
  const reference = lookup.element;
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  // A selector's element may appear after the popover (a lazy screen, a field shown by an answer) or be
  // replaced by a re-render: look it up once the page has rendered and again whenever the page changes.
  useEffect(() => {
    if (typeof anchor !== 'string') return;
    const check = () => {
      const element = resolveAnchor(anchor);
      setLookup((current) =>
        current.anchor === anchor && current.element === element ? current : { anchor, element },
      );
    };
    queueMicrotask(check);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [anchor]);

  const { floatingStyles, update, isPositioned } = useFloating({
    placement,
    strategy: 'absolute',
    elements: { reference, floating: floatingEl },
    middleware: [
      offset(GAP_PX),
      // Only to the opposite side (never left/right of a full-width field on a phone, which would cover it).
      flip({ ...SCREEN_ONLY, crossAxis: false, fallbackAxisSideDirection: 'none' }),
      // Slide along the field's edge to stay on screen; shift never moves it across the field.
      shift(SCREEN_ONLY),
      // Never taller than the room on its side: a long text scrolls inside instead of covering the field.
      size({
        ...SCREEN_ONLY,
        apply({ availableHeight, availableWidth, elements }) {
          Object.assign(elements.floating.style, {
            maxHeight: `${Math.max(0, Math.floor(availableHeight))}px`,
            maxWidth: `${Math.max(0, Math.min(availableWidth, 360))}px`,
          });
        },
      }),
      // Last, on the final box: off the page's primary button, still beside the field (keep-clear-of.ts).
      keepClearOf(PRIMARY_BUTTONS, GAP_PX),
    ],
    // Scrolling keeps it attached at once; a change of layout re-places it after the adjustment delay.
    whileElementsMounted(referenceEl, floatingEl, updatePosition) {
      const immediate = autoUpdate(referenceEl, floatingEl, updatePosition, {
        ancestorScroll: true,
        ancestorResize: false,
        elementResize: false,
        layoutShift: false,
      });
      const scheduler = createAdjustmentScheduler(updatePosition);
      const settled = autoUpdate(referenceEl, floatingEl, scheduler.schedule, {
        ancestorScroll: false,
        ancestorResize: true,
        elementResize: typeof ResizeObserver === 'function',
        layoutShift: typeof IntersectionObserver === 'function',
      });
      const viewport = window.visualViewport;
      viewport?.addEventListener('resize', scheduler.schedule);
      floatingEl.addEventListener('pointerdown', scheduler.hold);
      window.addEventListener('pointerup', scheduler.release);
      window.addEventListener('pointercancel', scheduler.release);
      return () => {
        immediate();
        settled();
        scheduler.cancel();
        viewport?.removeEventListener('resize', scheduler.schedule);
        floatingEl.removeEventListener('pointerdown', scheduler.hold);
        window.removeEventListener('pointerup', scheduler.release);
        window.removeEventListener('pointercancel', scheduler.release);
      };
    },
  });

  useEffect(() => {
    if (hidden || !reference) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = event.target as Node | null;
      const inPopover = !!floatingEl && !!target && floatingEl.contains(target);
      const inField = !!target && reference.contains(target);
      if (!inPopover && !inField) return;
      event.preventDefault();
      onDismissRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hidden, reference, floatingEl]);

  // Coming back from hidden, the layout may have changed under it.
  useEffect(() => {
    if (!hidden && reference) update();
  }, [hidden, reference, update]);

  if (hidden || !reference) return null;

  return (
    // The layer is the popover's containing block: the page's width, clipped sideways (global.css, decision 247).
    <div className="guide-popover-layer">
      <div
        ref={setFloatingEl}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="guide-popover"
        data-testid={testId}
        data-positioned={isPositioned ? 'true' : 'false'}
        style={{ ...floatingStyles, visibility: isPositioned ? 'visible' : 'hidden' }}
      >
        <p className="guide-popover-title" id={titleId}>
          {title}
        </p>
        <div className="guide-popover-text" id={textId}>
          {children}
        </div>
        <div className="guide-popover-actions">
          {progress ? <span className="guide-popover-progress">{progress}</span> : null}
          <button type="button" className="link-button" onClick={onDismiss}>
            {m('training.dismiss')}
          </button>
          <button type="button" className="button button-small" onClick={onNext ?? onDismiss}>
            {m('training.gotIt')}
          </button>
        </div>
      </div>
    </div>
  );
}
