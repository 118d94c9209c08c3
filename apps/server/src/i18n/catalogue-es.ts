import type { Translation } from './catalogue-en.js';

/**
 * The Spanish catalogue (decision 232), written to docs/i18n/glossary-es.md: usted, one word per term, names
 * untranslated, the Spanish keywords (AYUDA, ALTO, COMENZAR, SOLICITAR). No ASCII apostrophe: ICU reads `'{` as
 * a quote.
 */
export const ES: Translation = {
  'sms.notice':
    'Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responda AYUDA para obtener ayuda, ALTO para cancelar.',
  'sms.help':
    'Text To Apply: solicitudes de financiamiento en su taller de autos o llantas, un servicio de {company}. Ayuda: {email}. {notice}',
  'sms.stopped':
    'Text To Apply: canceló su suscripción y no recibirá más mensajes de texto de nuestra parte. Responda COMENZAR para volver a suscribirse.',
  'sms.started': 'Text To Apply: volvió a suscribirse a nuestros mensajes de texto. {notice}',
  'sms.optedOut':
    'Este número canceló los mensajes de texto de Text To Apply. Para volver a recibirlos, envíe COMENZAR al {shortCode} desde ese teléfono y vuelva a intentarlo.',

  'sms.howTo':
    'Text To Apply: para comenzar, envíe SOLICITAR, o SOLICITAR y la palabra clave de su taller o su código de solicitud de seis dígitos. Responda AYUDA para obtener ayuda, ALTO para cancelar.',
  'sms.shopSearch':
    'Text To Apply: busque su taller y comience su solicitud de financiamiento en {url} . {notice}',
  'sms.link':
    '{sender}: comience su solicitud de financiamiento en {link} . El enlace funciona durante {hours, plural, one {# hora} other {# horas}}. {notice}',

  'sms.staffLink':
    '{shop}: solicite financiamiento en {link} . El enlace funciona durante {hours, plural, one {# hora} other {# horas}}. {notice}',
  'sms.staffLinkPurchase':
    '{shop}: solicite financiamiento para su compra de {amount} en {link} . El enlace funciona durante {hours, plural, one {# hora} other {# horas}}. {notice}',
  'sms.yourShop': 'Su taller',

  'otp.code':
    'Text To Apply: su código de verificación es {code}. Vence en {minutes, plural, one {# minuto} other {# minutos}}. {notice}',
  'otp.phoneLimit':
    'Se pidieron demasiados códigos de verificación para este número de teléfono. Espere una hora y vuelva a intentarlo.',
  'otp.ipLimit': 'Se pidieron demasiados códigos de verificación. Espere una hora y vuelva a intentarlo.',
  'otp.sendFailed': 'Ocurrió un error al enviar el código de acceso.',

  'email.terms.subject': '{lender}: {title}',
  'email.terms.body':
    'Le enviamos el documento “{title}” de su solicitud con {lender} en {shop}. Lo encontrará adjunto en formato PDF.',

  'document.pageTitle': 'Text To Apply | {title}',
  'document.lastUpdated': 'Última actualización: {date}',
  'document.downloadPdf': 'Descargar este documento en PDF',
  'document.financingProvider': 'Proveedor de financiamiento',
  'document.stateOfResidence': 'Estado de residencia',
  'document.printedFor':
    'Esta copia se imprimió en {shop} para una solicitud con {lender}. {lender} fija los términos de cualquier crédito que ofrezca; su propio contrato y sus divulgaciones, que recibirá antes de aceptar una oferta, rigen su cuenta.',
  'document.englishOnly': '{title} (en inglés)',
};
