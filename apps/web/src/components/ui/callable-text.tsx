// A text to act on: its values never wrap inside (unbreakable.tsx, decision 211) and every phone number in it
// is a tap-to-call link. Its own module: the shop console's pages set headings with
// unbreakable.tsx and have no one to call.
import { Fragment } from 'react';
import { PHONE_SOURCE, textParts, Value } from './unbreakable';

const PHONE = new RegExp(`^${PHONE_SOURCE}$`);

/** The `tel:` address of a US phone number as written ('1-888-567-8688' → 'tel:+18885678688'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * A text to read and act on (a lender's or the shop's contact line, a notice): its values never wrap inside,
 * and every phone number in it is a tap-to-call link ('1-888-567-8688' in Genesis's
 * prescreen notice was plain text, broken over two lines at 320 px). Not for the applicant's own answers.
 */
export function CallableText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, i) =>
        part.kind === 'value' && PHONE.test(part.text) ? (
          <a key={i} className="value" href={telHref(part.text)}>
            {part.text}
          </a>
        ) : part.kind === 'value' ? (
          <Value key={i}>{part.text}</Value>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
