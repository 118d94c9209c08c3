import { MESSAGES_ES } from '@ttapply/domain';
// Texts of the getting-in area: phone verification extras, returning applicants, policy documents and the
// session lifecycle (spec applicant-journey §2 screens 4, 5, 13; §4; §8).
import type { gettingIn as english } from '../en/getting-in';
import type { Translation } from '../translation';

export const gettingIn: Translation<typeof english> = {
  'verify.generateCode': 'Generar código',
  'verify.codeDead': 'Este código ya no se puede usar. Genere un código nuevo para continuar.',
  'verify.trainingHint':
    'Modo de capacitación: ingrese el código de demostración {code}. No se envía ningún mensaje de texto.',
  'verify.gathering': 'Obteniendo los datos de su solicitud…',
  'verify.optedOutTextStart': 'Enviar {keyword} al {shortCode}',
  'verify.optedOutThen': 'Luego toque Enviar código otra vez, o escriba otro número de teléfono móvil.',
  'verify.optedOutThenLocked': 'Luego toque Enviar código otra vez.',

  'returning.heading': '¡Encontramos su solicitud!',
  'returning.lead':
    'Ya presentó una solicitud con este teléfono celular. Para proteger su información, confirme su número de Seguro Social.',
  'returning.ssnLabel': 'Número de Seguro Social',
  'returning.confirmLabel': 'Confirmar número de Seguro Social',
  'returning.verify': 'Verificar número de Seguro Social',
  'returning.verifyWhy': 'Escriba su número de Seguro Social en ambos campos para verificarlo.',
  'returning.verifying': 'Verificando…',
  'returning.invalid': MESSAGES_ES.ssnGatheredInvalid,
  // Decision 194: saved answers without an SSN open after the date of birth they hold is confirmed.
  'returning.dobLead':
    'Ya comenzó una solicitud con este teléfono celular. Para proteger su información, confirme su fecha de nacimiento.',
  'returning.dobLabel': 'Fecha de nacimiento',
  'returning.verifyDob': 'Verificar fecha de nacimiento',
  'returning.dobInvalid': 'Esa fecha de nacimiento no coincide con la que se guardó con su solicitud.',

  'documents.privacy': 'Política de privacidad',
  'documents.terms': 'Términos y condiciones',
  'documents.sms': 'Términos de mensajes de texto (SMS)',
  'documents.esign': 'Consentimiento de firma electrónica (E-SIGN)',
  'documents.frameLabel': 'Documento: {title}',
  'documents.print': 'Imprimir',
  'documents.download': 'Descargar',
  'documents.readLabel': 'Lea nuestras políticas:',

  'session.expiredTitle': 'Sesión terminada',
  'session.expiredText':
    'Su sesión terminó después de 15 minutos sin actividad, por lo que su solicitud se cerró para protegerla. Vuelva a empezar.',
};
