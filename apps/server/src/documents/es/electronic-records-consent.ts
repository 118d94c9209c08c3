import { ELECTRONIC_RECORDS_CONSENT } from '../electronic-records-consent.js';
import { COMPANY, type LegalDocument } from '../legal-document.js';
import { TRANSLATION_NOTICE_ES } from './translation-notice.js';

/** Our consent to electronic records in Spanish (decision 232); GET /terms/electronic-records-consent.html?lang=es. */
export const ELECTRONIC_RECORDS_CONSENT_ES: LegalDocument = {
  slug: ELECTRONIC_RECORDS_CONSENT.slug,
  title: 'Consentimiento para registros electrónicos (E-SIGN)',
  lastUpdated: '25 de noviembre de 2026',
  translates: 'November 25, 2026',
  intro: [
    TRANSLATION_NOTICE_ES,
    `${COMPANY.name} le entrega de forma electrónica las divulgaciones, los avisos y los términos de su solicitud de financiamiento: en pantalla, como PDF para descargar, por correo electrónico y por mensaje de texto. La ley nos permite hacerlo solo con su consentimiento, que usted da aquí antes de que se use cualquiera de ellos.`,
  ],
  sections: [
    {
      heading: 'Qué cubre este consentimiento',
      blocks: [
        `Los registros que ${COMPANY.name} le entrega mientras usted solicita a través de este servicio: la divulgación sobre el intercambio de datos del consumidor, el Aviso de privacidad, los Términos y condiciones, los Términos de SMS, los avisos de consulta de crédito que se muestran antes de cada envío, y los resultados y avisos que se muestran en pantalla. Un prestamista al que usted solicite le entrega sus propios contratos y le pide su propio consentimiento.`,
      ],
    },
    {
      heading: 'Copias en papel',
      blocks: [
        `Puede pedir sin costo una copia en papel de cualquiera de estos registros: escriba a ${COMPANY.supportEmail} con su nombre, su número de teléfono celular y su dirección postal, y se la enviaremos por correo postal dentro de 10 días hábiles.`,
      ],
    },
    {
      heading: 'Cómo retirar su consentimiento',
      blocks: [
        `Puede retirar este consentimiento en cualquier momento y sin costo escribiendo a ${COMPANY.supportEmail}. Retirarlo no anula los registros que ya se le entregaron de forma electrónica. Como la solicitud se hace en su teléfono, no podemos continuar una solicitud sin este consentimiento; aún puede solicitar financiamiento directamente con los prestamistas del taller.`,
      ],
    },
    {
      heading: 'Lo que necesita',
      blocks: [
        {
          list: [
            'Un teléfono, una tableta o una computadora con un navegador web actual (Safari, Chrome, Edge o Firefox, actualizado en los últimos dos años) con JavaScript activado.',
            'Un lector de PDF para abrir, guardar o imprimir documentos (ya incluido en los navegadores y teléfonos actuales).',
            'Un correo electrónico y un teléfono celular que pueda recibir mensajes de texto, si desea recibir los registros por correo electrónico o por mensaje de texto.',
          ],
        },
        'Si lo que necesita cambia de una forma que pudiera impedirle leer o guardar estos registros, se lo informaremos y le pediremos de nuevo su consentimiento.',
      ],
    },
    {
      heading: 'Cómo mantener al día sus datos de contacto',
      blocks: [
        `Avísenos a ${COMPANY.supportEmail} cuando cambien su correo electrónico o su número de teléfono celular.`,
      ],
    },
  ],
};
