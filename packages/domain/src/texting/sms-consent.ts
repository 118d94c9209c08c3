import type { Locale } from '../i18n/locale.js';

// The texting consent the verification screen shows beside Send Code (CTIA, TCPA; decision 185): the screen
// shows this text and the server logs this text with each code it sends, so the log says what the person saw.
export const SMS_VERIFY_CONSENT =
  'By tapping Send Code you ask Text To Apply to text a one-time code to this number. ' +
  'Msg & data rates may apply. Reply HELP for help, STOP to opt out.';

/**
 * The same consent in each language of the journey (decision 232): the screen shows the one of its language, and
 * the server logs the one of the language the code was asked in. The Spanish names the button "Enviar código"
 * and the Spanish keywords (docs/i18n/glossary-es.md).
 */
export const SMS_VERIFY_CONSENTS: Readonly<Record<Locale, string>> = {
  en: SMS_VERIFY_CONSENT,
  es:
    'Al tocar Enviar código, usted le pide a Text To Apply que envíe un código de un solo uso por mensaje de ' +
    'texto a este número. Pueden aplicarse tarifas de mensajes y datos. Responda AYUDA para obtener ayuda, ALTO ' +
    'para cancelar.',
};
