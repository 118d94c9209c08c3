// The domain's messages in US Spanish (decisions 230 and 233; wording: docs/i18n/glossary-es.md, usted). One
// home for both sides: the web shows them under the fields of a Spanish screen (apps/web/src/i18n/es/domain.ts)
// and the server answers a Spanish consumer with them (apps/server/src/errors/spanish-messages.ts), so a field's
// error reads the same whichever side found it. English stays in messages.ts, the spec's exact texts.
import type { MESSAGES } from './messages.js';

/** Each of MESSAGES translated: a text for a text, a function of the same parameters for a function. */
export type TranslatedMessages<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : TranslatedMessages<T[K]>;
};

export const MESSAGES_ES: TranslatedMessages<typeof MESSAGES> = {
  required: 'Este campo no puede quedar vacío',
  minLength: (n) => `Debe tener al menos ${n} caracteres`,
  invalidIdNumber: 'Número de identificación no válido',
  specialCharacters: 'No se permiten caracteres especiales',
  onlyDigits: 'Solo se permiten números',
  invalidValue: 'Valor no válido',
  invalidAddress: 'Dirección no válida',
  poBox: 'No se permiten apartados postales (P.O. Box)',
  invalidCity: 'Ciudad no válida',
  invalidZip: 'Código postal no válido',
  invalidPhone: 'Número de teléfono no válido',
  invalidEmail: 'Correo electrónico no válido',
  invalidSsn: 'Número de Seguro Social no válido',
  invalidDate: 'Fecha no válida',
  idExpired:
    'Esta identificación está vencida. Indique la fecha de vencimiento de una identificación vigente.',
  underage: 'Debe tener 18 años o más',
  emailsMustMatch: 'Los correos electrónicos deben coincidir',
  ssnsMustMatch: 'Los números de Seguro Social deben coincidir',
  mustMatch: (label) => `Debe coincidir con el campo ${label}`,
  accessCodeEmpty: 'Ingrese el código de verificación que enviamos a su teléfono celular.',
  coappPhoneRequired: 'Debe indicar al menos un número de teléfono.',
  coappPhoneTitle: 'Error en el número de teléfono',
  minMonthlyGrossIncome: 'El ingreso mensual bruto debe ser de al menos $800.',
  lastPaydayPast: 'El último día de pago debe ser una fecha pasada.',
  nextPaydayFuture: 'El próximo día de pago debe ser una fecha futura.',
  paydaysSame: 'Los días de pago no pueden ser iguales.',
  nextPaydayTooFar: 'El próximo día de pago está demasiado lejos en el futuro.',
  payFrequencyRange: 'La frecuencia de pago no coincide con el intervalo entre los días de pago.',
  invalidRoutingNumber: 'Número de ruta bancaria no válido',
  invalidCardNumber: 'Número de tarjeta no válido',
  financeAmountMin: 'El monto a financiar debe ser mayor o igual a $300.',
  financeAmountMax: 'El monto a financiar debe ser menor o igual al límite de crédito.',
  amountErrorTitle: 'Error en el monto',
  verificationErrorTitle: 'Error de verificación',
  verificationFailed: 'El número de teléfono o el código de verificación no son válidos.',
  unableToVerifyPhone: 'No se pudo verificar el número de teléfono celular.',
  ssnGatheredInvalid: 'El número de Seguro Social ingresado no es válido.',
  accessCodeErrorTitle: 'Error del código de acceso',
  accessCodeSendFailed: 'Ocurrió un error al enviar el código de acceso.',
  newAccessCodeTitle: 'Nuevo código de acceso',
  newAccessCodeConfirm:
    'Si envía un código nuevo, el código anterior dejará de ser válido. ¿Está seguro de que desea continuar?',
  termsLoadFailed:
    'No se pudieron cargar los términos desde el servidor. Actualice la página o inténtelo de nuevo más tarde.',
  addressErrorPrefix: 'Error al buscar la dirección:',
  addressRetry: {
    resident: 'Intente con otra dirección de residencia.',
    mailing: 'Intente con otra dirección postal.',
    previous: 'Intente con otra dirección anterior.',
  },
  addressSearching: 'Buscando la dirección...',
  searchErrorTitle: 'Error de búsqueda',
  locationErrorTitle: 'Error de ubicación',
  geolocationUnsupported: 'Este navegador no admite la geolocalización.',
  geolocationFailed:
    'No se pudo obtener su ubicación. Revise la configuración de su navegador para asegurarse de que los permisos de ubicación estén activados.',
  noShopsFound: 'Lamentablemente, no encontramos ningún taller cerca de la zona que indicó',
  shopSearchRequired: 'Se necesita una dirección para buscar talleres.',
  missingConsumerData: 'Faltan datos del consumidor. No se pudo crear el consumidor.',
  linkCodeRequired: 'Se necesita el código del enlace para obtener la información del consumidor.',
  phoneRequiredForCode: 'Se necesita un número de teléfono para enviar el código de acceso.',
  transport: {
    communication: 'Ocurrió un error al comunicarse con el servidor remoto.',
    // A request (HTTP) is a 'petición': 'solicitud' is the credit application (docs/i18n/glossary-es.md).
    badRequest: 'Petición no válida',
    notFound: '404 - No se encontraron los datos',
    parse: 'Ocurrió un error al procesar los datos de la respuesta.',
    unknownRemote: 'Ocurrió un error desconocido al comunicarse con el servidor remoto.',
    unreachable: 'No se pudo establecer comunicación con el servidor remoto.',
    unknown: 'Ocurrió un error desconocido.',
    server: 'Error del servidor.',
  },
  accessCodeRetrieval: 'Ocurrió un error al obtener un código de verificación del servidor remoto.',
  navigationErrorTitle: 'Error de navegación',
  navigation: 'No se pudo determinar el siguiente paso.',
  notFound: (path) => `No se encontró ninguna coincidencia para ${path}`,
  processing: 'No actualice la página. Estamos procesando su solicitud.',
  leaveApplication: '¿Desea salir de la solicitud?',
};
