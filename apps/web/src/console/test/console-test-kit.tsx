// What the console's screen tests share: a fetch double that answers by "METHOD /path" and records each call,
// a fake EventSource the test drives, the staff fixtures, and axe on the rendered screen.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { BoardJourney, JourneyDetail, LinkSendView, StaffMe, StaffRole } from '@ttapply/domain/console';
import { STAFF_API } from '../console-api-client';
import { ConsoleRoutes } from '../console-routes';

export interface Answer {
  status?: number;
  body?: unknown;
}
type Handler = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = 0;
  private listeners = new Map<string, Set<(event: MessageEvent | Event) => void>>();
  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent | Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = 2;
  }
  /** The server accepted the connection. */
  open() {
    this.readyState = 1;
    this.dispatch('open', new Event('open'));
  }
  /** `event: <type>` with `data:` as the server would send it. */
  emit(type: string, data: unknown) {
    this.dispatch(type, new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The connection dropped; the browser is retrying (readyState CONNECTING). */
  drop() {
    this.readyState = 0;
    this.dispatch('error', new Event('error'));
  }
  private dispatch(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export function latestEventSource(): FakeEventSource {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no EventSource opened');
  return source;
}

let handlers = new Map<string, Handler>();
export let calls: RecordedCall[] = [];

/** Sets the answer for "METHOD /path" (path after /api/v1/staff, with its query). */
export function answer(route: string, handler: Handler): void {
  handlers.set(route, handler);
}

export function callsTo(route: string): RecordedCall[] {
  const [method, path] = route.split(' ');
  return calls.filter((c) => c.method === method && c.path === path);
}

beforeEach(() => {
  handlers = new Map();
  calls = [];
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.startsWith(STAFF_API) ? input.slice(STAFF_API.length) : input;
      const method = init.method ?? 'GET';
      const call: RecordedCall = {
        method,
        path,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
      };
      calls.push(call);
      const handler = handlers.get(`${method} ${path}`);
      if (!handler) {
        return new Response(
          JSON.stringify({ error: { code: 'NOT_FOUND', message: `no double for ${method} ${path}` } }),
          {
            status: 404,
          },
        );
      }
      const { status = 200, body } = typeof handler === 'function' ? await handler(call) : handler;
      return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  // Unmount first: a screen's clean-up (closing its EventSource) must still find the doubles.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Where the memory router is, for tests that follow a redirect. */
export const probe = { path: '' };
function LocationProbe() {
  const location = useLocation();
  // A layout effect runs in the same task as the commit that shows the new screen, so a test that has found the
  // screen reads its path; a passive effect could still be pending then on a busy machine.
  useLayoutEffect(() => {
    probe.path = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

export function renderConsole(path: string): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <ConsoleRoutes />
    </MemoryRouter>,
  );
}

/** axe on the screen as rendered; contrast needs layout, which jsdom has not (the e2e checks it in Chromium). */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

export const SHOP = { shopKeyId: 'shop-redmond', name: 'Redmond Tire Pros', phone: '(425) 555-0100' };
export const OTHER_SHOP = { shopKeyId: 'shop-bellevue', name: 'Bellevue Auto Care', phone: '(425) 555-0200' };

export function staffMe(role: StaffRole, extra: Partial<StaffMe> = {}): StaffMe {
  return {
    user: { id: 'u-1', email: 'sam@redmondtire.example', name: 'Sam Rivera' },
    organisation: { id: 'org-1', name: 'Rivera Tire Group' },
    locations: [{ ...SHOP, role }],
    csrfToken: 'csrf-token-1',
    passkeys: 0,
    session: { method: 'password', expiresAt: '2030-01-01T00:00:00.000Z' },
    operator: false,
    ...extra,
  };
}

export function boardJourney(extra: Partial<BoardJourney> = {}): BoardJourney {
  return {
    consumerId: 'c-1',
    shopKeyId: SHOP.shopKeyId,
    customerName: 'Dana Whitfield',
    phoneLast4: '4821',
    stage: 'on-page',
    stageText: 'on Residence',
    lenders: [],
    startedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    lastStepAt: new Date(Date.now() - 2 * 60_000 - 5_000).toISOString(),
    sentBy: 'Sam Rivera',
    sentByUserId: 'u-1',
    associateNextStep: 'Wait for the customer to finish the application.',
    training: false,
    ...extra,
  };
}

export function linkSend(extra: Partial<LinkSendView> = {}): LinkSendView {
  const now = Date.now();
  return {
    id: 'ls-1',
    consumerId: 'c-9',
    link: 'https://ttapply.example/go/RTP4KQ',
    phoneLast4: '7788',
    purchaseAmount: 1250,
    note: '',
    sentBy: 'Sam Rivera',
    sendCount: 1,
    createdAt: new Date(now).toISOString(),
    lastSentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 24 * 3_600_000).toISOString(),
    status: 'live',
    ...extra,
  };
}

export function journeyDetail(extra: Partial<JourneyDetail> = {}): JourneyDetail {
  return {
    ...boardJourney({
      stage: 'approved',
      stageText: 'approved by Concora for $1,800',
      associateNextStep: 'Ring up on the Concora card.',
      lenders: [
        { appCode: 'CFNA', lenderName: 'CFNA', status: 'declined', outcome: 'Declined', amount: null },
        {
          appCode: 'CONC',
          lenderName: 'Concora',
          status: 'approved',
          outcome: 'Approved for $1,800',
          amount: 1800,
        },
      ],
    }),
    events: [
      {
        at: '2026-11-25T17:01:00.000Z',
        actor: 'Sam Rivera',
        type: 'link-sent',
        text: 'Link texted to the phone ending 4821',
        appCode: null,
        consentText: null,
      },
      {
        at: '2026-11-25T17:05:00.000Z',
        actor: 'Customer',
        type: 'consent',
        text: 'Consented to a soft credit check by CFNA',
        appCode: 'CFNA',
        consentText: 'I authorize CFNA to obtain my consumer credit report (soft inquiry).',
      },
      {
        at: '2026-11-25T17:09:00.000Z',
        actor: 'CFNA',
        type: 'decision',
        text: 'Declined by CFNA',
        appCode: 'CFNA',
        consentText: null,
      },
    ],
    creditChecks: [
      {
        appCode: 'CFNA',
        lenderName: 'CFNA',
        check: 'soft',
        consentText: 'I authorize CFNA to obtain my consumer credit report (soft inquiry).',
        agreedAt: '2026-11-25T17:05:00.000Z',
      },
      {
        appCode: 'CONC',
        lenderName: 'Concora',
        check: 'hard',
        consentText:
          'I authorize Concora Credit to obtain my credit report (hard inquiry) for this application.',
        agreedAt: '2026-11-25T17:12:00.000Z',
      },
    ],
    applications: [
      {
        appCode: 'CONC',
        lenderName: 'Concora',
        kind: 'application',
        status: 'Approved',
        amount: 1800,
        lenderReference: 'CC-5531-0092',
        createdAt: '2026-11-25T17:12:30.000Z',
      },
    ],
    contacts: [{ appCode: 'CONC', lenderName: 'Concora', phone: '1-866-995-6257' }],
    linkSends: [linkSend({ consumerId: 'c-1', id: 'ls-7', phoneLast4: '4821' })],
    lenderSteps: [
      {
        appCode: 'CONC',
        lenderName: 'Concora',
        outcome: 'Approved for $1,800',
        approvedAmount: 1800,
        nextStep: 'ring up on the Concora card',
      },
    ],
    affLoan: null,
    sale: null,
    ...extra,
  };
}

export const boardPath = `GET /locations/${SHOP.shopKeyId}/board`;
export const linksPath = `GET /locations/${SHOP.shopKeyId}/links`;
