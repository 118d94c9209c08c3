import { COMPANY, type LegalDocument } from '../legal-document.js';
import { TERMS_AND_CONDITIONS } from '../terms-and-conditions.js';
import { TRANSLATION_NOTICE_ES } from './translation-notice.js';

/** The terms and conditions in Spanish (decision 232); GET /terms/terms-and-conditions.html?lang=es. */
export const TERMS_AND_CONDITIONS_ES: LegalDocument = {
  slug: TERMS_AND_CONDITIONS.slug,
  title: 'Términos y condiciones',
  lastUpdated: '24 de noviembre de 2026',
  translates: 'November 24, 2026',
  intro: [
    TRANSLATION_NOTICE_ES,
    `Estos términos se aplican cuando usted usa ${COMPANY.name} para solicitar financiamiento en un taller de autos o llantas. Léalos junto con nuestro Aviso de privacidad y nuestros Términos de SMS. Al marcar la casilla para aceptarlos y continuar, usted los acepta.`,
  ],
  sections: [
    {
      heading: 'Lo que hacemos y lo que no hacemos',
      blocks: [
        `${COMPANY.name} es un servicio tecnológico que recopila su solicitud de crédito una sola vez y la envía a los proveedores de financiamiento que ofrece el taller. No somos un prestamista, un corredor ni una agencia de informes de crédito. No decidimos si usted es aprobado, no fijamos su límite de crédito, su tasa ni sus cargos, y no administramos su cuenta. Cada proveedor toma su propia decisión según sus propios términos, que le muestra antes de que usted acepte cualquier oferta.`,
      ],
    },
    {
      heading: 'Quién puede solicitar',
      blocks: [
        {
          list: [
            'Debe tener al menos 18 años y vivir en los Estados Unidos.',
            'Debe solicitar para usted mismo, con información verdadera y completa, y usar un número de teléfono celular y un correo electrónico que le pertenezcan.',
            'Un cosolicitante debe aceptar solicitar con usted y aceptar estos términos.',
          ],
        },
      ],
    },
    {
      heading: 'Envío de su solicitud a los proveedores de financiamiento',
      blocks: [
        {
          list: [
            'Cuando usted decide solicitar, nos autoriza a enviar su solicitud al proveedor de financiamiento al que solicita; si ese proveedor la rechaza y la línea de consentimiento que usted aceptó nombra al siguiente proveedor del taller, a enviar a ese proveedor la información que la línea indica para una consulta de crédito blanda; y a enviar su solicitud a cualquier otro proveedor solo cuando usted decida solicitarle.',
            'Usted autoriza a cada proveedor al que solicita a obtener informes del consumidor sobre usted y a verificar lo que usted le dijo. Una solicitud completa por lo general incluye una consulta de crédito dura, que puede afectar su puntaje de crédito; algunos proveedores primero revisan si usted precalifica, lo que no lo afecta.',
            'La aprobación nunca está garantizada. Una aprobación, un envío a revisión o un rechazo vienen del proveedor, no de nosotros ni del taller.',
          ],
        },
      ],
    },
    {
      heading: 'Comunicaciones electrónicas',
      blocks: [
        'Usted acepta recibir este servicio, sus avisos y los resultados de su solicitud de forma electrónica (en pantalla, por correo electrónico y por mensaje de texto), y que su aceptación electrónica tiene el mismo efecto que una firma en papel. Puede imprimir o descargar estos documentos en cualquier momento. Los proveedores pueden pedirle un consentimiento aparte para las divulgaciones electrónicas de sus propias cuentas.',
      ],
    },
    {
      heading: 'Cómo mantener segura su solicitud',
      blocks: [
        'Su solicitud está protegida por el código que le enviamos por mensaje de texto a su teléfono celular. No comparta el código. Su sesión termina después de 15 minutos sin actividad. Avise de inmediato al taller o escríbanos por correo electrónico si cree que otra persona usó su número o su información.',
      ],
    },
    {
      heading: 'Uso correcto del servicio',
      blocks: [
        'No solicite a nombre de otra persona, no ingrese información falsa, no intente acceder a datos que no son suyos y no interfiera con el servicio. Podemos negar o suspender el acceso cuando creamos razonablemente que se incumplen estos términos o que es probable un fraude.',
      ],
    },
    {
      heading: 'Otros sitios',
      blocks: [
        'Algunos pasos muestran páginas o documentos de los proveedores de financiamiento. Esas páginas son responsabilidad de los proveedores, y se rigen por sus propios términos y avisos de privacidad.',
      ],
    },
    {
      heading: 'Nuestra responsabilidad',
      blocks: [
        'Trabajamos para que el servicio esté disponible y sea preciso, pero lo ofrecemos tal como está y no podemos prometer que siempre funcione sin interrupciones ni errores. En la medida en que la ley lo permita, no somos responsables de las decisiones que tomen los proveedores de financiamiento o los talleres, ni de pérdidas indirectas. Nada en estos términos limita los derechos que usted tiene según las leyes de protección al consumidor que no pueden limitarse.',
      ],
    },
    {
      heading: 'Cambios',
      blocks: [
        'Podemos actualizar estos términos. La versión vigente cuando usted envía una solicitud se aplica a esa solicitud; publicamos aquí cada nueva versión con su fecha.',
      ],
    },
    {
      heading: 'Preguntas',
      blocks: [`Escriba a ${COMPANY.supportEmail} o pregunte en el taller donde está solicitando.`],
    },
  ],
};
