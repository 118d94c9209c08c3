// AFF after the approval (lenders §2 "Virtual card result", §4, §8 the AFF errors).
import type { affFundingMessages as english } from '../en/aff-funding';
import type { Translation } from '../translation';

export const affFundingMessages: Translation<typeof english> = {
  'title.affFinalize': 'Text To Apply | American First Finance',
  'aff.finalize.heading': '¡Felicidades! ¡Tiene una aprobación de hasta {amount}!',
  'aff.finalize.lead':
    'Ingrese un monto a financiar de {min} o más, hasta su monto aprobado, y luego toque Calcular para ver sus pagos.',
  'aff.finalize.amountLabel': 'Monto a financiar',
  'aff.finalize.last4Label': 'Últimos cuatro dígitos del SSN',
  'aff.finalize.last4Hint': 'Por motivos de seguridad',
  'aff.finalize.calculate': 'Calcular',
  'aff.finalize.calculating': 'Calculando...',
  'aff.finalize.finalize': 'Finalizar',
  'aff.finalize.finalizing': 'Finalizando...',

  'aff.loan.heading': 'Detalles de su préstamo',
  'aff.loan.leaseHeading': 'Detalles de su arrendamiento',
  'aff.loan.plain':
    'Usted pide prestado {amount}. Devuelve {total} en {count} pagos a lo largo de {months} meses, así que el préstamo le cuesta {cost} más de lo que pide prestado.',
  'aff.loan.plainLease':
    'Usted arrienda su reparación por {amount}. Si hace todos los pagos, el arrendamiento le cuesta {total} en total. Puede comprarla antes de tiempo por {buyout}.',
  'aff.loan.financeAmount': 'Monto a financiar',
  'aff.loan.payments': 'Pagos',
  // {frequency} is AFF's own word (e.g. "bi-weekly"), so it stands apart from the Spanish phrase.
  'aff.loan.paymentsValue': '{count} pagos de {amount} ({frequency})',
  'aff.loan.finalPaymentValue': '1 pago final de {amount}',
  'aff.loan.firstDue': 'Vencimiento del primer pago',
  'aff.loan.apr': 'APR (tasa de porcentaje anual)',
  'aff.loan.term': 'Plazo',
  'aff.loan.termValue': '{months} meses',
  'aff.loan.totalOfPayments': 'Total de pagos',
  'aff.loan.leaseTotalCost': 'Costo total del arrendamiento',
  'aff.loan.earlyBuyout': 'Compra anticipada',

  'aff.funding.legend': '¿Cómo desea recibir su dinero?',
  'aff.funding.1': 'Tarjeta de débito virtual para usar hoy en el taller',
  'aff.funding.2': 'Cuenta bancaria {masked}',
  'aff.funding.3': 'Tarjeta de débito {masked}',
  'aff.esign.confirm': 'Confirmar y firmar',
  'aff.esign.heading': 'Firme sus documentos',
  'aff.esign.lead': 'Revise y firme a continuación sus documentos de American First Finance (en inglés).',
  'aff.esign.frameTitle': 'Firma de documentos de American First Finance',
  'aff.esign.consentHeading': 'Consentimiento para documentos y firmas electrónicos',
  'aff.esign.consentAgree':
    'Acepto recibir y firmar electrónicamente mis documentos de American First Finance.',
  'aff.esign.consentNeeded': 'Primero lea y acepte el consentimiento electrónico.',
  'aff.esign.consentLoading': 'Obteniendo el consentimiento electrónico de American First Finance...',
  'aff.esign.consentFailed':
    'No se pudo mostrar el consentimiento electrónico de American First Finance, así que todavía no puede firmar sus documentos aquí. Inténtelo de nuevo o llame a American First Finance al {phone}.',
  'aff.esign.waiting':
    'Firme sus documentos arriba. Esta página avanzará sola cuando American First Finance confirme su firma.',
  'aff.esign.funding': 'Desembolsando los fondos...',
  'aff.esign.signDocuments': 'FIRMAR DOCUMENTOS',
  'aff.esign.ended': 'La sesión de firma terminó antes de que se firmaran sus documentos.',
  'aff.esign.reopen': 'Volver a abrir mis documentos',

  'aff.funded.heading': '¡Su financiamiento está listo! Siguiente paso: comuníquese con su taller',
  'aff.funded.agreement': 'Su contrato firmado',
  'aff.funded.agreementOpen': 'Obtener una copia de su contrato firmado',
  'aff.funded.agreementSave': 'Guardar una copia',
  'aff.funded.agreementFailed':
    'No se pudo obtener su contrato firmado de American First Finance. Inténtelo más tarde o llame al {phone} para pedir una copia.',
  'aff.funded.financed': 'Monto financiado',
  'aff.funded.card': '¡Felicidades! El dinero para su reparación está en su tarjeta de débito virtual.',
  'aff.funded.bank': '¡Felicidades! El dinero para su reparación va en camino a su cuenta bancaria {masked}.',
  'aff.funded.creditCard': '¡Felicidades! El dinero para su reparación va en camino a su tarjeta {masked}.',
  'aff.funded.checkoutHeading': 'Al pagar',
  'aff.funded.checkoutShow':
    'Muestre esta pantalla al asociado de la tienda para que ingrese los datos de su tarjeta.',
  'aff.funded.checkoutZip': 'Al pagar, ingrese el código postal de la tarjeta virtual.',
  'aff.funded.cardImage': 'Su tarjeta de débito virtual de American First Finance que termina en {last4}',
  'aff.funded.cardNumber': 'Número de tarjeta',
  'aff.funded.expiration': 'Vencimiento',
  'aff.funded.cvv': 'CVV',
  'aff.funded.zip': 'Código postal de la tarjeta virtual',
  'aff.funded.changeFunding': 'TOQUE AQUÍ PARA CAMBIAR CÓMO RECIBO MI DINERO',
  'aff.funded.limitedUse':
    'El monto que pidió prestado está en una tarjeta de débito virtual de uso limitado.',
  'aff.funded.ach':
    'El dinero que no use se devuelve por ACH a la cuenta bancaria registrada una vez que se liquide su última compra.',
  'aff.funded.fourDays':
    'Si la tarjeta no se usa dentro de los cuatro días posteriores a su emisión, todos los fondos se devuelven por ACH a la cuenta bancaria registrada.',
  'aff.funded.zipWarning':
    'La tarjeta puede ser rechazada si el código postal que se ingresa al pagar no coincide con el código postal de la tarjeta virtual.',
  'aff.funded.cancel': 'Cancelar el financiamiento',
  'aff.funded.confirmTitle': '¿Cancelar el financiamiento?',
  'aff.funded.confirmText':
    'Esto cancela su contrato con American First Finance. Puede elegir un monto nuevo y volver a firmar.',
  'aff.funded.confirmYes': 'Sí, cancelar el financiamiento',
  'aff.funded.confirmNo': 'Mantener mi financiamiento',
  'aff.funded.cancelling': 'Cancelando...',
  'aff.funded.noCardHeading': 'Error de la tarjeta virtual',
  'aff.funded.noCard':
    'No pudimos mostrar su tarjeta virtual. Comuníquese con American First Finance al {phone} para obtener ayuda.',

  'aff.error.amountTitle': 'Error en el monto',
  'aff.error.calculationTitle': 'Error de cálculo',
  'aff.error.calculation':
    'Ocurrió un error al calcular los montos del préstamo. Comuníquese con American First Finance al {phone} para obtener ayuda.',
  'aff.error.finalizationTitle': 'Error al finalizar',
  'aff.error.finalizationNoUrl':
    'Ocurrió un error al finalizar el monto. Los datos del resultado o los datos para continuar no están disponibles. Comuníquese con American First Finance al {phone} para obtener ayuda.',
  'aff.error.finalizationServer':
    '{message}. Comuníquese con American First Finance al {phone} para obtener ayuda.',
  'aff.error.serviceTitle': 'Error del servicio',
  'aff.error.service': 'El servicio no está disponible temporalmente. Vuelva a intentarlo.',
  'aff.error.cancellationTitle': 'Error de cancelación',
  'aff.error.cancellation': 'Ocurrió un error desconocido',
  'aff.error.fundingTitle': 'Error en el desembolso',
  'aff.error.funding': 'Ocurrió un error desconocido durante el proceso de desembolso',
  'aff.error.fundingCall': '{message}. Llame al servicio de atención de American First Finance al {phone}.',
  'aff.error.accountStatus':
    'Ocurrió un error al consultar el estado de la cuenta. Los datos del resultado no están disponibles',
};
