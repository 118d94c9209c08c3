// The frame of the signed-out screens: the product's name above one narrow card.
import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page';

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
