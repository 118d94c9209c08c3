import { MESSAGES, MESSAGES_ES } from '@ttapply/domain';
/**
 * English → Spanish for every text of the domain's MESSAGES. A message with a parameter (minLength, mustMatch,
 * notFound) is made with `{value}` in its place, which this table carries over like any other changing part.
 */
function domainMessages(english: object, spanish: object): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] => {
    const translated = (spanish as Record<string, unknown>)[key];
    if (typeof value === 'string') return [[value, translated as string]];
    if (typeof value === 'function') {
      const make = (message: unknown) => (message as (value: string) => string)('{value}');
      return [[make(value), make(translated)]];
    }
    return domainMessages(value as object, translated as object);
  });
}

/**
 * The Spanish (es-US) text of every message the server answers a consumer with (docs/decisions/233): the
 * error codes' own texts, the domain's spec §5 and §8 texts, and the texts our routes, services and lender
 * modules throw. Keys are the English exactly as it is answered today; `{name}` marks a part that changes
 * (a lender, a number, a ZIP code) and is carried into the Spanish as it is. Written to docs/i18n/glossary-es.md:
 * usted, one word per term, lender and product names untranslated; a request (HTTP) is a "petición", since
 * "solicitud" is the credit application.
 *
 * Staff texts (the console, apps/server/src/staff) are English only and have no place here.
 * test/spanish-messages.test.ts fails when a consumer-facing message has no entry.
 */
export const SPANISH_MESSAGES: Readonly<Record<string, string>> = {
  // The domain's spec §5 and §8 texts (the transport texts some error codes answer with among them): their
  // Spanish has one home, the domain's MESSAGES_ES, which the web's Spanish screens show too.
  ...Object.fromEntries(domainMessages(MESSAGES, MESSAGES_ES)),
  // The error codes' own texts (app-error.ts ERROR_CODES) and the error handler's.
  'Session expired or missing. Please verify your mobile phone again.':
    'Su sesión expiró o no existe. Verifique de nuevo su teléfono celular.',
  'The request conflicts with an earlier one.': 'Esta petición entra en conflicto con una anterior.',
  'Forbidden.': 'Acceso no permitido.',
  'This link has expired.': 'Este enlace expiró.',
  'The request cannot be processed.': 'No se puede procesar esta petición.',
  'You have already applied to this lender.': 'Ya envió una solicitud a este prestamista.',
  'Too many requests. Please wait a while and try again.':
    'Demasiadas peticiones. Espere un momento e intente de nuevo.',
  'Request body is too large.': 'El contenido de la petición es demasiado grande.',

  // Labels of the address check's fields, named in front of the field's text ('Zip Code: Invalid zip').
  Address: 'Dirección',
  'Address 2': 'Dirección 2',
  City: 'Ciudad',
  State: 'Estado',
  'Zip Code': 'Código postal',
  'Mailing Address': 'Dirección postal',
  'Mailing Address 2': 'Dirección postal 2',
  'Mailing City': 'Ciudad de la dirección postal',
  'Mailing State': 'Estado de la dirección postal',
  'Mailing Zip Code': 'Código postal de la dirección postal',
  'Previous Address': 'Dirección anterior',
  'Previous Address 2': 'Dirección anterior 2',
  'Previous City': 'Ciudad anterior',
  'Previous State': 'Estado anterior',
  'Previous Zip Code': 'Código postal anterior',

  // The address check's reasons, shown after 'Error finding address:' (spec §8 "Address check").
  'Address Not Found.': 'No se encontró la dirección.',
  'The street address needs a house number and a street name.':
    'La dirección debe incluir el número de la casa y el nombre de la calle.',
  'ZIP code {zip} was not found.': 'No se encontró el código postal {zip}.',
  'ZIP code {zip} is not in {state}.': 'El código postal {zip} no corresponde a {state}.',
  'ZIP code {zip} is not in {city}, {state}.': 'El código postal {zip} no corresponde a {city}, {state}.',

  // Phone verification, links and the SSN check of a returning consumer.
  'The verification code is 6 digits.': 'El código de verificación tiene 6 dígitos.',
  'Invalid verification hash.': 'El hash de verificación no es válido.',
  'The verification code has expired. Please request a new code.':
    'El código de verificación expiró. Solicite un código nuevo.',
  'Too many verification codes were requested for this phone number. Please wait an hour and try again.':
    'Se solicitaron demasiados códigos de verificación para este número de teléfono. Espere una hora e intente de nuevo.',
  'Too many verification codes were requested. Please wait an hour and try again.':
    'Se solicitaron demasiados códigos de verificación. Espere una hora e intente de nuevo.',
  // START is the keyword our number answers (sms-programme.ts START_WORDS), so it stays as it is.
  'This number opted out of texts from Text To Apply. To get texts again, text START to {shortCode} from that phone, then try again.':
    'Este número canceló los mensajes de texto de Text To Apply. Para volver a recibirlos, envíe START al {shortCode} desde ese teléfono y vuelva a intentarlo.',
  'This link is not valid. Check the link in your text message, or find your shop to start.':
    'Este enlace no es válido. Revise el enlace de su mensaje de texto o busque su taller para comenzar.',
  'This link was cancelled by the shop. Ask the shop to text you a new one, or find your shop to start.':
    'El taller canceló este enlace. Pídale al taller que le envíe uno nuevo por mensaje de texto o busque su taller para comenzar.',
  'This link no longer works: the shop stopped using it. Find your shop to start.':
    'Este enlace ya no funciona: el taller dejó de usarlo. Busque su taller para comenzar.',
  // APPLY is the keyword our number answers (text-to-apply-service.ts), so it stays as it is.
  'This link has expired. Text APPLY to get a new one, or find your shop to start.':
    'Este enlace expiró. Envíe APPLY por mensaje de texto para recibir uno nuevo o busque su taller para comenzar.',
  'Please confirm your SSN to continue with your application.':
    'Confirme su número de Seguro Social (SSN) para continuar con su solicitud.',
  'Too many incorrect SSN entries. Please wait 15 minutes and try again.':
    'Ingresó un número de Seguro Social (SSN) incorrecto demasiadas veces. Espere 15 minutos e intente de nuevo.',
  'That date of birth does not match the one saved with your application.':
    'Esa fecha de nacimiento no coincide con la que se guardó en su solicitud.',
  'Unable to obtain consumer information.': 'No se pudo obtener la información del cliente.',

  // Shops and their documents.
  '{name} must be between {min} and {max}': '{name} debe estar entre {min} y {max}',
  'Unknown template. Use one of: {templates}.': 'Plantilla desconocida. Use una de estas: {templates}.',
  'Invalid email address.': 'La dirección de correo electrónico no es válida.',
  'Too many e-mails were sent for this application or to this address. Please try again in an hour, or download the document instead.':
    'Se enviaron demasiados correos electrónicos para esta solicitud o a esta dirección. Intente de nuevo en una hora o descargue el documento.',
  'An error occured sending an email to {to}': 'Ocurrió un error al enviar un correo electrónico a {to}',
  'use the two-letter code': 'use el código de dos letras',
  'Shop not found.': 'No se encontró el taller.',
  'Unknown shop.': 'Taller desconocido.',
  'This shop does not offer {lender}.': 'Este taller no ofrece {lender}.',
  '{lender} is not offered by this shop.': 'Este taller no ofrece {lender}.',
  'No shop has this acctId and subId.': 'Ningún taller tiene este acctId y subId.',

  // Applications and drafts.
  'Unknown app type {appType}.': 'Tipo de solicitud desconocido: {appType}.',
  '{lender} does not prequalify.': '{lender} no ofrece precalificación.',
  '{lender} is sent with tier {tier}.': '{lender} se envía con el nivel {tier}.',
  '{lender} is not available to residents of {state}.':
    '{lender} no está disponible para residentes de {state}.',
  'Lender {lender} is not configured for remote submission.':
    'El prestamista {lender} no está configurado para el envío remoto.',
  'Unknown field.': 'Campo desconocido.',
  'Too many fields.': 'Demasiados campos.',
  'Must match the verified mobile phone.': 'Debe coincidir con el teléfono celular verificado.',
  'Must match the application in the path.': 'Debe coincidir con la solicitud indicada en la dirección URL.',
  'The credit check consent is required.': 'Se requiere su consentimiento para la consulta de crédito.',
  'You have already applied to {lender}.': 'Ya envió una solicitud a {lender}.',
  'There is no prequalification offer from {lender} to accept.':
    'No hay una oferta de precalificación de {lender} que aceptar.',
  'The offer does not match your prequalification.': 'La oferta no coincide con su precalificación.',
  'This application is for {lender}.': 'Esta solicitud es para {lender}.',
  'The lender has already answered this application; it cannot be changed.':
    'El prestamista ya respondió a esta solicitud; no se puede cambiar.',
  'There is no open prequalification offer to decline.':
    'No hay ninguna oferta de precalificación pendiente que rechazar.',
  'A request with this Idempotency-Key is still being processed. Please retry shortly.':
    'Todavía se está procesando una petición con esta Idempotency-Key. Vuelva a intentarlo en unos momentos.',
  'This Idempotency-Key was already used for a different request.':
    'Esta Idempotency-Key ya se usó para otra petición.',
  'This page is not saved as a draft.': 'Esta página no se puede guardar como borrador.',

  // The request's shape (plugins/input-guard.ts and the routes' schemas).
  'Contains a character that is not allowed.': 'Contiene un carácter que no está permitido.',
  'Nested too deeply.': 'Tiene demasiados niveles anidados.',
  'Required.': 'Obligatorio.',
  'acctId is required.': 'Se requiere acctId.',
  'At most {max} characters.': 'Como máximo {max} caracteres.',
  'Must be {n} digits.': 'Debe tener {n} dígitos.',
  'Invalid state': 'Estado no válido',
  'Must be your consumer id.': 'Debe ser su identificador de cliente.',

  // American First Finance.
  'This is not an American First Finance application.': 'Esta no es una solicitud de American First Finance.',
  'This application is not approved.': 'Esta solicitud no está aprobada.',
  'Enter the last four digits of your SSN.':
    'Ingrese los últimos cuatro dígitos de su número de Seguro Social (SSN).',
  'The contract is already signed. Cancel the funding to change the amount.':
    'El contrato ya está firmado. Cancele el financiamiento para cambiar el monto.',
  'Finalize the amount before signing.': 'Confirme el monto antes de firmar.',
  'The documents have not been signed yet.': 'Los documentos aún no se han firmado.',
  'There is no funding to cancel.': 'No hay financiamiento que cancelar.',
  'No virtual card was issued for this application.': 'No se emitió una tarjeta virtual para esta solicitud.',
  'Simulated signing is only available in training.':
    'La firma simulada solo está disponible en el modo de capacitación.',
  "Agree to American First Finance's electronic consent first: read it on the loan details, tick the box, then Confirm and Sign.":
    'Primero acepte el consentimiento electrónico de American First Finance: léalo en los detalles del préstamo, marque la casilla y toque Confirmar y firmar.',
  "American First Finance's electronic consent has changed. Read it again on the loan details, tick the box, then Confirm and Sign.":
    'El consentimiento electrónico de American First Finance cambió. Léalo de nuevo en los detalles del préstamo, marque la casilla y toque Confirmar y firmar.',
  "Your card has not been checked with American First Finance. Please go back to 'Account Information' and press Next.":
    'Su tarjeta no se ha verificado con American First Finance. Regrese a “Información de la cuenta” y toque Siguiente.',
  'Error occurred obtaining finance amounts. Result data not available':
    'Ocurrió un error al obtener los montos a financiar. Los datos del resultado no están disponibles',
  'Only an application that could not be submitted can be edited.':
    'Solo se puede editar una solicitud que no se pudo enviar.',
  'Expiration must be MMYY.': 'La fecha de vencimiento debe tener el formato MMAA.',
  'A routing number is 9 digits.': 'El número de ruta bancaria tiene 9 dígitos.',
  'Terms unavailable': 'Términos no disponibles',

  // Synchrony.
  'Must be one of the training test SSNs.':
    'Debe ser uno de los números de Seguro Social (SSN) de prueba del modo de capacitación.',
  'Only a training session chooses a test SSN.':
    'Solo en una sesión del modo de capacitación se puede elegir un SSN de prueba.',
  "Must be the shop's Synchrony merchant number.":
    'Debe ser el número de comerciante de Synchrony del taller.',
  'no token': 'falta el token',
  'Token mismatch': 'El token no coincide',
  'Unexpected response from applicationStatus': 'Respuesta inesperada de applicationStatus',
  'Synchrony has not completed this application yet.': 'Synchrony aún no ha completado esta solicitud.',

  // Versatile.
  'The Versatile waterfall is for VERS.': 'El proceso de Versatile es solo para VERS.',
  'Versatile applications are tier 3.': 'Las solicitudes de Versatile son de nivel 3.',
  'Creating versatile waterfall error': 'Error al iniciar el proceso de Versatile',
  'The Versatile session has ended.': 'La sesión de Versatile terminó.',
  'Must be the id of your Versatile session.': 'Debe ser el identificador de su sesión de Versatile.',
  '{provider} not found in lender list.': 'No se encontró {provider} en la lista de prestamistas.',

  // Training walks (decision 198) and the texting provider's webhook.
  'Only a training journey can be a training walk.':
    'Solo un recorrido en modo de capacitación puede registrarse como práctica.',
  'This training journey has not started yet.': 'Este recorrido de capacitación aún no ha comenzado.',
  'The request signature is invalid.': 'La firma de la petición no es válida.',
};

const PLACEHOLDER = /\{(\w+)\}/g;
/**
 * A changing part never spans ': ': 'appType: CFNA is not offered by this shop.' is the field `appType` and
 * a text, not a lender named 'appType: CFNA'.
 */
const PART = '((?:(?!: ).)+?)';
/** 'appData.SSN: Invalid SSN', 'Zip Code: Invalid zip': a field's name or label in front of its text. */
const NAMED_FIELD = /^([\w.\- ]+): (.+)$/s;

interface Pattern {
  match: RegExp;
  names: string[];
  spanish: string;
  /** Length of the fixed text: the more specific pattern is tried first. */
  fixed: number;
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [english, spanish] of Object.entries(SPANISH_MESSAGES)) {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  if (names.length === 0) {
    exact.set(english, spanish);
    continue;
  }
  const fixedParts = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const source = fixedParts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(PART);
  patterns.push({
    match: new RegExp(`^${source}$`, 's'),
    names,
    spanish,
    fixed: fixedParts.join('').length,
  });
}
patterns.sort((a, b) => b.fixed - a.fixed);

/** Longer than any message we write: a text built around someone's long input is passed on as it came. */
const MAX_LENGTH = 1000;

function translate(english: string, namesInFront = 0): string | undefined {
  if (english.length > MAX_LENGTH) return undefined;
  const found = exact.get(english);
  if (found !== undefined) return found;
  for (const pattern of patterns) {
    const parts = pattern.match.exec(english);
    if (!parts) continue;
    const values = new Map(pattern.names.map((name, i) => [name, parts[i + 1] as string]));
    return pattern.spanish.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
  }
  // At most two names in front: a schema's text may name its field itself ('t2AStoreKeyId: Value cannot be
  // empty') and the handler puts the field in front once more.
  const named = namesInFront < 2 ? NAMED_FIELD.exec(english) : null;
  if (named) {
    const text = translate(named[2] as string, namesInFront + 1);
    if (text !== undefined) return `${exact.get(named[1] as string) ?? named[1]}: ${text}`;
  }
  return undefined;
}

/**
 * The Spanish of an English message, or the English itself when there is none: a lender's own words
 * (lenders §8 "the server text") and Fastify's or zod's texts about a malformed request are passed on as
 * they came.
 */
export function spanishMessage(english: string): string {
  return translate(english) ?? english;
}

/** Whether the message has Spanish of its own; the coverage test asks it. */
export function hasSpanish(english: string): boolean {
  return translate(english) !== undefined;
}
