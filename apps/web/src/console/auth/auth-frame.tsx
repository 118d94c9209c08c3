// The frame of the signed-out screens: the product's name above one narrow card.
import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page';
import { FormAlert } from '../shell/console-field';

export function AuthFrame(props: { title: string; heading: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main className="console-auth">
      <p className="console-auth-brand">Text To Apply · Shop console</p>
      <div className="console-auth-card">
        <Page title={`${props.title} | Text To Apply shop console`} heading={props.heading} lead={props.lead}>
          {props.children}
        </Page>
      </div>
    </main>
  );
}

/**
 * A signed-out screen's form: its fields, then the form's error above its one full-width submit. The browser's
 * own validation is off because our messages sit at the fields; the page's submit runs without navigating.
 */
export function AuthForm(props: {
  onSubmit: () => Promise<void>;
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void props.onSubmit();
      }}
    >
      {props.children}
      <FormAlert message={props.error ?? null} />
      <button type="submit" className="button button-primary button-block" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
