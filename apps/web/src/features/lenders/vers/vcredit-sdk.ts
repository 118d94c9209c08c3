// Versatile's SDK, loaded from the partner's own origin (client-config lenderPagesOrigin, in the CSP's
// script-src and frame-src), in the version the lender record names (lenders §4). Both versions are adapted
// here to one shape, so the page does not care which one runs. The SDK frames the widget and listens to it
// itself; this app never handles a message from the widget (lib/partner-messages.ts stays the only place).
import type { SdkLine } from './vers-decision';

export interface SdkHandlers {
  createSession: () => Promise<{ token: string }>;
  onDecision: (status: string, data: Record<string, unknown>) => void;
  onEnd: (reason: string | undefined) => void;
  onError: (message: string) => void;
}

interface Sdk10 {
  version: string;
  init(options: {
    container: HTMLElement;
    createSession: () => Promise<{ token: string }>;
    onDecision: (status: string, data: Record<string, unknown>) => void;
    onEnd: () => void;
    onError: (message: string) => void;
  }): unknown;
}
interface Widget15 {
  on(name: string, handler: (payload: Record<string, unknown>) => void): Widget15;
  mount(): unknown;
}
interface Sdk15 {
  version: string;
  Widget: new (options: { element: HTMLElement; fetchSession: () => Promise<{ token: string }> }) => Widget15;
}

const loaded = new Map<string, Promise<unknown>>();

/** Loads the script once per URL; rejects when it fails to load or defines no VCredit. */
export function loadSdk(origin: string, script: string): Promise<unknown> {
  const src = `${origin}/vers/sdk/${script}/vcredit.js`;
  let pending = loaded.get(src);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.onload = () => {
        const sdk = (window as unknown as { VCredit?: unknown }).VCredit;
        if (sdk) resolve(sdk);
        else reject(new Error('VCredit missing'));
      };
      element.onerror = () => reject(new Error('VCredit failed to load'));
      document.head.appendChild(element);
    });
    pending.catch(() => loaded.delete(src));
    loaded.set(src, pending);
  }
  return pending;
}

export function mountSdk(sdk: unknown, line: SdkLine, container: HTMLElement, handlers: SdkHandlers): void {
  if (line === '1.0') {
    (sdk as Sdk10).init({
      container,
      createSession: handlers.createSession,
      onDecision: (status, data) => handlers.onDecision(String(status), data ?? {}),
      onEnd: () => handlers.onEnd(undefined),
      onError: handlers.onError,
    });
    return;
  }
  const Widget = (sdk as Sdk15).Widget;
  new Widget({ element: container, fetchSession: handlers.createSession })
    .on('decision', (payload) => handlers.onDecision(String(payload.status ?? ''), payload))
    .on('end', (payload) => handlers.onEnd(typeof payload.reason === 'string' ? payload.reason : undefined))
    .on('error', (payload) => handlers.onError(String(payload.message ?? '')))
    .mount();
}
