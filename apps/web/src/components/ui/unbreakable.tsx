// One home for how values read as one unit are set (decision 211): money, phone numbers,
// dates, masked numbers and reference numbers never wrap inside, and an e-mail address wraps only after its
// '@' or a dot. A value is a `span.value` (white-space: nowrap; Chrome wraps after a hyphen even between
// digits, so no-break spaces alone would not do); an answer that is an e-mail address is set in such spans, one
// per piece up to each '@' and dot, with <wbr> between them as its only wrap points.
import { Fragment, type ReactNode } from 'react';

const VALUE_SOURCES = [
  // $4,200 · $4,200.00 · $89.99 · -$12.50
  String.raw`-?\$\s?\d[\d,]*(?:\.\d+)?`,
  // 206-555-0177 · (425) 555-0123 · 1-800-555-8201
  String.raw`(?:\b1[-. ])?(?:\(\d{3}\)\s?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b`,
  // 04/12/1986 · April 12, 2026 · 28 nov 2026 · 23 de abril de 1985
  String.raw`\b\d{1,2}/\d{1,2}/\d{2,4}\b`,
  String.raw`\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{4}\b`,
  String.raw`\b\d{1,2}(?: de)? (?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)[a-z]*\.?(?: de)? \d{4}\b`,
  // 6:11 AM · 6:16 p.m. · 6:16 p. m. ("6:11 / AM." wrapped at 320 px)
  String.raw`\b\d{1,2}:\d{2}(?:[ \u00a0\u202f]?(?:[AP]M\b|[ap]\.[ \u00a0\u202f]?m\.))?`,
  // XXX-XX-4321 · XXXXX0021 / XXXX5678 · ••••1111 · **** 1111
  String.raw`(?:[X*•]{2,}[- ]?)+\d{2,4}(?:\s?/\s?(?:[X*•]{2,}[- ]?)+\d{2,4})?`,
  // Card and account numbers in groups: 512 345 6789012345 · 4111 1111 1111 1111
  String.raw`\b\d{3,4}(?: \d{3,}){1,3}\b`,
  // A lender's reference such as AB466052653 · APP-10045 · 1234567890
  String.raw`\b[A-Z]{2,}-?\d[A-Z\d-]{3,}\b|\b\d{6,}\b`,
];
/** A US phone number as written: 206-555-0177, (425) 555-0123, 1-800-555-8201. */
export const PHONE_SOURCE = VALUE_SOURCES[1]!;
const EMAIL_SOURCE = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const PART = new RegExp(`(${EMAIL_SOURCE})|(${VALUE_SOURCES.join('|')})`, 'g');

export type TextPart = { kind: 'text' | 'value' | 'email'; text: string };

/** Splits a text into plain runs, values that must stay on one line, and e-mail addresses. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: match[1] ? 'email' : 'value', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const WHOLE_EMAIL = new RegExp(`^${EMAIL_SOURCE}$`);

/** An e-mail address that may wrap only after its '@' or a dot: one nowrap piece each, <wbr> between. */
export function EmailValue({ address }: { address: string }) {
  const pieces = address.split(/(?<=[@.])/);
  return (
    <span>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="value">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** A value that never wraps inside (a money amount, phone number, date, masked or reference number). */
export function Value({ children }: { children: ReactNode }) {
  return <span className="value">{children}</span>;
}

/**
 * A text whose values never wrap inside (each a `Value`); the rest wraps as text does. An answer that is an
 * e-mail address wraps only at '@' or a dot.
 */
export function Unbreakable({ text }: { text: string }) {
  if (WHOLE_EMAIL.test(text)) return <EmailValue address={text} />;
  const parts = textParts(text);
  if (parts.length === 1 && parts[0]!.kind === 'text') return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'value' ? <Value key={i}>{part.text}</Value> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

/** A node as given, with a plain string set by `Unbreakable`. */
export function unbreakableNode(node: ReactNode): ReactNode {
  return typeof node === 'string' ? <Unbreakable text={node} /> : node;
}
