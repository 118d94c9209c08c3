// Review and result texts of the applications the spec names without pages (GDYR, ALNC, BIGO; lenders §1,
// docs/decisions/135). Each terms body is our own text: it carries the glossary's translation notice.
import type { brandedCardMessages as english } from '../en/branded-cards';
import type { Translation } from '../translation';

export const brandedCardMessages: Translation<typeof english> = {
  'lenders.review.GDYR.terms': 'He leído y acepto los Términos y condiciones de la Goodyear Credit Card.',
  'lenders.review.GDYR.openTerms': 'Leer los Términos y condiciones de la Goodyear Credit Card',
  'lenders.review.GDYR.termsTitle': 'Términos y condiciones de la Goodyear Credit Card',
  'lenders.review.GDYR.termsBody':
    'Al enviar esta solicitud, usted autoriza a Credit First National Association (CFNA), emisor de la Goodyear Credit Card, a obtener su informe de crédito y a verificar la información que proporcionó. Si se aprueba su solicitud, su cuenta se regirá por el contrato de la Goodyear Credit Card que recibirá con su tarjeta. Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.',
  'lenders.review.ALNC.terms': 'He leído y acepto los Términos y condiciones de Bread Financing.',
  'lenders.review.ALNC.openTerms': 'Leer los Términos y condiciones de Bread Financing',
  'lenders.review.ALNC.termsTitle': 'Términos y condiciones de Bread Financing',
  'lenders.review.ALNC.termsBody':
    'Al enviar esta solicitud, usted autoriza a Bread Financial a obtener su informe de crédito y a verificar la información que proporcionó. Si se aprueba su solicitud, su cuenta se regirá por el contrato de cuenta que se le enviará. Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.',
  'lenders.review.BIGO.terms': 'He leído y acepto los Términos y condiciones de la Big O Tires Credit Card.',
  'lenders.review.BIGO.openTerms': 'Leer los Términos y condiciones de la Big O Tires Credit Card',
  'lenders.review.BIGO.termsTitle': 'Términos y condiciones de la Big O Tires Credit Card',
  'lenders.review.BIGO.termsBody':
    'Al enviar esta solicitud, usted autoriza al emisor de la Big O Tires Credit Card a obtener su informe de crédito y a verificar la información que proporcionó. Si se aprueba su solicitud, su cuenta se regirá por el contrato de la tarjeta que recibirá con su tarjeta. Esta traducción se ofrece para su comodidad. En caso de discrepancia, prevalece la versión en inglés.',
  'results.bigo.approvedLead': 'Su Big O Tires Credit Card está lista para usar hoy en {shop}.',
  'results.bigo.declinedText': 'Recibirá por correo postal una carta que explica la decisión.',
};
