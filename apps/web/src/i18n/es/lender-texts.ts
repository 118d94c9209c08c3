// Each lender's own texts in Spanish (en/lender-texts.ts).
import type { Translation } from '../translation';
import type { lenderTexts as english } from '../en/lender-texts';
import { gemyMessages } from './gemy';
import { ezpyMessages } from './ezpy';
import { mileMessages } from './mile';
import { versMessages } from './vers';
import { affFundingMessages } from './aff-funding';
import { affAccountMessages } from './aff-account';

const lenderOffers = {
  // Not a brand's product name as Goodyear's and Big O's cards are (decision 135): said in Spanish.
  'lender.CFNA.name': 'Tarjeta de crédito CFNA',
  'lender.CFNA.description':
    'Una tarjeta de crédito de tienda para llantas, servicio y reparaciones en talleres participantes, de Credit First National Association.',
  'lender.CFNA.bullet1': 'Financiamiento especial en compras de $149 o más',
  'lender.CFNA.bullet2': 'Límites de crédito de hasta $4,500',
  'lender.CFNA.bullet3': 'Sin cuota anual',
  'lender.CFNA.legal':
    'Sujeto a aprobación de crédito. La tarjeta de crédito CFNA es emitida por Credit First National Association.',
  // "See the terms" is a link to CFNA's terms, the document its review page offers (decision 226), in English.
  'lender.CFNA.termsLink': 'Consulte los términos (en inglés)',
  'lender.CFNA.termsAfter': 'para ver detalles sobre tasas, cargos y financiamiento especial.',
  'lender.CFSS.name': 'DigniFi',
  'lender.CFSS.description': 'Un préstamo único para su reparación, con pagos fijos.',
  'lender.GEMY.name': 'Synchrony Car Care',
  'lender.GEMY.description':
    'Una tarjeta de crédito bancaria para el cuidado de su auto en establecimientos participantes.',
  'lender.GNES.name': 'Concora Credit',
  'lender.GNES.description':
    'Una tarjeta de crédito para quienes están creando o reconstruyendo su historial de crédito.',
  'lender.MILE.name': 'Mile Mastercard',
  'lender.MILE.description':
    'Una Mastercard precalificada con 1% de reembolso en efectivo y límites de hasta $10,000.',
  'lender.AMFF.name': 'American First Finance',
  'lender.AMFF.description':
    'Un plan de pagos o préstamo cuyos fondos se depositan en una tarjeta de débito virtual.',
  'lender.EZPY.name': 'EasyPay Finance',
  'lender.EZPY.description': 'Arrendamiento con opción a compra y financiamiento con pagos fáciles.',
  'lender.VERS.name': 'Versatile',
  'lender.VERS.description': 'Opciones de arrendamiento y préstamo de varios proveedores.',
  'review.terms': 'He leído y acepto los Términos y condiciones de la Tarjeta de crédito CFNA.',
  'review.openTerms': 'Leer los Términos y condiciones de CFNA',
  'review.termsTitle': 'Términos y condiciones de CFNA',
  // A consent: it says once that the English version prevails (glossary).
  'review.termsBody':
    'Al enviar esta solicitud, usted autoriza a Credit First National Association a obtener su informe de crédito y a verificar la información que proporcionó. Si se aprueba, su cuenta se regirá por el Contrato de la tarjeta de crédito CFNA que se envía con su tarjeta. Las ofertas de financiamiento especial se aplican a compras elegibles de $149 o más; consulte el contrato para conocer las tasas, los cargos y las condiciones de pago. En caso de discrepancia, prevalece la versión en inglés.',
  'demo.termHeading': 'Prueba de los términos de CFNA',
  'demo.termText': 'Página de prueba que muestra los términos de prueba de CFNA.',
};

export const lenderTexts: Translation<typeof english> = {
  ...lenderOffers,
  ...gemyMessages,
  ...ezpyMessages,
  ...mileMessages,
  ...versMessages,
  ...affFundingMessages,
  ...affAccountMessages,
};
