// Who is signed in (GET /me), kept for the whole console: the CSRF token for every state change, the
// organisation, and the location the user works at (remembered in this browser).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { roleAllows, staffMeSchema, type StaffMe, type StaffPermission } from '@ttapply/domain/console';
import { callStaffApi, setCsrfToken } from '../console-api-client';

export type StaffLocation = StaffMe['locations'][number];

const LOCATION_KEY = 'tta-console-location';

interface SessionState {
  me: StaffMe | null;
  /** Keeps the answer of sign-in, invitation accept or GET /me. */
  setMe: (me: StaffMe | null) => void;
  loadMe: () => Promise<StaffMe>;
  location: StaffLocation | null;
  chooseLocation: (shopKeyId: string) => void;
}

const SessionContext = createContext<SessionState | null>(null);

function rememberedLocation(): string | null {
  try {
    return localStorage.getItem(LOCATION_KEY);
  } catch {
    return null;
  }
}

export function ConsoleSessionProvider(props: { children: ReactNode }) {
  const [me, setMeState] = useState<StaffMe | null>(null);
  const [chosen, setChosen] = useState<string | null>(rememberedLocation);

  const setMe = useCallback((next: StaffMe | null) => {
    setCsrfToken(next?.csrfToken ?? null);
    setMeState(next);
  }, []);

  const loadMe = useCallback(async () => {
    const next = await callStaffApi('/me', { schema: staffMeSchema });
    setMe(next);
    return next;
  }, [setMe]);

  const chooseLocation = useCallback((shopKeyId: string) => {
    setChosen(shopKeyId);
    try {
      localStorage.setItem(LOCATION_KEY, shopKeyId);
    } catch {
      // Private mode: the choice lasts until the page is left.
    }
  }, []);

  const location = useMemo(() => {
    if (!me || me.locations.length === 0) return null;
    return me.locations.find((l) => l.shopKeyId === chosen) ?? me.locations[0]!;
  }, [me, chosen]);

  const value = useMemo(
    () => ({ me, setMe, loadMe, location, chooseLocation }),
    [me, setMe, loadMe, location, chooseLocation],
  );
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useConsoleSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useConsoleSession outside ConsoleSessionProvider');
  return session;
}

/** For screens inside the signed-in shell: me and the location are there. */
export function useSignedIn(): { me: StaffMe; location: StaffLocation } & SessionState {
  const session = useConsoleSession();
  if (!session.me || !session.location) throw new Error('useSignedIn outside the signed-in shell');
  return { ...session, me: session.me, location: session.location };
}

/** For screens a platform operator opens too (Account): me is there, a location may not be. */
export function useSignedInUser(): { me: StaffMe } & SessionState {
  const session = useConsoleSession();
  if (!session.me) throw new Error('useSignedInUser outside the signed-in shell');
  return { ...session, me: session.me };
}

/** Whether the user holds the permission at any location (nav), or at the given one. */
export function can(me: StaffMe, permission: StaffPermission, shopKeyId?: string): boolean {
  return me.locations.some(
    (l) => (shopKeyId === undefined || l.shopKeyId === shopKeyId) && roleAllows(l.role, permission),
  );
}
