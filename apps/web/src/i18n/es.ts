import { MESSAGES_ES, SMS_VERIFY_CONSENTS } from '@ttapply/domain';
// The Spanish (es-US) message catalogue: the keys of en.ts, in the terms of docs/i18n/glossary-es.md (usted,
// names untranslated). The spec's English texts are kept exactly in en.ts; here they are translated.
import type { Catalogue } from './en';
import { residence } from './es/residence';
import { gettingIn } from './es/getting-in';
import { appSelectMessages } from './es/app-select';
import { coapplicantMessages } from './es/coapplicant';
import { shopSearchEn } from './es/shop-search';
import { resultMessages } from './es/results';
import { lendersMessages } from './es/lenders';
import { trainingMessages } from './es/training';
import { payTrainingMessages } from './es/pay-training';
import { brandedCardMessages } from './es/branded-cards';
import { helpMessages } from './es/help';
import { lenderTexts } from './es/lender-texts';

export const es: Catalogue = {
  ...residence,
  ...gettingIn,
  ...shopSearchEn,
  'brand.name': 'Text To Apply',
  // The current year.
  'brand.copyright': '© {year} Text To Apply',
  'title.landing': 'Text To Apply | Solicite financiamiento',
  'title.shopSearch': 'Text To Apply | Encuentre su taller',
  'title.policy': 'Text To Apply | Solicite financiamiento con confianza',
  'title.gettingStarted': 'Text To Apply | Verifique su dispositivo',
  'title.applicationInformation': 'Text To Apply | Información de la solicitud',
  'title.summary': 'Text To Apply | Información de la solicitud',
  'title.financingProviders': 'Text To Apply | Proveedores de financiamiento',
  'title.applicationReview': 'Text To Apply | Revisión de la solicitud',
  'title.result': 'Text To Apply | Resultado',
  'title.notFound': 'Text To Apply | Página no encontrada',
  'title.link': 'Text To Apply | Cargando su taller',
  'title.demo': 'Text To Apply | Demostración',
  'title.payTraining': 'Text To Apply | Capacitación sobre enlaces de pago',

  'language.label': 'Idioma',

  'common.next': 'Siguiente',
  'common.continue': 'Continuar',
  'common.cancel': 'Cancelar',
  'common.ok': 'Aceptar',
  'common.close': 'Cerrar',
  'common.edit': 'Editar',
  'common.loading': 'Cargando…',
  'common.optional': '(opcional)',
  'common.selectPlaceholder': 'Seleccione…',
  'common.yes': 'Sí',
  'common.no': 'No',
  'common.skipToContent': 'Ir al contenido principal',
  'common.trainingBadge': 'Modo de capacitación',
  'agreement.needed': 'Marque esta casilla para aceptar antes de continuar.',
  'field.show': 'Mostrar',
  'field.hide': 'Ocultar',
  // Nothing typed vanishes without a word (decision 180): the characters the field cannot take, named.
  'field.leftOut': 'No se puede usar {characters} en este campo, así que lo omitimos.',
  'field.leftOutMany': 'No se pueden usar {characters} en este campo, así que los omitimos.',
  // How to put an error right, under the message (GOV.UK error messages: say what to do), by format.
  'fix.name': 'Use letras, espacios, guiones, apóstrofos y puntos, como en su identificación.',
  'fix.digits': 'Use solo números.',
  'fix.money': 'Use una cantidad en dólares sin centavos, por ejemplo 42000.',
  'fix.zip': 'Use el código postal de 5 dígitos, por ejemplo 98052.',
  'fix.phone': 'Use un número de EE. UU. de 10 dígitos, por ejemplo 206-555-0177.',
  'fix.email': 'Use el formato nombre@example.com.',
  'fix.ssn': 'Use los 9 dígitos de su tarjeta del Seguro Social.',
  'fix.date': 'Use MM/DD/AAAA, por ejemplo 04/23/1985.',
  'fix.payday': 'Use MM/DD/AAAA, por ejemplo {example}.',
  'fix.expiry':
    'Use MM/DD/AAAA, la fecha de vencimiento impresa en la identificación, por ejemplo {example}.',
  'fix.dropdown': 'Elija una de las opciones.',
  // The error summary at the top of a form page (GOV.UK Design System "Error summary").
  'errors.summaryTitle': 'Hay un problema',
  // A failed save or background call says so and offers a retry; what was typed stays (decision 220).
  'errors.saveFailedTitle': 'Sus respuestas no se guardaron',
  'errors.saveFailed':
    'No pudimos comunicarnos con nuestro servidor, así que sus respuestas en esta página aún no se han guardado. No se perdió nada de lo que escribió: revise su conexión e intente de nuevo.',
  'errors.retry': 'Intentar de nuevo',
  'errors.checkFailedTitle': 'No pudimos comprobar el siguiente paso',
  'errors.checkFailed':
    'No pudimos comunicarnos con nuestro servidor para ver en qué punto está su solicitud. Sus respuestas y cualquier decisión se conservan: revise su conexión e intente de nuevo.',

  'footer.navLabel': 'Información legal',
  'footer.privacy': 'Política de privacidad',
  'footer.smsTerms': 'Términos de SMS',

  'processing.text': MESSAGES_ES.processing,

  'landing.heading': 'Financiamiento para su reparación, en minutos',
  'landing.lead':
    'Presente una sola solicitud breve desde su teléfono. Buscamos para usted los proveedores de financiamiento con los que trabaja su taller.',
  'landing.point.rebate': 'Reembolso de intereses a 90 días',
  'landing.point.down': '$0 de pago inicial',
  'landing.point.once': 'Una sola solicitud para todos los proveedores',
  // The promises' footnotes say what they depend on (decision 227).
  'landing.notesLabel': 'Notas',
  'landing.noteRef': 'Nota {number}',
  'landing.note.rebate':
    'Reembolso de intereses: con los prestamistas y productos que lo ofrecen, sujeto a aprobación de crédito. Los intereses se reembolsan o no se cobran si el saldo se paga en su totalidad dentro de 90 días; el contrato del prestamista establece los términos exactos. No todos los talleres trabajan con todos los prestamistas.',
  'landing.note.down':
    '$0 de pago inicial: Text To Apply no pide un pago inicial; si un prestamista lo pide, y de cuánto, depende de su decisión y del contrato que usted tenga con él.',
  'landing.getStarted': 'Comenzar',
  'landing.secure':
    'Su información está cifrada y solo se comparte con los prestamistas a los que presenta su solicitud.',
  'landing.howHeading': 'Cómo funciona',
  'landing.step1': 'Elija el taller que hará su reparación.',
  'landing.step2': 'Verifique su teléfono celular con un código por mensaje de texto.',
  'landing.step3': 'Complete una sola solicitud breve y reciba una decisión en minutos.',

  'shops.heading': 'Encuentre su taller',
  'shops.lead': 'Busque cerca de usted para ver los talleres que ofrecen financiamiento.',
  'shops.inputLabel': 'Código postal, ciudad o dirección',
  'shops.inputHint': 'Por ejemplo, 98052 o Redmond, WA',
  'shops.find': 'Buscar',
  'shops.searching': 'Buscando…',
  'shops.selectShop': 'Seleccionar taller',
  'shops.loadMore': 'Cargar más',
  'shops.distance': '{miles} millas',
  'shops.distanceOne': '{miles} milla',
  'shops.noShops': MESSAGES_ES.noShopsFound,
  'shops.searchErrorTitle': MESSAGES_ES.searchErrorTitle,
  'shops.addressRequired': MESSAGES_ES.shopSearchRequired,
  'shops.selectShopLabel': 'Seleccionar el taller {name}',
  'shops.mapLabel': 'Mapa de los talleres encontrados',

  'link.loading': 'Buscando su taller…',
  'link.notFound': 'No pudimos encontrar el enlace que siguió. Es posible que haya vencido.',
  'title.linkNotFound': 'Text To Apply | Enlace no encontrado',
  'link.searchShops': 'Buscar un taller',

  'policy.heading': 'Solicite financiamiento con confianza',
  'policy.lead': 'Antes de comenzar, lea cómo se comparte su información.',
  'policy.disclosureLabel': 'Divulgación sobre el intercambio de datos del consumidor',
  'policy.loadError': MESSAGES_ES.termsLoadFailed,
  // A consent: it says once that the English text prevails (glossary).
  'policy.agree':
    'He leído y acepto la divulgación sobre el intercambio de datos del consumidor, la Política de privacidad, los Términos y condiciones, los Términos de SMS y el Consentimiento de firma electrónica (E-SIGN) para recibir estos documentos de forma electrónica. En caso de discrepancia, prevalece la versión en inglés.',
  'policy.getStarted': 'Comenzar',
  'policy.error': 'Error',
  // APPLY stays in English: it is the keyword the texting programme reads.
  'policy.textInstruction':
    'Envíe la palabra APPLY por mensaje de texto al {shortCode} y toque el enlace de la respuesta para comenzar.',
  'policy.shortCode': '898227',
  'policy.rates': 'Pueden aplicarse tarifas de mensajes y datos.',
  'policy.shopChosen': 'Presentará su solicitud en {name}',

  'verify.heading': 'Verifique su dispositivo',
  'verify.lead':
    'Le enviaremos un código de seis dígitos por mensaje de texto a su teléfono celular para proteger su solicitud.',
  'verify.phoneLabel': 'Teléfono celular',
  'verify.phoneHint': 'Un número celular de EE. UU. que pueda recibir mensajes de texto.',
  'verify.sendCode': 'Enviar código',
  'verify.linkPhoneOffer':
    'Le enviaremos el código por mensaje de texto al teléfono al que se envió este enlace, el número que termina en {lastFour}.',
  'verify.linkPhone': 'teléfono que termina en {lastFour}',
  'verify.otherPhone': 'Usar otro número',
  'verify.sending': 'Enviando…',
  'verify.codeLabel': 'Código de verificación',
  'verify.codeHint': 'Ingrese el código de seis dígitos que enviamos al {phone}.',
  'verify.resendCode': 'Reenviar código',
  'verify.start': 'Verificar e iniciar solicitud',
  'verify.verifying': 'Verificando…',
  'verify.accessCodeErrorTitle': MESSAGES_ES.accessCodeErrorTitle,
  'verify.newCodeTitle': MESSAGES_ES.newAccessCodeTitle,
  'verify.newCodeConfirm': MESSAGES_ES.newAccessCodeConfirm,
  'verify.emptyCode': MESSAGES_ES.accessCodeEmpty,
  'verify.invalidCode': MESSAGES_ES.verificationFailed,
  'verify.unableToVerify': MESSAGES_ES.unableToVerifyPhone,
  'verify.sendError': MESSAGES_ES.accessCodeSendFailed,
  'verify.codeSent': 'Código enviado al {phone}.',
  // Each resend is confirmed, and the next one waits a moment so a slow text is not overtaken by a new code.
  'verify.newCodeSent': 'Enviamos un código nuevo al {phone}.',
  'verify.resendIn': 'Puede pedir un código nuevo en {seconds} s.',
  'verify.resendWait':
    'Espere {seconds} s: si pide un código nuevo ahora, se cancelará el que ya va en camino.',
  'verify.shortCode': 'El código tiene 6 dígitos; usted escribió {count}.',
  'verify.fixCode':
    'Escriba el código de 6 dígitos del mensaje de texto que le enviamos o pida un código nuevo abajo.',
  // The texting consent in Spanish is the domain's (decision 232): the server logs that very text with the code
  // it sends, so the log says what the person saw. It names the Spanish keywords, which the programme answers.
  'verify.rates': SMS_VERIFY_CONSENTS.es,

  'step.aboutYou.heading': 'Cuéntenos sobre usted',
  'step.resident.heading': '¿Dónde vive?',
  'step.financial.heading': 'Su información financiera',
  'step.email.heading': 'Su correo electrónico',
  'step.phone.heading': 'Su número de teléfono',
  'step.id.heading': 'Su identificación',
  'step.ssn.heading': 'Su número de Seguro Social (SSN)',
  'step.generic.heading': 'Información de la solicitud',
  'step.coappSelect.heading': '¿Desea presentar la solicitud con un cosolicitante?',
  'step.coappSelect.lead': 'Puede agregar a un cosolicitante, como su cónyuge, a esta solicitud.',
  'step.coappAboutYou.heading': 'Sobre su cosolicitante',
  'step.coappResident.heading': 'Vivienda de su cosolicitante',
  'step.coappFinancial.heading': 'Información financiera de su cosolicitante',
  'step.previousAddress': 'Dirección anterior',
  'step.previousAddressHint':
    'Ha vivido en su dirección un año o menos, así que también necesitamos su dirección anterior.',
  'step.locked': 'Verificado',
  'step.lockedHint': 'Se verificó con un código, así que no se puede cambiar aquí.',

  'summary.heading': 'Revise su información',
  'summary.lead': 'Revise sus respuestas. Toque una sección para verla y Editar para cambiarla.',
  'summary.section.aboutYou': 'Sobre usted',
  'summary.section.email': 'Correo electrónico',
  'summary.section.phone': 'Número de teléfono',
  'summary.section.financial': 'Información financiera',
  'summary.section.identification': 'Identificación',
  'summary.section.ssn': 'SSN',
  'summary.section.residence': 'Vivienda',
  'summary.edit': 'Editar {section}',
  'summary.incomplete': 'Sin completar',

  'appSelect.heading': 'Obtenga el financiamiento que necesita',
  'appSelect.apply': 'Solicitar',
  'appSelect.next': 'Siguiente',
  'appSelect.noApps': 'No hay proveedores de financiamiento disponibles en este taller.',
  'appSelect.offeredBy': 'Se ofrece en {shop}',
  'lender.generic.legal': 'Sujeto a la aprobación de crédito del prestamista.',

  'review.heading': 'Revisión de la solicitud',
  // Decision 180: an ASCII-only lender receives the name or address without accents; the consumer sees how.
  'review.lenderReceives': '{lender} recibe: {value}',
  'review.lead': 'Revise su información antes de enviarla.',
  'review.section.aboutYou': 'Sobre usted',
  'review.section.residence': 'Sobre su vivienda',
  'review.section.income': 'Sobre sus ingresos',
  'review.editSection': 'Editar {section}',
  'review.submit': 'Enviar solicitud',
  'review.errorTitle': 'Error al enviar la solicitud',
  'review.noConsumer': 'Estado no válido: no se seleccionó ningún consumidor',

  'notFound.text': MESSAGES_ES.notFound('{path}'),
  'notFound.home': 'Ir al inicio',

  'demo.affHeading': 'Firma de documentos de AFF (demostración)',
  'demo.affText':
    'La pantalla de firma electrónica de American First Finance con datos de demostración: el préstamo en palabras sencillas y la página de firma de AFF en su marco. Firmar aquí no cambia nada.',
  'demo.affSigned': 'Firmado. En el proceso real, el desembolso de los fondos comenzaría ahora.',

  'transport.communication': MESSAGES_ES.transport.communication,
  'transport.badRequest': MESSAGES_ES.transport.badRequest,
  'transport.notFound': MESSAGES_ES.transport.notFound,
  'transport.parse': MESSAGES_ES.transport.parse,
  'transport.unknownRemote': MESSAGES_ES.transport.unknownRemote,
  'transport.network': MESSAGES_ES.transport.unreachable,
  'transport.unknown': MESSAGES_ES.transport.unknown,
  'transport.server': MESSAGES_ES.transport.server,

  'session.navigationErrorTitle': MESSAGES_ES.navigationErrorTitle,
  'session.timeoutTitle': '¿Sigue ahí?',
  'session.timeoutText':
    'Por su seguridad, las sesiones terminan después de 15 minutos sin actividad. Su sesión vencerá en 2 minutos.',
  // The warning counts down to the exit (decision 220); {time} is m:ss.
  'session.timeoutCountdown': 'Tiempo restante: {time}',
  'session.stay': 'Continuar con la solicitud',
  'session.exit': 'Salir',
  'session.leave': MESSAGES_ES.leaveApplication,
  'session.navigationError': MESSAGES_ES.navigation,
  ...appSelectMessages,
  ...coapplicantMessages,
  ...resultMessages,
  ...lendersMessages,
  ...trainingMessages,
  ...payTrainingMessages,
  ...brandedCardMessages,
  ...helpMessages,
  ...lenderTexts,
};
