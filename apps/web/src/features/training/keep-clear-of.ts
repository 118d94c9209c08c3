// docs/decisions/101: on a phone the guide popover never covers the field it explains (flip/shift/size see to
// that) and should not hide the page's primary button either (Next, Submit: what the associate presses once
// the guide is read). Floating UI knows only the field and the screen, so this middleware, run after flip,
// shift and size, moves the placed popover off a primary button it would cover. The field always wins: every
// position tried lies wholly on one side of it.
import type { Middleware } from '@floating-ui/react-dom';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ClearOfInput {
  /** Where flip/shift/size left the popover. */
  popover: Box;
  /** The field it explains. */
  field: Box;
  /** The page's primary buttons. */
  obstacles: readonly Box[];
  /** The visible screen: a position outside it is a popover the associate cannot read. */
  viewport: { top: number; bottom: number };
  gap: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The popover's top edge (all boxes in one coordinate space): where it is when it covers no obstacle; else the
 * other side of the field when the popover fits there on screen and covers nothing; else just past the
 * obstacles on its own side, away from the field (the page scrolls to it; the field and the button stay free).
 * Above the field, "past" must stay below the screen's top, or the popover stays where it was.
 */
export function clearOfObstacles({ popover, field, obstacles, viewport, gap }: ClearOfInput): number {
  const covers = (y: number) => obstacles.some((obstacle) => intersects({ ...popover, y }, obstacle));
  if (!covers(popover.y)) return popover.y;

  const below = popover.y >= field.y + field.height;
  const otherSide = below ? field.y - gap - popover.height : field.y + field.height + gap;
  const fitsOnScreen = otherSide >= viewport.top && otherSide + popover.height <= viewport.bottom;
  if (fitsOnScreen && !covers(otherSide)) return otherSide;

  // Step past each obstacle in the way, nearest first, until nothing is covered.
  const inTheWay = [...obstacles].sort((a, b) => (below ? a.y - b.y : b.y - a.y));
  let y = popover.y;
  for (const obstacle of inTheWay) {
    if (!intersects({ ...popover, y }, obstacle)) continue;
    y = below ? obstacle.y + obstacle.height + gap : obstacle.y - gap - popover.height;
  }
  if (!below && y < viewport.top) return popover.y;
  return y;
}

/** The elements matching `selector` that are on the page and rendered, outside the popover itself. */
function visibleMatches(selector: string, floating: Element): Element[] {
  return [...document.querySelectorAll(selector)].filter((element) => {
    if (floating.contains(element)) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  });
}

/** Floating UI middleware: keeps the popover off the elements matching `selector` (see clearOfObstacles). */
export function keepClearOf(selector: string, gap: number): Middleware {
  return {
    name: 'keepClearOf',
    fn({ x, y, rects, elements }) {
      // Floating UI's coordinates are relative to the popover's offset parent; the obstacles are measured on
      // screen, so both are taken relative to the field, whose box is known in both spaces.
      const fieldOnScreen = elements.reference.getBoundingClientRect();
      const toLayout = (rect: DOMRect): Box => ({
        x: rect.left - fieldOnScreen.left + rects.reference.x,
        y: rect.top - fieldOnScreen.top + rects.reference.y,
        width: rect.width,
        height: rect.height,
      });
      const obstacles = visibleMatches(selector, elements.floating).map((element) =>
        toLayout(element.getBoundingClientRect()),
      );
      if (obstacles.length === 0) return {};
      const screenTop = rects.reference.y - fieldOnScreen.top;
      const screenHeight = window.visualViewport?.height ?? window.innerHeight;
      const clearY = clearOfObstacles({
        popover: { x, y, width: rects.floating.width, height: rects.floating.height },
        field: rects.reference,
        obstacles,
        viewport: { top: screenTop + gap, bottom: screenTop + screenHeight - gap },
        gap,
      });
      return clearY === y ? {} : { y: clearY };
    },
  };
}
