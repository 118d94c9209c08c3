// One GET of the staff API held as screen state: the answer belongs to the path it was asked for, so a new
// path (another location, another page of the log) never shows the previous path's answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { callStaffApi, messageOf } from '../console-api-client';

interface Held<T> {
  path: string | null;
  data: T | null;
  error: string | null;
}

export interface StaffQuery<T> {
  data: T | null;
  error: string | null;
  /** Asks again (the person's "Try again"). */
  reload: () => void;
  /** Asks again by itself (after a reconnect): not the person's activity (`background` of callStaffApi). */
  reloadInBackground: () => void;
  /** Changes the held answer in place (a live event, the answer of an action). */
  update: (change: (current: T | null) => T | null) => void;
}

export function useStaffQuery<T>(path: string | null, schema: { parse(value: unknown): T }): StaffQuery<T> {
  const [held, setHeld] = useState<Held<T>>({ path: null, data: null, error: null });
  const [version, setVersion] = useState(0);
  const background = useRef(false);

  useEffect(() => {
    if (path === null) return;
    let active = true;
    const inBackground = background.current;
    background.current = false;
    callStaffApi(path, { schema, background: inBackground }).then(
      (data) => active && setHeld({ path, data, error: null }),
      (e: unknown) =>
        active && setHeld((h) => ({ path, data: h.path === path ? h.data : null, error: messageOf(e) })),
    );
    return () => {
      active = false;
    };
  }, [path, schema, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const reloadInBackground = useCallback(() => {
    background.current = true;
    setVersion((v) => v + 1);
  }, []);
  const update = useCallback(
    (change: (current: T | null) => T | null) =>
      setHeld((h) => ({
        path,
        data: change(h.path === path ? h.data : null),
        error: h.path === path ? h.error : null,
      })),
    [path],
  );
  const mine = held.path === path;
  return {
    data: mine ? held.data : null,
    error: mine ? held.error : null,
    reload,
    reloadInBackground,
    update,
  };
}
