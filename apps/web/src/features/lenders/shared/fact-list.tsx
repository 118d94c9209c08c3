import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Shown large: the figure the screen is about (a credit limit). */
  figure?: boolean;
}

/** A panel of label/value rows shown as given (an offer's figures, a card's details). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="data-list panel">
      {facts.map(({ label, value, figure }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={figure ? 'result-figure' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
