// Training mode texts (lenders §4 "Training and demo mode", §2 "Other screens": demo toolbar, training popups).
// The guided popovers' texts (what the associate does on a page, and why): one list per page id in
// TRAINING_GUIDES below, with the same anchors as the English list. The watermark on the screens is an image
// that reads TRAINING, so the guides name it as written.
import type { trainingMessages as english, TrainingGuideStep } from '../en/training';
import type { Translation } from '../translation';

export const trainingMessages: Translation<typeof english> = {
  'training.gotIt': 'Entendido',
  'training.dismiss': 'Descartar',
  'training.progress': '{current} de {total}',
  'training.watermarkNote':
    'Modo de capacitación: nada de lo que ve aquí es una solicitud real. No se envían mensajes de texto ni correos electrónicos.',
  // Demo toolbar (lenders §2 "Other screens")
  'training.toolbarLabel': 'Barra de herramientas de demostración',
  'training.fillAllData': 'LLENAR TODOS LOS DATOS',
  'training.restart': 'REINICIAR',
  'training.continueToPos': 'CONTINUAR AL POS',
  'training.filled':
    'Se llenaron datos de ejemplo para {lender}. Presione Siguiente en cada página para revisarlos.',
  'training.posNote': 'Capacitación terminada: en el taller, el asociado ahora continúa en el POS.',
  // Application Type popup (lenders §4)
  'training.applicationTypeTitle': 'Tipo de solicitud',
  'training.applicationTypeText': 'Seleccione el tipo de resultado de solicitud que desea ver.',
  'training.applicationTypeLender': 'Prestamista: {lender}',
  // Lenders whose own page decides (Versatile, Synchrony): the choice is made before their page opens.
  'training.applicationTypeGate':
    'Elija el resultado que desea ver; luego se abre la página de este prestamista con el SSN de prueba de ese resultado.',
  'training.applicationTypeChoose': 'Elegir tipo de solicitud',
  'training.outcome.approval': 'Aprobada',
  'training.outcome.referral': 'En revisión',
  'training.outcome.pending': 'Pendiente',
  'training.outcome.decline': 'Rechazada',
  'training.testSsn': 'SSN de prueba {ssn}',
};

/** The whole field (label, hint, control): the guide sits beside it, never over its label or its input. */
const field = (name: string) => `[data-field="${name}"]`;
const HEADING = '#page-heading, main h1';

/** Guided popovers per page id (apply step ids, plus 'landing' and 'shop-search'), shown in training only. */
export const TRAINING_GUIDES: Readonly<Record<string, readonly TrainingGuideStep[]>> = {
  landing: [
    {
      anchor: HEADING,
      title: 'Comience aquí con el cliente',
      text: 'Esta es la página a la que llega el cliente desde el taller. En la capacitación, cada pantalla lleva la marca TRAINING y no se envía nada a un prestamista real.',
    },
  ],
  'shop-search': [
    {
      anchor: `${HEADING}`,
      title: 'Busque su taller',
      text: 'Busque por código postal, ciudad o dirección y seleccione su propio taller: sus prestamistas determinan qué solicitudes ve el cliente.',
    },
  ],
  'policy-content': [
    {
      anchor: `input[type="checkbox"], ${HEADING}`,
      title: 'Deje que el cliente lea y acepte',
      text: 'El propio cliente acepta la política de privacidad y los términos. Comenzar solo funciona cuando la casilla está marcada.',
    },
  ],
  'getting-started': [
    {
      anchor: `${field('MOBILE_PHONE')}, ${HEADING}`,
      title: 'Ingrese el teléfono celular del cliente',
      text: 'El cliente recibe un código por mensaje de texto para comprobar que el teléfono es suyo. En la capacitación no se envía ningún mensaje: use el código de demostración que aparece en esta página.',
    },
  ],
  'about-you': [
    {
      anchor: `${field('FIRST_NAME')}, ${HEADING}`,
      title: 'Nombres tal como aparecen en la identificación',
      text: 'Los prestamistas comparan el nombre con la identificación y el historial de crédito; un apodo puede hacer que se rechace la solicitud. LLENAR TODOS LOS DATOS, en la barra de herramientas, escribe los datos de un cliente de ejemplo.',
    },
    {
      anchor: `${field('EMAIL')}, ${HEADING}`,
      title: 'El correo electrónico del propio cliente',
      text: 'Los prestamistas envían aquí el contrato y los estados de cuenta, así que debe ser una dirección que el cliente revise, nunca la del taller.',
    },
  ],
  resident: [
    {
      anchor: `${field('ADDRESS1')}, ${HEADING}`,
      title: 'Dirección de la vivienda, sin apartado postal',
      text: 'La dirección se verifica con el servicio postal; el cliente confirma la dirección corregida antes de continuar.',
    },
  ],
  financial: [
    {
      anchor: `${field('ANNUAL_GROSS_INCOME')}, ${HEADING}`,
      title: 'Ingresos antes de impuestos',
      text: 'Pregunte por los ingresos anuales antes de impuestos de todas las fuentes que el cliente quiera incluir. De ellos depende el límite de crédito.',
    },
    {
      anchor: `${field('SSN')}, ${HEADING}`,
      title: 'El cliente escribe el SSN',
      text: 'Voltee la pantalla hacia el cliente para que escriba el SSN. En la capacitación, la ventana Tipo de solicitud lo reemplaza con un SSN de prueba al enviar.',
    },
  ],
  email: [
    {
      anchor: HEADING,
      title: 'El correo electrónico del propio cliente',
      text: 'Los prestamistas envían documentos aquí.',
    },
  ],
  phone: [
    {
      anchor: HEADING,
      title: 'Teléfono de contacto',
      text: 'El prestamista puede llamar a este número por la solicitud.',
    },
  ],
  id: [
    {
      anchor: HEADING,
      title: 'Identificación',
      text: 'Copie el número y la fecha de vencimiento de la identificación del cliente; los prestamistas los comparan con el historial de crédito.',
    },
  ],
  ssn: [
    {
      anchor: HEADING,
      title: 'El cliente escribe el SSN',
      text: 'Voltee la pantalla hacia el cliente. En la capacitación se usa un SSN de prueba al enviar.',
    },
  ],
  'coapp-select': [
    {
      anchor: HEADING,
      title: 'Solicitar solo o con un cosolicitante',
      text: 'Un cosolicitante comparte la cuenta y sus ingresos también cuentan. Pregunte solo si el cliente quiere uno.',
    },
  ],
  'coapp-about-you': [
    {
      anchor: HEADING,
      title: 'Los datos del cosolicitante',
      text: 'El propio cosolicitante llena esta información.',
    },
  ],
  'coapp-resident': [
    {
      anchor: HEADING,
      title: 'La dirección del cosolicitante',
      text: 'Se verifica con el servicio postal, igual que la del cliente.',
    },
  ],
  'coapp-financial': [
    {
      anchor: HEADING,
      title: 'Los ingresos del cosolicitante',
      text: 'Ingresos anuales antes de impuestos y su propio SSN.',
    },
  ],
  summary: [
    {
      anchor: HEADING,
      title: 'Revise todo con el cliente',
      text: 'Cada sección tiene Editar. Un error aquí es la causa más común de un rechazo.',
    },
  ],
  'app-select': [
    {
      anchor: HEADING,
      title: 'Elija el financiamiento',
      text: 'Los prestamistas del taller aparecen en orden. El cliente presenta una solicitud a uno; si la rechaza, se ofrece el siguiente.',
    },
  ],
  'cfna-submission': [
    {
      anchor: `input[type="checkbox"], ${HEADING}`,
      title: 'El cliente acepta los términos',
      text: 'Al enviar, CFNA hace una consulta de crédito dura. En la capacitación, una ventana pregunta qué resultado mostrar y usa un SSN de prueba.',
    },
  ],
  'dignifi-submission': [
    {
      anchor: `input[type="checkbox"], ${HEADING}`,
      title: 'Tres acuerdos, cada uno leído',
      text: 'Cada casilla abre su divulgación; el cliente la acepta allí. En la capacitación, una ventana pregunta qué resultado de DigniFi mostrar.',
    },
  ],
  'gnes-submission': [
    {
      anchor: HEADING,
      title: 'Primero, ver la oferta',
      text: 'Concora primero busca una oferta sin afectar el puntaje de crédito; luego el cliente la acepta. En la capacitación, el resultado es una aprobación.',
    },
  ],
  result: [
    {
      anchor: HEADING,
      title: 'La respuesta del prestamista',
      text: 'Aprobada: dé al cliente los datos de la cuenta para pagar en caja. Rechazada: es posible que se ofrezca otro financiamiento más abajo.',
    },
  ],
};
