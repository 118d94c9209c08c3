// GEMY (Synchrony) embedded form page (lenders §2 "GEMY page", §4 "GEMY embedded form", §8 GEMY errors).
import type { gemyMessages as english } from '../en/gemy';
import type { Translation } from '../translation';

export const gemyMessages: Translation<typeof english> = {
  'lenders.gemy.heading': 'Solicite con Synchrony Bank',
  'lenders.gemy.lead':
    'Synchrony Bank hace sus preguntas en su propio formulario seguro a continuación (en inglés).',
  'lenders.gemy.frameTitle': 'Formulario de solicitud de Synchrony Bank',
  'lenders.gemy.loading': 'Cargando la solicitud de Synchrony Bank…',
  /** The buttons of Synchrony's own form, which is in English; the consent line names them as shown. */
  'lenders.gemy.formButton': 'Submit Application',
  'lenders.gemy.prequalButton': 'See If I Prequalify',
  'lenders.gemy.errorHeading': 'Error en la solicitud',
  // Lenders §8 GEMY texts; the screen shows the message or 'Error'.
  'lenders.gemy.error.tokenMismatch': 'Los tokens no coinciden',
  'lenders.gemy.error.unexpectedStatus': 'Respuesta inesperada de applicationStatus',
  'lenders.gemy.error.noToken': 'No hay token',
  'lenders.gemy.error.occurred': 'Ocurrió un error',
  'lenders.gemy.error.occurredZero': 'Ocurrió un error [0]',
  'lenders.gemy.error.default': 'Error',
};
