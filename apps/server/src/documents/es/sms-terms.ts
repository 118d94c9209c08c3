import { COMPANY, type LegalDocument } from '../legal-document.js';
import { SMS_TERMS } from '../sms-terms.js';
import { TRANSLATION_NOTICE_ES } from './translation-notice.js';

/**
 * The SMS terms in Spanish (decision 232); GET /terms/sms-terms.html?lang=es. They name the Spanish keywords
 * first and the English ones beside them: both work.
 */
export const SMS_TERMS_ES: LegalDocument = {
  slug: SMS_TERMS.slug,
  title: 'Términos de SMS',
  lastUpdated: '1 de noviembre de 2025',
  translates: 'November 1, 2025',
  intro: [
    TRANSLATION_NOTICE_ES,
    `Estos términos cubren los mensajes de texto que ${COMPANY.name} envía a su teléfono celular. Al ingresar su número de teléfono celular y pedir un código, o al pedirle a un taller que le envíe por mensaje de texto un enlace para solicitar, usted acepta recibir estos mensajes.`,
  ],
  sections: [
    {
      heading: 'Lo que enviamos',
      blocks: [
        {
          list: [
            'Un enlace para comenzar su solicitud de crédito, cuando usted o el taller lo piden.',
            'Códigos de verificación de un solo uso, cada vez que usted pide uno para confirmar su número.',
            'Mensajes sobre la solicitud que comenzó, como un recordatorio para terminarla o un enlace para ver su resultado.',
          ],
        },
        'No enviamos mensajes de publicidad ni de marketing, y no compartimos con nadie su número de teléfono celular ni su consentimiento para recibir mensajes de texto para el marketing de otros.',
      ],
    },
    {
      heading: 'Con qué frecuencia',
      blocks: [
        'La frecuencia de los mensajes varía según lo que usted haga: por lo general, de uno a cinco mensajes por solicitud. Puede pedir como máximo cinco códigos por hora.',
      ],
    },
    {
      heading: 'Costo',
      blocks: [
        'Pueden aplicarse tarifas de mensajes y datos. Consulte su plan de telefonía celular para conocer los detalles. No cobramos por nuestros mensajes.',
      ],
    },
    {
      heading: 'Cómo detener los mensajes y obtener ayuda',
      blocks: [
        {
          list: [
            'Responda ALTO (o STOP) a cualquier mensaje para dejar de recibir nuestros mensajes de texto. Le enviaremos un mensaje para confirmarlo y luego ninguno más. Sin mensajes de texto no puede recibir un código, así que no podrá comenzar una nueva solicitud hasta que responda COMENZAR (o START).',
            'Responda AYUDA (o HELP) a cualquier mensaje para obtener ayuda, o escriba a ' +
              COMPANY.supportEmail +
              '.',
          ],
        },
      ],
    },
    {
      heading: 'Operadores compatibles y entrega',
      blocks: [
        'Los mensajes se envían a números de teléfono celular de los Estados Unidos en los principales operadores. Los operadores de telefonía celular no son responsables de los mensajes demorados o no entregados. Si un código no llega en unos minutos, puede pedir uno nuevo; pedir un código nuevo cancela el anterior.',
      ],
    },
    {
      heading: 'Su número',
      blocks: [
        'Use un número de teléfono celular que le pertenezca. Si cambia de número o deja de usarlo, primero detenga nuestros mensajes respondiendo ALTO. Nuestro Aviso de privacidad explica cómo manejamos su número.',
      ],
    },
  ],
};
