import { DATA_SHARE_DISCLOSURE_DOCUMENT } from '../data-share-disclosure.js';
import type { LegalDocument } from '../legal-document.js';
import { TRANSLATION_NOTICE_ES } from './translation-notice.js';

/**
 * The consumer data share disclosure in Spanish (decision 232); GET
 * /api/consumer-data-share-disclosure.txt?locale=es and the shop's PDF.
 */
export const DATA_SHARE_DISCLOSURE_DOCUMENT_ES: LegalDocument = {
  slug: DATA_SHARE_DISCLOSURE_DOCUMENT.slug,
  title: 'Divulgación sobre el intercambio de datos del consumidor',
  lastUpdated: '24 de noviembre de 2026',
  translates: 'November 24, 2026',
  intro: [
    TRANSLATION_NOTICE_ES,
    'Text To Apply recopila la información que usted ingresa en esta solicitud de crédito (su nombre, sus datos de contacto, su dirección, sus ingresos, su empleo, su identificación, su fecha de nacimiento y su número de Seguro Social) para que los proveedores de financiamiento que ofrece el taller que eligió puedan decidir sobre su solicitud.',
  ],
  sections: [
    {
      heading: 'Cómo se comparte su información',
      blocks: [
        {
          list: [
            'Su solicitud se envía al proveedor de financiamiento al que usted solicita, que puede obtener un informe del consumidor (una consulta de crédito) sobre usted. Antes de que la envíe, la página le indica si esa consulta es blanda (no afecta su puntaje de crédito) o dura, y qué información recibe el proveedor.',
            'Si ese proveedor la rechaza y el taller ofrece un siguiente proveedor que puede precalificarlo, la línea de consentimiento junto al botón de envío nombra a ese proveedor y la información que recibe. Solo cuando esa línea lo nombra le enviamos su información para una consulta de crédito blanda, justo después del rechazo, aunque usted haya cerrado la página; verá su oferta cuando regrese. Cualquier otro proveedor recibe su información solo si usted decide solicitarle.',
            'El taller que eligió recibe el resultado de su solicitud (aprobada, en revisión o rechazada), su nombre y sus datos de contacto, y el límite de crédito o el monto aprobado. El taller no recibe su número de Seguro Social, sus números de identificación, sus números de cuenta bancaria o de tarjeta, ni su fecha de nacimiento.',
            'No vendemos su información ni la compartimos para el marketing de nadie más.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo se protege su información',
      blocks: [
        {
          list: [
            'La información confidencial se cifra al guardarse y al enviarse. El acceso se limita a lo necesario para procesar su solicitud, y su sesión termina después de 15 minutos sin actividad.',
          ],
        },
      ],
    },
    {
      heading: 'Mensajes de texto',
      blocks: [
        {
          list: [
            'Enviamos por mensaje de texto un código de verificación de un solo uso al número de teléfono celular que usted indique. Pueden aplicarse tarifas de mensajes y datos.',
          ],
        },
      ],
    },
    {
      heading: 'Sus opciones',
      blocks: [
        {
          list: [
            'Puede detenerse en cualquier momento antes de enviar su solicitud. Una vez enviada, la solicitud se maneja según el aviso de privacidad de cada proveedor de financiamiento, que ese proveedor le entregará.',
          ],
        },
      ],
    },
  ],
  closing: ['Al continuar, usted acepta que Text To Apply comparta su información como se describe arriba.'],
};
