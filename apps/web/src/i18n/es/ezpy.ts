// Texts of the EasyPay (EZPY) pages (lenders §2, §4, §9); see ../en/ezpy.ts.
import type { ezpyMessages as english } from '../en/ezpy';
import type { Translation } from '../translation';

export const ezpyMessages: Translation<typeof english> = {
  'title.additionalInformation': 'Text To Apply | Información adicional',
  'ezpy.missing.heading': 'Información adicional',
  'ezpy.missing.lead': 'EasyPay Finance necesita un poco más de información sobre usted y sus ingresos.',
  'ezpy.missing.revisit': 'Volver a una página',
  'ezpy.missing.revisitHint': 'Estas respuestas vienen de páginas anteriores; también puede cambiarlas allí.',
  'ezpy.page.about-you': 'Acerca de usted',
  'ezpy.page.financial': 'Información financiera',
  'ezpy.page.additional-financial': 'Información de la cuenta',

  // What it says of storage is what the server does (decision 075, GUIDE "Card data").
  'lender.EZPY.whyWeAsk.heading': 'Por qué EasyPay Finance le pide su tarjeta y su cuenta bancaria',
  'lender.EZPY.whyWeAsk.why':
    'EasyPay Finance verifica su tarjeta y su cuenta bancaria antes de tomar una decisión y, si se aprueba su solicitud y usted firma su contrato, las usa para cobrar sus pagos.',
  'lender.EZPY.whyWeAsk.protected':
    'Sus números viajan cifrados y solo se envían a EasyPay Finance. Nosotros los guardamos cifrados y solo mostramos sus últimos cuatro dígitos. El código de seguridad de la tarjeta (CVV) nunca se guarda.',
  'ezpy.payment.heading': 'Información de pago',
  'ezpy.payment.lead': '¿Cómo desea hacer sus pagos a EasyPay Finance?',
  'ezpy.payment.accountHeading': 'Tarjeta y cuenta bancaria',
  'ezpy.payment.card': 'Tarjeta',
  'ezpy.payment.cardValue': 'Tarjeta que termina en {last4}, vence en {month}/{year}',
  'ezpy.payment.bank': 'Cuenta bancaria',
  'ezpy.payment.bankValue': 'Número de ruta bancaria {routing}, cuenta que termina en {last4}',
  'ezpy.payment.editAccount': 'Editar información de la cuenta',
  'ezpy.payment.billingHeading': 'Dirección de facturación',
  'ezpy.payment.cvvHint':
    'Residentes de Florida: el código de seguridad de la tarjeta es obligatorio. Nunca se guarda.',
  'ezpy.payment.consentsHeading': 'Consentimientos',
  'ezpy.payment.marketing':
    'Acepto que EasyPay Finance se comunique conmigo para enviarme ofertas (consentimiento de mercadeo). No es una condición para obtener el financiamiento.',
  'ezpy.payment.recurring':
    'Autorizo a EasyPay Finance a debitar de mi cuenta o tarjeta mis pagos programados (consentimiento de débito recurrente).',

  'ezpy.review.lead': 'Revise su información antes de enviar su solicitud a EasyPay Finance.',
  'ezpy.review.section.aboutYou': 'Acerca de usted',
  'ezpy.review.section.residence': 'Acerca de su vivienda',
  'ezpy.review.section.income': 'Acerca de sus ingresos',
  'ezpy.review.section.additional': 'Información adicional',
  'ezpy.review.name': 'Nombre del solicitante',
  'ezpy.review.address': 'Dirección',
  'ezpy.review.housing': 'Pago de vivienda',
  'ezpy.review.phone': 'Teléfono',
  'ezpy.review.email': 'Correo electrónico',
  'ezpy.review.employer': 'Empleador',
  'ezpy.review.dob': 'Fecha de nacimiento',
  'ezpy.review.ssn': 'Número de Seguro Social (SSN)',
  'ezpy.review.grossIncome': 'Ingreso mensual bruto',
  'ezpy.review.netIncome': 'Ingreso mensual neto',
  'ezpy.review.payFrequency': 'Frecuencia de pago',
  'ezpy.review.nextPayday': 'Próximo día de pago',
  'ezpy.review.card': 'Tarjeta',
  'ezpy.review.billing': 'Dirección de facturación',
  'ezpy.review.bank': 'Cuenta bancaria',
  'ezpy.review.paymentMethod': 'Método de pago',
  // EasyPay's document, in English only: the link says so.
  'ezpy.terms.link': 'Divulgaciones de la ley estatal y Términos y condiciones (en inglés)',
  'ezpy.terms.agree': 'He leído y acepto las Divulgaciones de la ley estatal y los Términos y condiciones.',

  // Lenders §9 loan disclosure by resident state.
  'results.ezpy.administered': 'En {state}, EasyPay Finance administra su préstamo.',
};
