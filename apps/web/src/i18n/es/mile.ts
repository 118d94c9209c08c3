// MILE ({product} Mastercard) pages (lenders §2 "MILE screens", §4 "MILE", §8 MILE errors).
import type { mileMessages as english } from '../en/mile';
import type { Translation } from '../translation';

export const mileMessages: Translation<typeof english> = {
  'mile.review.heading':
    'Revise con cuidado toda la información a continuación antes de enviar su solicitud de precalificación*',
  'mile.review.footnote':
    '*La precalificación es una consulta de crédito blanda: no afecta su puntaje de crédito. Si acepta la oferta, Mile Mastercard abrirá su cuenta.',
  // Mile's document, in English only: the link (and the dialog it opens) says so.
  'mile.review.openTerms': 'Resumen de términos de crédito (en inglés)',
  'mile.review.termsCheckbox': 'He abierto y revisado el “Resumen de términos de crédito”.',
  'mile.review.termsError':
    'Debe abrir y revisar el “Resumen de términos de crédito” antes de marcar esta casilla.',
  'mile.review.submit': 'Precalificar ahora',
  'mile.terms.failure':
    'Lo sentimos, algo salió mal y estamos trabajando para resolver el problema. Vuelva a intentarlo más tarde.',

  'mile.offer.title': 'Text To Apply | Su oferta',
  'mile.offer.heading': '¡Felicidades, {name}!',
  'mile.offer.lead': 'Usted precalificó para la Mile Mastercard con estos términos:',
  'mile.offer.creditLimit': 'Límite de crédito',
  'mile.offer.purchaseApr': 'APR de compras',
  'mile.offer.cashAdvanceApr': 'APR de adelantos de efectivo',
  'mile.offer.annualFee': 'Cargo anual',
  'mile.offer.maintenanceFee': 'Cargo de mantenimiento de la cuenta',
  'mile.offer.maintenanceValue': '{amount} al mes, sin cobro durante los primeros 12 meses',
  'mile.offer.availableCredit':
    'El cargo anual de {fee} se cobra al abrir su cuenta, por lo que su crédito disponible inicial es de {available}.',
  'mile.offer.futureFeeMonthly': 'A partir del segundo año, el cargo anual es de {amount} al mes.',
  'mile.offer.futureFeeYearly': 'A partir del segundo año, el cargo anual es de {amount} al año.',
  'mile.offer.unexpected': 'Error: se recibieron resultados inesperados',
  'mile.offer.disclosuresHeading': 'Antes de continuar',
  'mile.offer.eDisclosure': 'Acepto la Divulgación electrónica.',
  'mile.offer.eDisclosureTitle': 'Divulgación electrónica',
  'mile.offer.eDisclosureBody':
    'Usted acepta recibir de forma electrónica, por correo electrónico y en esta pantalla, las divulgaciones, los avisos y los estados de cuenta de su Mile Mastercard. Para abrirlos y guardarlos necesita un teléfono, una tableta o una computadora con acceso a internet, un navegador web actualizado, un programa que abra archivos PDF, una cuenta de correo electrónico y espacio de almacenamiento o una impresora. Puede solicitar copias en papel sin costo llamando a Mile Mastercard al {phone}. Puede retirar este consentimiento en cualquier momento, sin costo, llamando al {phone}; después recibirá sus documentos en papel, y los que ya recibió siguen siendo válidos. Llame al mismo número para cambiar el correo electrónico que usamos. Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.',
  'mile.offer.applicationDisclosure': 'Acepto la Divulgación de la solicitud.',
  'mile.offer.applicationDisclosureTitle': 'Divulgación de la solicitud (en inglés)',
  'mile.offer.contactAuthorization':
    'Autorizo a Mile Mastercard a comunicarse conmigo sobre mi cuenta a los números de teléfono y al correo electrónico que proporcioné, incluso por mensaje de texto.',
  'mile.offer.openFirst': 'Abra la divulgación y toque Aceptar para marcar esta casilla.',
  'mile.offer.continue': 'Continuar a los términos de la cuenta',

  'mile.terms.heading': 'Términos de la cuenta',
  'mile.terms.lead': 'Lea el Contrato del titular de la tarjeta de su Mile Mastercard.',
  'mile.terms.frame': 'Contrato del titular de la tarjeta (en inglés)',
  'mile.terms.privacy': 'Aviso de privacidad (en inglés)',
  'mile.terms.checkbox':
    'He leído y acepto el Contrato del titular de la tarjeta y el Resumen de términos de crédito.',
  'mile.terms.submit': 'Aceptar y enviar',

  'mile.next.termsCheckbox': 'He abierto y revisado el “Resumen de términos de crédito”.',
};
