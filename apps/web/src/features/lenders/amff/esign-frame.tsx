// AFF's signing page in a frame from the lenders' origin (lenders §4 AFF step 4). When AFF is done it sends
// the frame to our own return page; the frame is then same-origin and its address readable. That arrival
// only prompts our server to ask AFF (GUIDE 12); no message from the frame is read or trusted.
import { useRef } from 'react';
import { useMessages } from '../../../i18n/messages';

/** The path of the server's return page (apps/server/src/routes/aff-esign-return.ts). */
export const ESIGN_RETURN_PATH = '/aff/esign-return';

/** The frame's address once it is back on our origin at the return page; undefined while on AFF's page. */
export function returnedLocation(frame: HTMLIFrameElement | null): URL | undefined {
  try {
    const href = frame?.contentWindow?.location.href;
    if (!href || href === 'about:blank') return undefined;
    const url = new URL(href);
    return url.origin === window.location.origin && url.pathname === ESIGN_RETURN_PATH ? url : undefined;
  } catch {
    // Still on AFF's origin: its address is not ours to read.
    return undefined;
  }
}

export function EsignFrame({ url, onReturned }: { url: string; onReturned: (event: string) => void }) {
  const m = useMessages();
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <iframe
      ref={frame}
      className="esign-frame"
      title={m('aff.esign.frameTitle')}
      src={url}
      referrerPolicy="no-referrer"
      onLoad={() => {
        const back = returnedLocation(frame.current);
        if (back) onReturned(back.searchParams.get('event') ?? '');
      }}
    />
  );
}
