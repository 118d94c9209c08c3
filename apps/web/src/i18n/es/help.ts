// Texts of the shop contact, the help page and the progress indicator (docs/decisions/215).
// The STOP and HELP keywords: the glossary's ALTO and AYUDA, with the English words the server reads today.
import type { helpMessages as english } from '../en/help';
import type { Translation } from '../translation';

export const helpMessages: Translation<typeof english> = {
  'title.help': 'Text To Apply | Ayuda',
  'help.link': 'Ayuda',
  'help.heading': 'Ayuda',
  'help.lead': 'Qué hacer si no puede avanzar.',
  'help.shopHeading': 'Llame al taller',
  'help.shopText':
    'El taller que le envió el enlace puede responder sus preguntas sobre su compra y la solicitud.',
  'help.noShop': 'Primero elija su taller; así su número de teléfono aparecerá en todas las pantallas.',
  'help.decisionHeading': 'Preguntas sobre una decisión',
  'help.decisionText':
    'Solo el prestamista que tomó una decisión puede explicarla o cambiarla. Llame a ese prestamista; su número aparece en la pantalla de resultados y en la carta o el correo electrónico que le envíe.',
  'help.lenderLine': '{lender}: {phone}',
  'help.restartHeading': 'Volver a empezar',
  'help.restartText':
    'Abra el enlace que el taller le envió por mensaje de texto o vuelva a buscar su taller. Sus respuestas guardadas se conservan, y no se vuelve a enviar una solicitud a un prestamista al que ya presentó una.',
  'help.restartLink': 'Buscar su taller',
  'help.sessionHeading': 'Si su sesión terminó',
  'help.sessionText':
    'Por su seguridad, las sesiones terminan después de 15 minutos sin actividad. Abra de nuevo su enlace y confirme su teléfono con un código nuevo. Las respuestas que guardó se conservan si ya proporcionó su fecha de nacimiento o su número de Seguro Social: se le pedirá uno de los dos otra vez para abrirlas, porque ninguno se guarda en su navegador. Las respuestas guardadas antes de proporcionar alguno de ellos se borran, para que nadie más que tenga su teléfono pueda leerlas.',
  'help.textsHeading': 'Dejar de recibir mensajes de texto',
  'help.textsText':
    'Para dejar de recibir mensajes de texto de Text To Apply, responda ALTO o STOP a cualquiera de ellos. Para obtener ayuda, responda AYUDA o HELP.',
  'help.back': 'Atrás',

  'shopContact.label': 'Su taller',
  'shopContact.phone': 'Teléfono:',
  'shopContact.hours': 'Horario:',
  'shopContact.closed': 'cerrado',

  'progress.label': 'Progreso de la solicitud',
  'progress.asideLabel': 'Su solicitud y su taller',
  'progress.step': 'Paso {step} de {of}',
  'progress.added': 'Pasos añadidos para {lender}: {steps}',
  'progress.applyingWith': 'Su solicitud con {lender}',
  'progress.done': 'completado',

  'step.policy': 'Términos',
  'step.verify': 'Verificar su teléfono',
  'step.aboutYou': 'Acerca de usted',
  'step.residence': 'Dónde vive',
  'step.financial': 'Información financiera',
  'step.account': 'Información de la cuenta',
  'step.summary': 'Revisar sus respuestas',
  'step.coapplicant': 'Cosolicitante',
  'step.coappAboutYou': 'Acerca de su cosolicitante',
  'step.coappResidence': 'Dónde vive su cosolicitante',
  'step.coappFinancial': 'Finanzas de su cosolicitante',
  'step.appSelect': 'Elegir el financiamiento',
  'step.review': 'Revisar y enviar',
  'step.submit': 'Enviar',
  'step.partnerForm': 'Solicitud de Synchrony',
  'step.findProvider': 'Buscar un proveedor',
  'step.offer': 'Su oferta',
  'step.missing': 'Información adicional',
  'step.payment': 'Información de pago',
  'step.result': 'Resultado',
  'step.finalize': 'Finalizar',
  'step.sign': 'Firmar',
};
