import { describe, expect, it } from 'vitest';
import { clearOfObstacles, type Box } from './keep-clear-of';

// A 320×568 phone: the field under the heading, the popover placed below it by flip (8 px gap).
const field: Box = { x: 16, y: 180, width: 288, height: 50 };
const popover: Box = { x: 8, y: 238, width: 304, height: 230 };
const viewport = { top: 8, bottom: 560 };
const gap = 8;
const button = (y: number): Box => ({ x: 16, y, width: 288, height: 54 });

describe('clearOfObstacles', () => {
  it('leaves the popover where it is when no primary button is under it', () => {
    expect(clearOfObstacles({ popover, field, obstacles: [button(600)], viewport, gap })).toBe(238);
  });

  it('goes to the other side of the field when it fits on screen there', () => {
    const low = { ...field, y: 300 };
    const placed = { ...popover, y: 358 };
    expect(clearOfObstacles({ popover: placed, field: low, obstacles: [button(420)], viewport, gap })).toBe(
      300 - 8 - 230,
    );
  });

  it('steps past the button, away from the field, when the other side has no room (the page scrolls)', () => {
    const y = clearOfObstacles({ popover, field, obstacles: [button(350), button(420)], viewport, gap });
    expect(y).toBe(420 + 54 + 8);
  });

  it('never covers the field: every position is wholly on one side of it', () => {
    for (const buttonY of [240, 300, 400, 460]) {
      const y = clearOfObstacles({ popover, field, obstacles: [button(buttonY)], viewport, gap });
      expect(y >= field.y + field.height || y + popover.height <= field.y).toBe(true);
    }
  });

  it('above the field, stays put rather than leave the top of the screen', () => {
    const low = { ...field, y: 400 };
    const above = { ...popover, y: 400 - 8 - 230 };
    // Below the field there is no room (458 + 230 > 560); past the button upwards would start at -38.
    expect(clearOfObstacles({ popover: above, field: low, obstacles: [button(200)], viewport, gap })).toBe(
      162,
    );
  });
});
