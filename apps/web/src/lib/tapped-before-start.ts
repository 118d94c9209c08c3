// Decision 244. A prerendered page (decisions 236 and 239) shows its buttons before its code has run, and a tap
// on one then did nothing: hydration keeps the element but not the tap, so the footer's Privacy Policy stayed
// shut on a phone that tapped it while the app was still loading its texts. The app listens from the moment its
// code runs; once it has hydrated the page it taps the same button again. A page rendered afresh (another
// language) has replaced its buttons, so nothing is tapped there. Links need none of this: the browser follows
// them.

let tapped: HTMLButtonElement | null = null;
let stopListening: (() => void) | undefined;

/** Starts remembering the last button of `container` tapped before the app takes the page over. */
export function listenForTapsBeforeStart(container: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && container.contains(button)) tapped = button;
  };
  container.addEventListener('click', onClick, true);
  stopListening = () => container.removeEventListener('click', onClick, true);
}

/**
 * Stops listening (from here on the app handles taps itself) and returns the replay: the button tapped before,
 * tapped again once, if the app kept it on the page.
 */
export function takeTapBeforeStart(): () => void {
  stopListening?.();
  stopListening = undefined;
  let button = tapped;
  tapped = null;
  return () => {
    if (button?.isConnected && !button.disabled) button.click();
    button = null;
  };
}
