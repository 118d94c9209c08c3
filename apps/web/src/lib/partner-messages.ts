// The one place the web app talks to a partner's page across origins (Synchrony's form, Versatile's widget, the
// e-sign frame). Why one place: a postMessage listener that forgets to compare the origin, or a sender that
// targets '*', lets any page that frames or opens ours forge a partner's answer or read what we send. Here the
// origin is compared by equality and the message's shape is checked before anything sees it; everything else
// is ignored. The lint rule in eslint.config.js forbids window message listeners and postMessage elsewhere.
//
// A message is never a decision: the page tells the server, and the server asks the partner (lenders §4).

/** Listens for messages from exactly `partnerOrigin` that pass `isExpected`; returns the unsubscribe. */
export function listenToPartner<T>(
  partnerOrigin: string,
  isExpected: (data: unknown) => data is T,
  onMessage: (data: T) => void,
): () => void {
  const expectedOrigin = originOf(partnerOrigin);
  const listener = (event: MessageEvent) => {
    if (!expectedOrigin || event.origin !== expectedOrigin) return;
    if (!isExpected(event.data)) return;
    onMessage(event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/** Sends `message` to a partner frame or window, only if it is (still) showing `partnerOrigin`. */
export function postToPartner(
  target: Window | null | undefined,
  partnerOrigin: string,
  message: unknown,
): void {
  const targetOrigin = originOf(partnerOrigin);
  if (!target || !targetOrigin) return;
  target.postMessage(message, targetOrigin);
}

/** The serialised origin of a URL ('' when it is not an absolute http(s) URL), so config may give a base URL. */
export function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}
