// Result screens of every lender (lenders §4 "Result screen (RESULT)", §4 AFF item 9, §8, §9), in Spanish.
// Same keys as the English part; the spec's texts are translated here, not kept word for word.
import type { resultMessages as english } from '../en/results';
import type { Translation } from '../translation';

export const resultMessages: Translation<typeof english> = {
  // Dispatcher (lenders §4 "Result screen")
  'results.heading': 'Su resultado',
  // Decision 191: after a decline, who decided, who sends the reasons, and how to ask for them.
  'results.declineNotice.heading': 'Sobre esta decisión',
  'results.declineNotice.decided': '{lender} tomó esta decisión, no el taller ni Text To Apply.',
  'results.declineNotice.reasons':
    '{lender} le enviará un aviso con los motivos principales de la decisión por correo postal o correo electrónico dentro de {days} días.',
  'results.declineNotice.reasonsRange':
    '{lender} le enviará un aviso con los motivos principales de la decisión por correo postal o correo electrónico en {from} a {days} días.',
  'results.declineNotice.ask':
    'Tiene derecho a pedirle a {lender} los motivos dentro de los 60 días posteriores al aviso. Para pedirlos, llame al',
  // Decision 190: every credit check of this application, with the consent it rests on.
  'results.creditChecks.heading': 'Consultas de crédito de esta solicitud',
  'results.creditChecks.soft': '{lender}: consulta de crédito blanda (no afecta su puntaje de crédito)',
  'results.creditChecks.hard': '{lender}: consulta de crédito dura (puede afectar su puntaje de crédito)',
  // The time ends in 'p.m.': a sentence that ended on it read 'p.m..'.
  'results.creditChecks.agreed': 'El {when}, usted dio su consentimiento.',
  'results.creditChecks.checked': 'El {when}, se hizo la consulta.',
  'results.creditChecks.notMade': 'No se hizo: nunca se le pidió a {lender}, así que no consultó su crédito.',
  'results.creditChecks.consent': 'Lo que usted aceptó',
  // Issue item 7: the automatic soft check the consumer agreed to could not be sent; the lender is offered.
  'results.softCheckNotSent':
    'La consulta de crédito blanda que usted aceptó no se pudo enviar a {lender} con las respuestas que tenemos, así que {lender} no ha revisado su crédito. Presente la solicitud abajo: sus páginas le piden lo que necesita.',
  'results.unknown':
    'Lo sentimos, algo salió mal y estamos trabajando para resolver el problema. Intente de nuevo más tarde.',
  'results.none': 'No hay resultados de la solicitud.',
  'results.errorTitle': 'Error en la solicitud',
  'results.errorDefault': 'Ocurrió un error desconocido al procesar la solicitud',
  'results.processingHeading': 'Procesando su solicitud',

  // Shared pieces
  'results.referenceNumber': 'Número de referencia',
  'results.confirmationNumber': 'Número de confirmación',
  'results.applicationKey': 'Clave de la solicitud',
  'results.creditLimit': 'Límite de crédito',
  'results.approvedAmount': 'Monto aprobado',
  'results.cardNumber': 'Número de tarjeta',
  'results.accountNumber': 'Número de cuenta',
  'results.call': 'Llamar al {phone}',
  'results.showPhone': 'Muestre su teléfono al asociado de ventas',
  'results.done': 'Listo',
  'results.doneHint': 'Cuando termine en el mostrador, toque Listo para cerrar su solicitud.',
  'results.startOver': 'Iniciar una nueva solicitud',
  'results.noMoreOptions':
    'En este momento no hay otras opciones de financiamiento en este taller. Puede hablar con el asociado de ventas sobre otras formas de pago o iniciar una nueva solicitud en cualquier momento.',
  'results.shopDetails': 'Su taller',
  'results.yourShop': 'su taller',
  'results.cardIssuer': 'Credit First National Association',
  'results.cardTagline': 'LLANTAS · SERVICIO · REPARACIONES',
  'results.financingStillPossible': 'PERO AÚN PUEDE OBTENER FINANCIAMIENTO.',
  'results.nextLenderLead':
    'Puede presentar su solicitud con {lender} ahora. Usaremos la información que ya ingresó.',
  'results.nextApp.apply': 'Solicitar',
  'results.nextApp.continue': 'Continuar',
  'results.nextApp.reviewDisclosures': 'Revisar divulgaciones',
  'results.nextApp.beginApplication': 'Comenzar solicitud',
  'results.nextApp.applyWithSnap': 'Solicitar con Snap',
  'results.promo.CFSS':
    'Repare ahora y pague con el tiempo: sin intereses si liquida su préstamo en 90 días.',
  'results.promo.AMFF.reuse': 'Usamos la información que ya ingresó',
  'results.promo.AMFF.fast': 'Una solicitud rápida',
  'results.promo.AMFF.credit': 'No necesita tener buen crédito',
  'results.promo.AMFF.funds': 'Fondos disponibles al instante',
  'results.approvedHeading': '¡Felicidades! Su solicitud fue aprobada',
  // Lenders §4 "Result determination": pendingappflag '2' is approved in store (see the store associate).
  'results.approvedInStore':
    'Su solicitud fue aprobada en la tienda. Hable con el asociado de la tienda para terminar de configurar su cuenta.',
  'results.referredHeading': 'Su solicitud necesita revisión',
  'results.referredText':
    '{lender} necesita más información antes de tomar una decisión. Llame a {lender} al {phone} para completar su solicitud.',
  'results.declinedPlain': 'Lo sentimos, no pudimos aprobar su solicitud.',

  // CFNA (lenders §4; letter within 10 days, §9)
  'results.cfna.approvedLead': 'Su tarjeta de crédito CFNA está lista para usarse hoy en {shop}.',
  'results.cfna.accountOnFile':
    'Usted ya tiene una cuenta CFNA. Use su tarjeta CFNA actual para esta compra.',
  'results.cfna.referredHeading': 'Su solicitud necesita revisión',
  'results.cfna.referredText':
    'Necesitamos un poco más de información para terminar su solicitud. Llame a CFNA al {phone} y dé su número de referencia.',
  'results.cfna.declinedHeading': 'Su solicitud fue rechazada.',
  'results.cfna.declinedText':
    'Lo sentimos, no pudimos aprobar su solicitud con CFNA. Recibirá una carta con la explicación dentro de {days} días.',
  'results.cfna.promo1': 'Financiamiento especial en compras de $149 o más',
  'results.cfna.promo2': 'Límites de crédito de hasta $4,500',
  'results.cfna.promo3': 'Sin cuota anual',

  // GEMY (lenders §4, §8, §9 7-10 days)
  'results.gemy.cardInMail': 'Recibirá su tarjeta de crédito por correo en 7 a 10 días.',
  'results.gemy.declinedHeading': 'Su solicitud no fue aprobada.',
  'results.gemy.declinedText':
    'Synchrony Bank no pudo aprobar su solicitud. Recibirá una explicación por escrito por correo en {from} a {days} días.',
  'results.gemy.prequalDeclined':
    'Usted no obtuvo la precalificación. Verificar si precalificaba no afectó su puntaje de crédito.',
  'results.gemy.referredHeading': 'Solicitud en revisión',
  'results.gemy.referredText':
    'Synchrony Bank necesita más información para tomar una decisión. Llame al {phone} para completar su solicitud.',
  'results.gemy.errorText': 'Llame a Synchrony Bank al {phone} para obtener ayuda con su solicitud.',
  'results.gemy.errorDefault': 'Error',
  'results.gemy.unknown': 'Error: GEMY[0]',

  // DigniFi (lenders §4)
  'results.cfss.approvedLead': 'Su préstamo de DigniFi fue aprobado.',
  'results.cfss.nextStepsHeading': 'Próximos pasos',
  'results.cfss.step1': 'Muestre su teléfono al asociado de ventas.',
  'results.cfss.step2': 'El taller prepara su orden de reparación por el monto aprobado.',
  'results.cfss.step3': 'Revise y firme su contrato de préstamo de DigniFi para terminar.',
  'results.cfss.declinedHeading': 'LO SENTIMOS, NO PUDIMOS APROBAR SU SOLICITUD.',
  'results.cfss.declinedText': 'DigniFi le enviará una carta con la explicación de la decisión.',
  'results.cfss.bank': 'Los préstamos de DigniFi los otorga {bank}, Miembro FDIC.',
  'results.cfss.defaultBank': 'un banco asociado',

  // EZPY (lenders §4; letter within 10 days, §9; footnote states)
  'results.ezpy.approvedLead': 'EasyPay Finance aprobó su financiamiento.',
  'results.ezpy.nextSteps': 'Muestre su teléfono al asociado de ventas para terminar su contrato.',
  'results.ezpy.referredHeading': 'Su solicitud está en revisión',
  'results.ezpy.referredText':
    'Lamentablemente, no podemos darle una decisión inmediata. Llame a EasyPay Finance al {phone} para completar su solicitud.',
  'results.ezpy.declinedLetter': 'Recibirá una carta con la explicación dentro de {days} días.',
  'results.ezpy.footnote':
    'Los préstamos los otorga {bank}, Miembro FDIC, excepto en AK, AZ, CA, DE, ID, KS, KY, ND, NH, NM, NV, OR, PA, UT, VA, WA y WI, donde EasyPay Finance administra el préstamo. No disponible en NY.',
  'results.ezpy.defaultBank': 'un banco asociado',

  // GNES (lenders §4)
  'results.gnes.approvedHeading': '¡FELICIDADES! SU SOLICITUD FUE APROBADA',
  'results.gnes.approvedLead': 'Su cuenta de tarjeta Concora Credit está abierta. Úsela hoy en {shop}.',
  'results.gnes.declinedHeading': 'LO SENTIMOS, NO PUDIMOS APROBAR SU SOLICITUD.',
  'results.gnes.declinedText': 'Recibirá por correo una carta con la explicación de la decisión.',
  // An offer the consumer turned down (No Thanks, decision 110): what happened, and the way on.
  'results.gnes.refusedHeading': 'Usted rechazó la oferta de Concora.',
  'results.gnes.refusedText':
    'No se abrió ninguna cuenta de Concora y Concora no hizo ninguna consulta de crédito dura. Aún puede presentar su solicitud con el siguiente proveedor que aparece abajo.',
  'results.gnes.prescreen':
    'AVISO DE PRESELECCIÓN Y DE EXCLUSIÓN VOLUNTARIA: Puede optar por dejar de recibir ofertas de crédito "preseleccionadas" de esta y otras compañías si llama sin costo al 1-888-567-8688.',

  // Versatile (lenders §4, §9 support hours, §8)
  'results.vers.none': 'No hay resultados de Versatile.',
  'results.vers.noOffer':
    'Ninguno de los proveedores consultados por Versatile pudo hacer una oferta para esta compra.',
  'results.vers.noText': 'Hubo un error al procesar su solicitud. Hable con su asociado de {provider}.',
  'results.vers.support': 'Atención al cliente de {provider}: {phone}',
  'results.vers.hours': 'Horario de atención: todos los días, de 9:00 a. m. a medianoche, hora del Este.',
  'results.vers.flexshopperDecline':
    'FlexShopper le enviará una explicación por escrito por correo electrónico en {from} a {days} días.',
  'results.vers.snapRetry':
    'No pudimos comunicarnos con Snap para terminar su solicitud. Intente de nuevo más tarde.',
  'results.vers.approvedHeading': '¡Felicidades! Su solicitud fue aprobada',
  'results.vers.declinedHeading': 'Lo sentimos, no pudimos aprobar su solicitud.',
  'results.vers.pendingHeading': 'Su solicitud está pendiente',
  'results.vers.errorHeading': 'Error en la solicitud',

  // MILE (lenders §2 MILE screens, §4, §9 30 days / 2 weeks)
  'results.mile.approvedHeading': '¡Buenas noticias! Su solicitud fue aprobada',
  'results.mile.cardArrives': 'Su Mile Mastercard llegará en un plazo de 2 semanas.',
  'results.mile.addToWallet': 'Agregar la tarjeta a su billetera digital',
  'results.mile.promo': '1% de reembolso en efectivo en compras y límites de crédito de hasta $10,000.',
  'results.mile.declinedText':
    'Gracias por su interés en la Mile Mastercard. Lamentablemente, no podemos aprobar su solicitud en este momento. En los próximos {days} días recibirá un correo electrónico o una carta con más detalles.',
  'results.mile.expiredHeading': 'La oferta ya no está disponible',
  'results.mile.expired':
    'Lo sentimos, esta oferta ya no está disponible. Si le interesa, puede volver a presentar su solicitud.',
  'results.mile.unknown': 'Error: se recibieron resultados inesperados',

  // AFF (lenders §4 AFF item 9, §8, §9 30 days)
  'results.amff.approvedHeading': '¡Felicidades! ¡Tiene una aprobación de hasta {amount}!',
  'results.amff.approvedLead': 'Ahora, elija cuánto desea financiar y revise sus pagos antes de firmar.',
  'results.amff.fundingCancelledByShop':
    'La tienda canceló el financiamiento de su compra, así que el contrato que firmó quedó cancelado. Su aprobación sigue vigente: para usarla, elija el monto y firme de nuevo, o pregunte en la tienda qué sigue.',
  'results.amff.pendingHeading': 'Decisión pendiente',
  'results.amff.pendingText':
    'American First Finance necesita verificar su identidad antes de tomar una decisión. Llame a American First Finance al {phone} para completar la verificación.',
  'results.amff.notSubmittedHeading': 'No se pudo enviar su solicitud',
  'results.amff.reason': 'Motivo: {reason}',
  'results.amff.defaultReason': 'Ocurrió un problema inesperado con American First Finance',
  'results.amff.editApplication': 'Editar solicitud',
  'results.amff.contact':
    'Corrija su solicitud o comuníquese con American First Finance al {phone} para obtener ayuda. No envíe otra solicitud.',
  'results.amff.declinedLetter': 'Recibirá una carta con la explicación dentro de {days} días.',

  // Bread (result only, lenders §1)
  'results.bread.approvedLead': 'Bread Financing aprobó su financiamiento.',
  'results.bread.declinedText': 'Bread Financing le enviará una carta con la explicación de la decisión.',

  // Goodyear (result only; print view lenders §2 "Other screens")
  'results.goodyear.approvedLead': 'Su Goodyear Credit Card está lista para usarse hoy en {shop}.',
  'results.goodyear.declinedText': 'Recibirá por correo una carta con la explicación de la decisión.',
  'results.goodyear.printHeading': 'Solicitud de Goodyear Credit Card',
  'results.goodyear.aboutYou': 'Sobre usted',
  'results.goodyear.accountTerms': 'Términos de la cuenta',
  'results.goodyear.name': 'Nombre',
  'results.goodyear.address': 'Dirección',
  'results.goodyear.phone': 'Teléfono',
  'results.goodyear.email': 'Correo electrónico',
  'results.goodyear.print': 'Imprimir',

  // Lender support lines used when the result carries no referral phone (see the report / decision note).
  'results.vers.provider.acima': 'Acima',
  'results.vers.provider.flexshopper': 'FlexShopper',
  'results.vers.provider.snap': 'Snap',
  'results.vers.provider.koalafi': 'Koalafi',
  'results.vers.provider.default': 'Versatile',
  // A lender's own notes, in its own block (decision 225).
  'results.notesOf': 'Notas de {lender}',

  // Costs before commitment (decision 226). The lenders' terms are in English only, so their links say so.
  'results.cost.heading': 'Tasa y pagos',
  'results.cost.apr': 'APR (tasa de porcentaje anual)',
  'results.cost.term': 'Plazo',
  'results.cost.payment': 'Pago',
  'results.cost.noFigures':
    '{lender} no ha indicado aquí su tasa ni sus pagos. Aparecen en el contrato que {lender} le entrega antes de firmar.',
  'results.cost.noFiguresOpen':
    '{lender} no ha indicado aquí su tasa ni sus pagos. Aparecen en el contrato de la cuenta que {lender} le envía.',
  'results.cost.restInTerms':
    'Lo que {lender} no indica aquí está en sus términos, que verá antes de firmar.',
  'results.cost.rangeJoiner': 'a',
  'results.cost.termMonths': 'De {min} a {max} meses',
  'results.cost.upTo': 'Hasta {amount}',
  'results.cost.amount.creditLimit': 'Límite de crédito',
  'results.cost.amount.loanUpTo': 'Préstamo de hasta',
  'results.cost.amount.leaseUpTo': 'Arrendamiento de hasta',
  'results.cost.fee.annual': 'Cuota anual (primer año)',
  'results.cost.fee.annualAfterFirstYear': 'Cuota anual después del primer año',
  'results.cost.fee.accountMaintenance': 'Cuota de mantenimiento de la cuenta (al año)',
  'results.cost.fee.origination': 'Cargo de apertura',
  'results.cost.fee.processing': 'Cargo de tramitación',
  'results.cost.fee.latePayment': 'Cargo por pago atrasado',
  'results.cost.fee.returnedPayment': 'Cargo por pago devuelto',
  'results.cost.deferredInterest':
    'Intereses diferidos: no paga intereses si liquida el saldo completo dentro de {days} días. Si no lo hace, se cobran intereses desde la fecha de compra.',
  'results.cost.deferredInterestMinimum':
    'Intereses diferidos en compras de {amount} o más: no paga intereses si liquida el saldo completo dentro de {days} días. Si no lo hace, se cobran intereses desde la fecha de compra.',
  'results.cost.lease.what':
    'Esto es un arrendamiento de {lender}, no un préstamo: el artículo no es suyo hasta que haga todos los pagos.',
  'results.cost.lease.cashPrice': 'Precio al contado',
  'results.cost.lease.totalToOwn': 'Costo total para ser dueño',
  'results.cost.lease.difference': 'Costo por encima del precio al contado',
  'results.cost.lease.payments': 'Pagos',
  'results.cost.lease.weekly': '{count} pagos semanales de {amount}',
  'results.cost.lease.biweekly': '{count} pagos de {amount} cada dos semanas',
  'results.cost.lease.semimonthly': '{count} pagos de {amount} dos veces al mes',
  'results.cost.lease.monthly': '{count} pagos mensuales de {amount}',
  'results.cost.lease.earlyPurchase': 'Opción de compra anticipada',
  'results.cost.lease.earlyPurchaseText': 'Será suyo si paga {amount} en total dentro de {days} días',
  'results.cost.seeLenderTerms': 'Ver los términos de {lender} (en inglés)',
  // Lenders §9 "AFF legal text: loans of $200 to $5,000, APR 39% to 180%, lengths 6 to 24 months".
  'results.amff.paymentAfterAmount': 'Se muestra cuando elija un monto abajo',
};
