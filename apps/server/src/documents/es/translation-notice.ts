/**
 * Once at the head of each of our documents in Spanish (docs/i18n/glossary-es.md): the English version governs.
 */
export const TRANSLATION_NOTICE_ES =
  'Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.';
