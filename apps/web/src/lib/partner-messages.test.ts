import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToPartner, originOf, postToPartner } from './partner-messages';

const PARTNER = 'http://127.0.0.1:3001';
const isDone = (data: unknown): data is { appstatus: string } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { appstatus?: unknown }).appstatus === 'string';

function dispatch(origin: string, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

describe('listenToPartner', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('passes on a message of the expected shape from the exact partner origin', () => {
    const seen = vi.fn();
    stop = listenToPartner(`${PARTNER}/gemy/form`, isDone, seen);
    dispatch(PARTNER, { appstatus: 'APPROVED' });
    expect(seen).toHaveBeenCalledWith({ appstatus: 'APPROVED' });
  });

  it('ignores another origin, a look-alike origin and a message of another shape', () => {
    const seen = vi.fn();
    stop = listenToPartner(PARTNER, isDone, seen);
    dispatch('http://evil.example', { appstatus: 'APPROVED' });
    dispatch('http://127.0.0.1:30011', { appstatus: 'APPROVED' });
    dispatch('http://127.0.0.1', { appstatus: 'APPROVED' });
    dispatch(PARTNER, { status: 'APPROVED' });
    dispatch(PARTNER, 'APPROVED');
    expect(seen).not.toHaveBeenCalled();
  });

  it('ignores everything when the partner origin is not configured', () => {
    const seen = vi.fn();
    stop = listenToPartner('', isDone, seen);
    dispatch('', { appstatus: 'APPROVED' });
    dispatch('null', { appstatus: 'APPROVED' });
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('postToPartner', () => {
  it('names the exact origin as the target, never *', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    postToPartner(target, `${PARTNER}/vers/widget?x=1`, { type: 'start' });
    expect(target.postMessage).toHaveBeenCalledWith({ type: 'start' }, PARTNER);
  });

  it('sends nothing without a usable origin', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    postToPartner(target, 'javascript:alert(1)', { type: 'start' });
    postToPartner(target, '', { type: 'start' });
    expect(target.postMessage).not.toHaveBeenCalled();
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port only', () => {
    expect(originOf('https://partner.example:8443/a/b?c')).toBe('https://partner.example:8443');
    expect(originOf('not a url')).toBe('');
  });
});
