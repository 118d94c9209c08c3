import { useEffect, useRef, type ReactNode } from 'react';
import { unbreakableNode } from './unbreakable';

/** Sets document.title for the screen (spec §2 item 14: 'Text To Apply | …'). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * A screen: sets the title and moves focus to its heading on arrival, so screen-reader users hear the
 * new step after a client-side navigation.
 */
export function Page(props: {
  title: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(props.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [props.heading]);
  return (
    <section className={`page${props.wide ? ' page-wide' : ''}`} aria-labelledby="page-heading">
      <h1 id="page-heading" ref={headingRef} tabIndex={-1} className="page-heading">
        {unbreakableNode(props.heading)}
      </h1>
      {props.lead ? <p className="page-lead">{props.lead}</p> : null}
      {props.children}
    </section>
  );
}
