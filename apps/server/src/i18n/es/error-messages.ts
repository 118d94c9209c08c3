import type { ErrorMessageId } from '../en/error-messages.js';

/**
 * The Spanish (es-US) of every error text of `en/error-messages.ts`, by the same keys, written to
 * docs/i18n/glossary-es.md: usted, one word per term, lender and product names untranslated; a request (HTTP) is
 * a "petición", since "solicitud" is the credit application. A placeholder (a lender, a number, a ZIP code) is
 * carried over as it is.
 */
export const ERROR_MESSAGES_ES: { readonly [K in ErrorMessageId]: string } = {
  // The error codes' own texts (errors/app-error.ts ERROR_CODES) and the error handler's.
  'error.unauthorized': 'Su sesión expiró o no existe. Verifique de nuevo su teléfono celular.',
  'error.conflict': 'Esta petición entra en conflicto con una anterior.',
  'error.forbidden': 'Acceso no permitido.',
  'error.gone': 'Este enlace expiró.',
  'error.unprocessable': 'No se puede procesar esta petición.',
  'error.alreadyApplied': 'Ya envió una solicitud a este prestamista.',
  'error.tooManyRequests': 'Demasiadas peticiones. Espere un momento e intente de nuevo.',
  'error.payloadTooLarge': 'El contenido de la petición es demasiado grande.',

  // Labels of the address check's fields, named in front of the field's text ('Zip Code: Invalid zip').
  'label.address1': 'Dirección',
  'label.address2': 'Dirección 2',
  'label.city': 'Ciudad',
  'label.state': 'Estado',
  'label.zip': 'Código postal',
  'label.mailingAddress1': 'Dirección postal',
  'label.mailingAddress2': 'Dirección postal 2',
  'label.mailingCity': 'Ciudad de la dirección postal',
  'label.mailingState': 'Estado de la dirección postal',
  'label.mailingZip': 'Código postal de la dirección postal',
  'label.previousAddress1': 'Dirección anterior',
  'label.previousAddress2': 'Dirección anterior 2',
  'label.previousCity': 'Ciudad anterior',
  'label.previousState': 'Estado anterior',
  'label.previousZip': 'Código postal anterior',

  // The address check's reasons, shown after 'Error finding address:' (spec §8 "Address check").
  'address.notFound': 'No se encontró la dirección.',
  'address.numberAndName': 'La dirección debe incluir el número de la casa y el nombre de la calle.',
  'address.zipNotFound': 'No se encontró el código postal {zip}.',
  'address.zipNotInState': 'El código postal {zip} no corresponde a {state}.',
  'address.zipNotInCity': 'El código postal {zip} no corresponde a {city}, {state}.',

  // Phone verification.
  'verification.codeDigits': 'El código de verificación tiene 6 dígitos.',
  'verification.invalidHash': 'El hash de verificación no es válido.',
  'verification.codeExpired': 'El código de verificación expiró. Solicite un código nuevo.',
  'verification.phoneLimit':
    'Se solicitaron demasiados códigos de verificación para este número de teléfono. Espere una hora e intente de nuevo.',
  'verification.ipLimit':
    'Se solicitaron demasiados códigos de verificación. Espere una hora e intente de nuevo.',
  // START is the keyword our number answers (sms-programme.ts START_WORDS), so it stays as it is.
  'verification.optedOut':
    'Este número canceló los mensajes de texto de Text To Apply. Para volver a recibirlos, envíe START al {shortCode} desde ese teléfono y vuelva a intentarlo.',

  // Texted links.
  'link.invalid':
    'Este enlace no es válido. Revise el enlace de su mensaje de texto o busque su taller para comenzar.',
  'link.cancelled':
    'El taller canceló este enlace. Pídale al taller que le envíe uno nuevo por mensaje de texto o busque su taller para comenzar.',
  'link.shopStopped': 'Este enlace ya no funciona: el taller dejó de usarlo. Busque su taller para comenzar.',
  // APPLY is the keyword our number answers (text-to-apply-service.ts), so it stays as it is.
  'link.expired':
    'Este enlace expiró. Envíe APPLY por mensaje de texto para recibir uno nuevo o busque su taller para comenzar.',

  // The SSN check of a returning consumer.
  'ssn.confirm': 'Confirme su número de Seguro Social (SSN) para continuar con su solicitud.',
  'ssn.tooManyTries':
    'Ingresó un número de Seguro Social (SSN) incorrecto demasiadas veces. Espere {minutes} minutos e intente de nuevo.',
  'ssn.dobMismatch': 'Esa fecha de nacimiento no coincide con la que se guardó en su solicitud.',

  // Consumers.
  'consumer.unavailable': 'No se pudo obtener la información del cliente.',

  // Shops.
  'shop.valueBetween': '{name} debe estar entre {min} y {max}',
  'shop.notFound': 'No se encontró el taller.',
  'shop.unknown': 'Taller desconocido.',
  'shop.doesNotOffer': 'Este taller no ofrece {lender}.',
  'shop.notOffered': 'Este taller no ofrece {lender}.',
  'shop.noAcctId': 'Ningún taller tiene este acctId y subId.',

  // Documents and the terms e-mail.
  'documents.unknownTemplate': 'Plantilla desconocida. Use una de estas: {templates}.',
  'documents.invalidEmail': 'La dirección de correo electrónico no es válida.',
  'documents.emailLimit':
    'Se enviaron demasiados correos electrónicos para esta solicitud o a esta dirección. Intente de nuevo en una hora o descargue el documento.',
  'documents.emailFailed': 'Ocurrió un error al enviar un correo electrónico a {to}',

  // The request's shape (plugins/input-guard.ts and the routes' schemas).
  'request.twoLetterState': 'use el código de dos letras',
  'request.unknownField': 'Campo desconocido.',
  'request.tooManyFields': 'Demasiados campos.',
  'request.badCharacter': 'Contiene un carácter que no está permitido.',
  'request.nestedTooDeeply': 'Tiene demasiados niveles anidados.',
  'request.required': 'Obligatorio.',
  'request.acctIdRequired': 'Se requiere acctId.',
  'request.atMost': 'Como máximo {max} caracteres.',
  'request.digits': 'Debe tener {n} dígitos.',
  'request.invalidState': 'Estado no válido',
  'request.consumerId': 'Debe ser su identificador de cliente.',

  // Applications and prequalifications.
  'application.unknownAppType': 'Tipo de solicitud desconocido: {appType}.',
  'application.noPrequal': '{lender} no ofrece precalificación.',
  'application.wrongTier': '{lender} se envía con el nivel {tier}.',
  'application.notInState': '{lender} no está disponible para residentes de {state}.',
  'application.notRemote': 'El prestamista {lender} no está configurado para el envío remoto.',
  'application.phoneMismatch': 'Debe coincidir con el teléfono celular verificado.',
  'application.idMismatch': 'Debe coincidir con la solicitud indicada en la dirección URL.',
  'application.consentRequired': 'Se requiere su consentimiento para la consulta de crédito.',
  'application.alreadyAppliedTo': 'Ya envió una solicitud a {lender}.',
  'application.noOfferToAccept': 'No hay una oferta de precalificación de {lender} que aceptar.',
  'application.offerMismatch': 'La oferta no coincide con su precalificación.',
  'application.forLender': 'Esta solicitud es para {lender}.',
  'application.alreadyAnswered': 'El prestamista ya respondió a esta solicitud; no se puede cambiar.',
  'application.noOfferToDecline': 'No hay ninguna oferta de precalificación pendiente que rechazar.',

  // Idempotency keys (GUIDE 11).
  'idempotency.inProgress':
    'Todavía se está procesando una petición con esta Idempotency-Key. Vuelva a intentarlo en unos momentos.',
  'idempotency.reused': 'Esta Idempotency-Key ya se usó para otra petición.',

  // Drafts.
  'draft.notSaved': 'Esta página no se puede guardar como borrador.',

  // American First Finance.
  'amff.notAff': 'Esta no es una solicitud de American First Finance.',
  'amff.notApproved': 'Esta solicitud no está aprobada.',
  'amff.lastFour': 'Ingrese los últimos cuatro dígitos de su número de Seguro Social (SSN).',
  'amff.alreadySigned': 'El contrato ya está firmado. Cancele el financiamiento para cambiar el monto.',
  'amff.finalizeFirst': 'Confirme el monto antes de firmar.',
  'amff.notSigned': 'Los documentos aún no se han firmado.',
  'amff.noFunding': 'No hay financiamiento que cancelar.',
  'amff.noVirtualCard': 'No se emitió una tarjeta virtual para esta solicitud.',
  'amff.simulatedSigningTraining': 'La firma simulada solo está disponible en el modo de capacitación.',
  'amff.esignConsentFirst':
    'Primero acepte el consentimiento electrónico de American First Finance: léalo en los detalles del préstamo, marque la casilla y toque Confirmar y firmar.',
  'amff.esignConsentChanged':
    'El consentimiento electrónico de American First Finance cambió. Léalo de nuevo en los detalles del préstamo, marque la casilla y toque Confirmar y firmar.',
  'amff.cardNotChecked':
    'Su tarjeta no se ha verificado con American First Finance. Regrese a “Información de la cuenta” y toque Siguiente.',
  'amff.financeAmounts':
    'Ocurrió un error al obtener los montos a financiar. Los datos del resultado no están disponibles',
  'amff.editOnlyUnsubmitted': 'Solo se puede editar una solicitud que no se pudo enviar.',
  'amff.expiration': 'La fecha de vencimiento debe tener el formato MMAA.',
  'amff.routingNumber': 'El número de ruta bancaria tiene 9 dígitos.',

  // A lender's terms document.
  'terms.unavailable': 'Términos no disponibles',

  // Synchrony.
  'gemy.trainingSsn':
    'Debe ser uno de los números de Seguro Social (SSN) de prueba del modo de capacitación.',
  'gemy.trainingOnly': 'Solo en una sesión del modo de capacitación se puede elegir un SSN de prueba.',
  'gemy.merchantNumber': 'Debe ser el número de comerciante de Synchrony del taller.',
  'gemy.noToken': 'falta el token',
  'gemy.tokenMismatch': 'El token no coincide',
  'gemy.unexpectedStatus': 'Respuesta inesperada de applicationStatus',
  'gemy.notCompleted': 'Synchrony aún no ha completado esta solicitud.',

  // Versatile.
  'vers.onlyVers': 'El proceso de Versatile es solo para VERS.',
  'vers.tier3': 'Las solicitudes de Versatile son de nivel 3.',
  'vers.startFailed': 'Error al iniciar el proceso de Versatile',
  'vers.sessionEnded': 'La sesión de Versatile terminó.',
  'vers.sessionId': 'Debe ser el identificador de su sesión de Versatile.',
  'vers.providerNotListed': 'No se encontró {provider} en la lista de prestamistas.',

  // Training walks (decision 198).
  'training.onlyTrainingWalk': 'Solo un recorrido en modo de capacitación puede registrarse como práctica.',
  'training.notStarted': 'Este recorrido de capacitación aún no ha comenzado.',

  // The texting provider's webhook.
  'sms.badSignature': 'La firma de la petición no es válida.',
};
