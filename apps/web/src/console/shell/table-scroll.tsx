import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen. The scrolling box is a named region a keyboard user can
 * focus and scroll with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
