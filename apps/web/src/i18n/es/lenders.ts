// Texts of the lender submission pages (lenders §2 "Review and submission pages", "Offer page", "GNES
// terms", §4 "Submission pages", §8 error catalogue). The Spanish says the same thing in correct Spanish; a
// link to a lender document, which exists only in English, says "(en inglés)".
import type { lendersMessages as english } from '../en/lenders';
import type { Translation } from '../translation';

export const lendersMessages: Translation<typeof english> = {
  'lenders.review.section.additional': 'Información adicional',
  'lenders.review.mailingSame': 'Igual a la dirección de la vivienda',
  'lenders.review.mailingAddress': 'Dirección postal',

  // Lenders §4 "Submission pages" and §8.
  'lenders.error.applicationTitle': 'Error en la solicitud',
  'lenders.error.noConsumer': 'No se pudo obtener la información del consumidor.',
  'lenders.error.submissionTitle': 'Error al enviar la solicitud',
  'lenders.error.unknownSubmit': 'Ocurrió un error desconocido al enviar la solicitud.',
  'lenders.processing.lender': 'Enviando a {lender}',

  // Consent line above each submit button: the check, the lender, the data, and the automatic
  // prequal after a decline (lenders §4 "Submission pages").
  'lenders.consent.sentence':
    'Al seleccionar {button}, usted autoriza a {lender} a realizar una consulta de crédito {check} y a recibir estos datos suyos: {data}.',
  'lenders.consent.soft': 'blanda',
  'lenders.consent.hard': 'dura',
  'lenders.consent.softNote': 'Una consulta de crédito blanda no afecta su puntaje de crédito.',
  'lenders.consent.afterDecline':
    'Si {lender} no aprueba la solicitud, {next} recibe {data} para hacer una consulta de crédito blanda y ver si usted precalifica.',
  'lenders.consent.sameData': 'los mismos datos',
  'lenders.consent.yourData': 'sus datos ({data})',
  'lenders.consent.and': 'y',
  // Labels chosen so none starts with "i": the list joins its last item with "y", never "e".
  'lenders.data.name': 'nombre',
  'lenders.data.date-of-birth': 'fecha de nacimiento',
  'lenders.data.ssn': 'número de Seguro Social',
  'lenders.data.contact': 'datos de contacto',
  'lenders.data.address': 'dirección',
  'lenders.data.income': 'datos de ingresos',
  'lenders.data.employment': 'empleador',
  'lenders.data.housing': 'datos de vivienda',
  'lenders.data.id': 'documento de identidad',
  'lenders.data.marital': 'estado civil y datos del cónyuge',
  'lenders.data.bank-account': 'cuenta bancaria',
  'lenders.data.card': 'datos de la tarjeta',
  'lenders.data.coapplicant': 'datos del cosolicitante',

  // Disclosure modal (lenders §2, §7, §8).
  'lenders.terms.loading': 'Intentando obtener los detalles de {document}...',
  'lenders.terms.print': 'Imprimir',
  'lenders.terms.download': 'Descargar',
  'lenders.terms.email': 'Enviar por correo electrónico',
  'lenders.terms.agree': 'Acepto',
  'lenders.terms.close': 'Cerrar',
  'lenders.terms.frameTitle': '{document}',
  'lenders.terms.retrievalTitle': 'Error al obtener el documento',
  'lenders.terms.retrievalPhone':
    'Por el momento, el sistema no puede obtener los términos. Para recibir ayuda, comuníquese con el proveedor al {phone}.',
  'lenders.terms.retrieval': 'Por el momento, el sistema no puede obtener los términos.',
  'lenders.terms.unavailable': 'Términos no disponibles',
  'lenders.terms.emailSuccessTitle': 'Correo electrónico enviado',
  'lenders.terms.emailSuccess': 'Se envió un correo electrónico a {email}',
  'lenders.terms.emailErrorTitle': 'Error de correo electrónico',
  'lenders.terms.emailError': 'Ocurrió un error al enviar un correo electrónico a {email}',
  'lenders.terms.privacySingular': 'Revise también el Aviso de privacidad.',
  'lenders.terms.privacyPlural':
    'Revise también los Avisos de privacidad, incluido el Aviso de privacidad de California.',
  'lenders.terms.caPrivacy': 'Aviso de privacidad de California (en inglés)',
  'lenders.terms.privacy': 'Aviso de privacidad (en inglés)',

  // DigniFi (CFSS) review: three agreements (lenders §2 "DigniFi needs three agreements").
  'lenders.cfss.doc.terms': 'Términos y condiciones y Política de privacidad',
  'lenders.cfss.doc.esign': 'Consentimiento de firma electrónica',
  'lenders.cfss.doc.credit-pull': 'Autorización para obtener el informe de crédito',
  'lenders.cfss.agree.terms': 'Acepto los Términos y condiciones y la Política de privacidad de DigniFi.',
  'lenders.cfss.agree.termsPlural':
    'Acepto los Términos y condiciones y las Políticas de privacidad de DigniFi.',
  'lenders.cfss.agree.esign': 'Acepto el Consentimiento de firma electrónica.',
  'lenders.cfss.agree.credit-pull': 'Autorizo a DigniFi a obtener mi informe de crédito.',
  'lenders.cfss.read': 'Leer {document} (en inglés)',
  'lenders.cfss.submit': 'Enviar solicitud',

  // GNES (Concora) prequal and offer (lenders §2 "Offer page", "GNES terms").
  'lenders.gnes.title': 'Text To Apply | Su oferta',
  'lenders.gnes.checkHeading': 'Vea si precalifica',
  'lenders.gnes.checkLead': 'Averigüe si precalifica para una tarjeta de crédito de {lender}.',
  'lenders.gnes.checkButton': 'Ver mi oferta',
  'lenders.gnes.offerHeading': '¡Usted precalificó!',
  'lenders.gnes.offerLead':
    'Revise a continuación los términos de su oferta de tarjeta de crédito de {lender}.',
  'lenders.gnes.creditLimit': 'Límite de crédito',
  'lenders.gnes.termsFrame': 'Términos y condiciones de {lender}',
  'lenders.gnes.consentTitle': 'Consentimiento para comunicaciones electrónicas',
  'lenders.gnes.consentOpen': 'Consentimiento para comunicaciones electrónicas (en inglés)',
  'lenders.gnes.alreadyAgreed': 'Ya aceptado',
  'lenders.gnes.beforeAccept':
    'Al hacer clic en Aceptar oferta, usted solicita una cuenta de crédito emitida por un banco, miembro de la FDIC, y confirma que ha leído los Términos y condiciones, el Consentimiento para comunicaciones electrónicas y las Divulgaciones de autorización de la solicitud.',
  'lenders.gnes.consentNeeded': 'Primero lea y acepte el Consentimiento para comunicaciones electrónicas.',
  'lenders.gnes.accept': 'Aceptar oferta',
  'lenders.gnes.noThanks': 'No, gracias',
  'lenders.gnes.confirmTitle': '¿Está seguro?',
  'lenders.gnes.confirmText': '¿Está seguro de que no desea aprovechar su oferta de precalificación?',
  'lenders.gnes.yes': 'Sí',
  'lenders.gnes.no': 'No',
  'lenders.gnes.pdfErrorTitle': 'Error de descarga',
  'lenders.gnes.pdfError':
    'Lo sentimos, hubo un problema al obtener el PDF para descargarlo. Inténtelo de nuevo más tarde.',
};
