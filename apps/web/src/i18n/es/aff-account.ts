// Texts of AFF's account, missing-information, review and result pages (lenders §2, §4, §5, §8).
import type { affAccountMessages as english } from '../en/aff-account';
import type { Translation } from '../translation';

export const affAccountMessages: Translation<typeof english> = {
  'affAccount.title': 'Text To Apply | Información de la cuenta',
  'affAccount.heading': 'Información de la cuenta',
  'affAccount.missingHeading': 'Información adicional',
  'affAccount.missingLead':
    'American First Finance necesita un poco más de información para tomar una decisión.',
  'lender.AMFF.whyWeAsk.heading': 'Por qué American First Finance le pide su tarjeta y su cuenta bancaria',
  'lender.AMFF.whyWeAsk.why':
    'American First Finance verifica su tarjeta de débito y su cuenta bancaria antes de tomar una decisión. Si se aprueba su solicitud y usted firma su contrato de préstamo, puede enviarles su préstamo y cobra de ellas sus pagos programados.',
  'lender.AMFF.whyWeAsk.protected':
    'Sus números viajan cifrados y solo se envían a American First Finance. Nosotros los guardamos cifrados y solo mostramos sus últimos cuatro dígitos. El código de seguridad de la tarjeta (CVV) nunca se guarda.',
  'affAccount.validating': 'Validando...',
  'affAccount.invalidRouting': 'Número de ruta bancaria no válido',
  'affAccount.checkErrorTitle': 'Error de validación',
  'affAccount.revisit': 'Revise sus respuestas anteriores',
  'affAccount.edit.resident': 'Editar su vivienda',
  'affAccount.edit.financial': 'Editar sus ingresos',
  'affAccount.edit.account': 'Editar información de la cuenta',
  // AFF's documents are in English only: the links that open them say so.
  'affReview.openTerms': 'Leer los Términos y condiciones de American First Finance (en inglés)',
  'affReview.termsTitle': 'Términos y condiciones de American First Finance',
  'affReview.agree':
    'He leído y acepto los Términos y condiciones, el Acuerdo de arbitraje y la Política de privacidad de American First Finance.',
  'affReview.tcpaTitle': 'Consentimiento de telemercadeo',
  'affReview.readTcpa': 'Leer el Consentimiento de telemercadeo (en inglés)',
  'affReview.paymentAuthTitle': 'Autorización de pagos recurrentes',
  'affReview.readPaymentAuth': 'Leer la Autorización de pagos recurrentes (en inglés)',
  // Lenders §4 AFF approval calculator, §8 'Calculation Error'.
  'affResult.calculatorHeading': 'Calcule sus pagos',
  'affResult.financeAmount': 'Monto a financiar',
  'affResult.financeAmountHint': 'Ingrese un monto de {min} o más, hasta su monto aprobado.',
  'affResult.calculate': 'Calcular',
  'affResult.calculating': 'Calculando...',
  'affResult.estimateLabel': 'Pagos estimados',
  'affResult.payments': 'Pagos',
  // {frequency} is AFF's own word (e.g. "Bi-Weekly"), so it stands apart from the Spanish phrase.
  'affResult.paymentsValue': '{count} pagos de {amount} ({frequency})',
  'affResult.finalPayment': 'Pago final',
  'affResult.finalPaymentValue': '1 pago final de {amount}',
  'affResult.firstPayment': 'Vencimiento del primer pago',
  'affResult.apr': 'APR (tasa de porcentaje anual)',
  'affResult.term': 'Plazo',
  'affResult.termValue': '{months} meses',
  'affResult.calculationErrorTitle': 'Error de cálculo',
  'affResult.calculationError':
    'Ocurrió un error al calcular los montos del préstamo. Comuníquese con American First Finance al {phone} para obtener ayuda.',
  'affResult.editErrorTitle': 'Error en la solicitud',
};
