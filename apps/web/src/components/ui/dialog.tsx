// Accessible modal dialog: role="dialog", aria-modal, labelled by its title, focus moves in and is trapped,
// Escape closes, and focus returns to where it was. The alert and confirmation modals of spec §2 build on it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { CallableText } from './callable-text';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** A wider panel for documents (policy overlays). */
  wide?: boolean;
}

export function Dialog({ open, title, onClose, children, actions, role = 'dialog', wide }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        className={wide ? 'dialog dialog-wide' : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        <div className="dialog-actions">{actions}</div>
      </div>
    </div>
  );
}

export function AlertDialog(props: { open: boolean; title: string; message: string; onClose: () => void }) {
  const m = useMessages();
  return (
    <Dialog
      open={props.open}
      role="alertdialog"
      title={props.title}
      onClose={props.onClose}
      actions={
        <button type="button" className="button button-primary" onClick={props.onClose} data-autofocus>
          {m('common.ok')}
        </button>
      }
    >
      {/* a lender's 'contact … at {phone}' is a tap-to-call link */}
      <p>
        <CallableText text={props.message} />
      </p>
    </Dialog>
  );
}

/** The alert of a message a screen holds until the person closes it: open while it holds one. */
export function HeldAlertDialog(props: {
  alert: { readonly title: string; readonly message: string } | undefined;
  onClose: () => void;
}) {
  return (
    <AlertDialog
      open={props.alert !== undefined}
      title={props.alert?.title ?? ''}
      message={props.alert?.message ?? ''}
      onClose={props.onClose}
    />
  );
}

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const m = useMessages();
  return (
    <Dialog
      open={props.open}
      role="alertdialog"
      title={props.title}
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={props.onCancel} data-autofocus>
            {props.cancelLabel ?? m('common.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={props.onConfirm}>
            {props.confirmLabel ?? m('common.ok')}
          </button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
