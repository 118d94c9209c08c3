// The signed-in shell: organisation, location picker, navigation by permission, user menu. It loads GET /me
// once; screens below read the session and the chosen location from it.
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_NAMES } from '@ttapply/domain/console';
import { callStaffApi, ConsoleApiError, messageOf } from '../console-api-client';
import { CONSOLE_PATHS } from '../console-paths';
import { can, useConsoleSession } from './console-session';

function UserMenu(props: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const menuId = useId();
  const { setMe } = useConsoleSession();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const signOut = async () => {
    setError(null);
    try {
      await callStaffApi('/sign-out', { method: 'POST' });
      setMe(null);
      void navigate(CONSOLE_PATHS.signIn, { replace: true });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <div
      className="console-user-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {props.name}
      </button>
      <div id={menuId} className="console-user-menu-panel" hidden={!open}>
        <p className="console-muted">{props.email}</p>
        <NavLink to={CONSOLE_PATHS.account} onClick={() => setOpen(false)}>
          Account
        </NavLink>
        <button type="button" className="button button-secondary" onClick={() => void signOut()}>
          Sign out
        </button>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function ConsoleLayout() {
  const { me, loadMe, location, chooseLocation } = useConsoleSession();
  const [loadError, setLoadError] = useState<string | null>(null);
  const pickerId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (me) return;
    let active = true;
    loadMe().catch((e: unknown) => {
      // A 401 already went to sign-in (console-routes.tsx).
      if (active && !(e instanceof ConsoleApiError && e.status === 401)) setLoadError(messageOf(e));
    });
    return () => {
      active = false;
    };
  }, [me, loadMe]);

  if (!me) {
    return (
      <main className="console-main console-centred">
        {loadError ? (
          <div className="notice notice-error" role="alert">
            <p>{loadError}</p>
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              Try again
            </button>
          </div>
        ) : (
          <p role="status">Loading the console…</p>
        )}
      </main>
    );
  }

  if (me.operator) {
    // A platform operator holds no role at a shop: the operators' screens only (decision 281).
    return (
      <div className="console-shell">
        <a className="skip-link" href="#console-main">
          Skip to content
        </a>
        <header className="console-header">
          <p className="console-org">{me.organisation.name}</p>
          <UserMenu name={me.user.name} email={me.user.email} />
        </header>
        <nav className="console-nav" aria-label="Console">
          <ul>
            <li>
              <NavLink to={CONSOLE_PATHS.operator} end>
                Organisations
              </NavLink>
            </li>
            <li>
              <NavLink to={CONSOLE_PATHS.account}>Account</NavLink>
            </li>
          </ul>
        </nav>
        <main id="console-main" className="console-main">
          {pathname.startsWith(CONSOLE_PATHS.operator) || pathname === CONSOLE_PATHS.account ? (
            <Outlet />
          ) : (
            <Navigate to={CONSOLE_PATHS.operator} replace />
          )}
        </main>
      </div>
    );
  }

  if (!location) {
    return (
      <main className="console-main console-centred">
        <h1>No shop yet</h1>
        <p>
          Your account holds no role at any shop. Ask your manager to give you a role, then sign in again.
        </p>
      </main>
    );
  }

  return (
    <div className="console-shell">
      <a className="skip-link" href="#console-main">
        Skip to content
      </a>
      <header className="console-header">
        <p className="console-org">{me.organisation.name}</p>
        <div className="console-location">
          <label htmlFor={pickerId}>Location</label>
          <select
            id={pickerId}
            className="field-control"
            value={location.shopKeyId}
            onChange={(e) => chooseLocation(e.target.value)}
          >
            {me.locations.map((l) => (
              <option key={l.shopKeyId} value={l.shopKeyId}>
                {l.name} ({STAFF_ROLE_NAMES[l.role]})
              </option>
            ))}
          </select>
        </div>
        <UserMenu name={me.user.name} email={me.user.email} />
      </header>
      <nav className="console-nav" aria-label="Console">
        <ul>
          <li>
            <NavLink to={CONSOLE_PATHS.board} end>
              Board
            </NavLink>
          </li>
          {can(me, 'send-link', location.shopKeyId) ? (
            <li>
              <NavLink to={CONSOLE_PATHS.sendLink}>Send a link</NavLink>
            </li>
          ) : null}
          {can(me, 'manage-users') ? (
            <li>
              <NavLink to={CONSOLE_PATHS.team}>Team</NavLink>
            </li>
          ) : null}
          {can(me, 'read-reports', location.shopKeyId) ? (
            <li>
              <NavLink to={CONSOLE_PATHS.reports}>Reports</NavLink>
            </li>
          ) : null}
          {can(me, 'manage-location', location.shopKeyId) ? (
            <li>
              <NavLink to={CONSOLE_PATHS.location}>Lenders and contact</NavLink>
            </li>
          ) : null}
          {can(me, 'manage-location', location.shopKeyId) ? (
            <li>
              <NavLink to={CONSOLE_PATHS.apiKeys}>API keys</NavLink>
            </li>
          ) : null}
          {can(me, 'view-webhooks', location.shopKeyId) ? (
            <li>
              <NavLink to={CONSOLE_PATHS.webhooks}>Webhooks</NavLink>
            </li>
          ) : null}
          {can(me, 'read-audit') ? (
            <li>
              <NavLink to={CONSOLE_PATHS.audit}>Audit log</NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to={CONSOLE_PATHS.training}>Training</NavLink>
          </li>
          <li>
            <NavLink to={CONSOLE_PATHS.account}>Account</NavLink>
          </li>
        </ul>
      </nav>
      <main id="console-main" className="console-main">
        <Outlet />
      </main>
    </div>
  );
}
