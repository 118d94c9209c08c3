import { COMPANY, type LegalDocument } from '../legal-document.js';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_PROVIDERS } from '../privacy-notice.js';
import { TRANSLATION_NOTICE_ES } from './translation-notice.js';

/** The privacy notice in Spanish (decision 232); GET /terms/privacy.html?lang=es. */
export const PRIVACY_NOTICE_ES: LegalDocument = {
  slug: PRIVACY_NOTICE.slug,
  title: 'Aviso de privacidad',
  lastUpdated: '1 de noviembre de 2025',
  translates: 'November 1, 2025',
  intro: [
    TRANSLATION_NOTICE_ES,
    `${COMPANY.name} ("nosotros") administra la solicitud de crédito en línea que los talleres de autos y llantas ofrecen a sus clientes. Este aviso explica qué información recopilamos cuando usted la usa, por qué, quién la recibe y qué opciones tiene. No somos un prestamista: los proveedores de financiamiento toman cada decisión de crédito.`,
  ],
  sections: [
    {
      heading: 'Qué información recopilamos',
      blocks: [
        {
          list: [
            'Datos de contacto: su número de teléfono celular, otros números de teléfono y su correo electrónico.',
            'Datos de identidad: su nombre, su fecha de nacimiento, su número de Seguro Social, y el tipo, el número, el estado y la fecha de vencimiento de su identificación.',
            'Dónde vive: su dirección, cuánto tiempo ha vivido allí, una dirección anterior o una dirección postal cuando se necesita, y si alquila o es propietario.',
            'Asuntos de dinero: su empleador, sus ingresos y con qué frecuencia le pagan, el pago de su vivienda y, solo cuando un proveedor lo pide, los datos de su cuenta bancaria o de su tarjeta.',
            'Los datos de un cosolicitante, cuando solicitan juntos.',
            'El taller que eligió y los resultados de sus solicitudes.',
            'Datos técnicos: su dirección IP, el tipo de navegador, las páginas que abre y cuándo. Su ubicación, solo si permite que su navegador la comparta para buscar talleres cerca de usted; la usamos para esa búsqueda y no la guardamos.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo la usamos',
      blocks: [
        {
          list: [
            'Para confirmar su número de teléfono celular con un código de un solo uso y mantener segura su solicitud.',
            'Para buscar talleres cerca de usted y mostrarle los proveedores de financiamiento que ofrecen.',
            'Para verificar su dirección con el servicio postal, de modo que los proveedores la reciban correctamente.',
            'Para enviar su solicitud a los proveedores que usted elija y mostrarle sus respuestas.',
            'Para prevenir el fraude, mantener nuestro servicio en funcionamiento y cumplir nuestras obligaciones legales.',
          ],
        },
      ],
    },
    {
      heading: 'Quién la recibe',
      blocks: [
        `Proveedores de financiamiento. Su solicitud se envía a los proveedores que ofrece el taller que usted eligió, uno a la vez y en el orden del taller, y solo cuando usted decide solicitar. Según el taller, pueden ser: ${PRIVACY_NOTICE_PROVIDERS.join(', ')}. Cada proveedor puede obtener un informe del consumidor (una consulta de crédito) sobre usted y maneja su información según su propio aviso de privacidad.`,
        'El taller. El taller que eligió ve su nombre, sus datos de contacto, el resultado de cada solicitud y cualquier monto aprobado. Nunca ve su número de Seguro Social, su número de identificación, su fecha de nacimiento ni sus números de cuenta bancaria o de tarjeta.',
        'Proveedores de servicios. Las empresas que alojan nuestro servicio, entregan nuestros mensajes de texto y verifican direcciones (como el Servicio Postal de los Estados Unidos) reciben solo lo que necesitan para hacer ese trabajo y no pueden usarlo para nada más.',
        'Cuando la ley lo exige, o para protegerlo a usted, a nosotros o a otras personas contra el fraude.',
        'No vendemos su información personal ni la compartimos con nadie para su propio marketing.',
      ],
    },
    {
      heading: 'Cómo la protegemos',
      blocks: [
        'Su número de Seguro Social, su número de identificación, su fecha de nacimiento y los datos de su cuenta bancaria y de su tarjeta se cifran al guardarse, y todo lo que usted envía viaja por una conexión cifrada. Nunca guardamos el código de seguridad de una tarjeta. Su sesión termina después de 15 minutos sin actividad, y solo usted, con el código enviado a su teléfono, puede abrir su solicitud.',
      ],
    },
    {
      heading: 'Cuánto tiempo la guardamos',
      blocks: [
        'Guardamos los registros de las solicitudes durante el tiempo que la ley nos exige a nosotros y a los proveedores de financiamiento (para las solicitudes de crédito, por lo general al menos 25 meses), y luego los eliminamos. Los códigos de un solo uso se guardan solo como una huella con clave y vencen a los 10 minutos.',
      ],
    },
    {
      heading: 'Sus opciones y derechos',
      blocks: [
        {
          list: [
            'Puede detenerse en cualquier momento antes de enviar una solicitud; no se envía nada a un proveedor hasta que usted la envíe.',
            'Puede preguntarnos qué información tenemos sobre usted, pedirnos que la corrijamos o pedirnos que la eliminemos cuando la ley lo permita. Los residentes de algunos estados, incluido California, tienen otros derechos según la ley estatal, y no lo trataremos de manera diferente por ejercerlos.',
            'Puede detener nuestros mensajes de texto en cualquier momento respondiendo ALTO (consulte nuestros Términos de SMS).',
            'Para las decisiones que tomó un proveedor y para la información que tiene un proveedor, comuníquese con ese proveedor.',
          ],
        },
      ],
    },
    {
      heading: 'Menores de edad',
      blocks: [
        'Nuestro servicio es para adultos. Debe tener al menos 18 años para solicitar, y no recopilamos a sabiendas información de menores de edad.',
      ],
    },
    {
      heading: 'Cambios a este aviso',
      blocks: [
        'Si cambiamos este aviso, publicaremos aquí la nueva versión con una nueva fecha. Si un cambio afecta la forma en que usamos la información que ya tenemos, le pediremos su consentimiento cuando la ley lo exija.',
      ],
    },
    {
      heading: 'Comuníquese con nosotros',
      blocks: [
        `Preguntas o pedidos sobre su información: escriba a ${COMPANY.supportEmail}, o pida al taller donde presentó su solicitud que se comunique con nosotros.`,
      ],
    },
  ],
};
