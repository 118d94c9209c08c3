import type { ReactNode, Ref } from 'react';

/**
 * A console form under its own heading: named by that heading for screen readers (aria-labelledby), the
 * browser's own validation off because our messages sit at the fields (ConsoleField), and the page's submit
 * called without the browser's navigation. `formRef` is for useRefusalFocus, which moves focus to the first
 * field in error after a refused save.
 */
export function ConsoleForm({
  id,
  heading,
  onSubmit,
  formRef,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  heading: ReactNode;
  onSubmit: () => Promise<void> | void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      className="stack console-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-labelledby={id}
    >
      <h2 id={id} className="section-heading">
        {heading}
      </h2>
      {children}
    </form>
  );
}
