import { Fragment } from 'react';
import { useMessages } from '../../i18n/messages';
import { switchLocale, useLocale } from '../../i18n/language';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '../../i18n/locales';

/**
 * "English | Español" on every screen (decision 230). Each name is written in its own language and marked
 * so, so a screen reader says "Español" in Spanish; the current one is pressed.
 */
export function LanguageSwitch() {
  const m = useMessages();
  const locale = useLocale();
  return (
    <nav className="language-switch" aria-label={m('language.label')}>
      {LOCALES.map((candidate, index) => (
        <Fragment key={candidate}>
          {index > 0 ? <span aria-hidden="true"> | </span> : null}
          <button
            type="button"
            className="link-button language-option"
            lang={LOCALE_TAGS[candidate]}
            aria-pressed={candidate === locale}
            onClick={() => void switchLocale(candidate)}
          >
            {LOCALE_NAMES[candidate]}
          </button>
        </Fragment>
      ))}
    </nav>
  );
}
