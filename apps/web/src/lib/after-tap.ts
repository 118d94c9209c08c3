// A tap on a button blurs the field before it; an error shown on that blur pushes the button down before the
// finger lifts, and the tap lands on nothing (Confirm SSN's error moved Next 79 px). So a blur
// that a pointer press caused shows its outcome only once that press is over: the press's click reaches the
// button it started on, and the layout moves after.
let pressed = false;
const waiting: (() => void)[] = [];

function release() {
  if (!pressed) return;
  pressed = false;
  // The click of this press is dispatched right after pointerup, in the same task: run after it.
  window.setTimeout(() => {
    for (const run of waiting.splice(0)) run();
  }, 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  window.addEventListener('pointerup', release, { capture: true });
  window.addEventListener('pointercancel', release, { capture: true });
}

/** Runs `run` now, or once the pointer press under way is over (after its click). */
export function afterTap(run: () => void): void {
  if (pressed) waiting.push(run);
  else run();
}
