import { MESSAGES_ES } from '@ttapply/domain';
// Texts of the Residence step, the address confirmation modal, the stand-alone edit panels and draft
// resuming (docs/decisions/022).
import type { residence as english } from '../en/residence';
import type { Translation } from '../translation';

export const residence: Translation<typeof english> = {
  'residence.mailingAddress': 'Dirección postal',
  'residence.mailingHint': 'Active esta opción si recibe su correo en un lugar distinto de donde vive.',
  'residence.marital': 'Estado civil',
  'residence.maritalHint':
    'A los residentes de Wisconsin se les pregunta por su cónyuge (ley de bienes matrimoniales de Wisconsin).',
  'residence.spouseAddress': 'Dirección del cónyuge',

  'address.title': 'Confirme su dirección',
  'address.lead': 'Verificamos su dirección con el servicio postal. Confirme cada una para continuar.',
  'address.searching': MESSAGES_ES.addressSearching,
  'address.error': MESSAGES_ES.addressErrorPrefix,
  'address.tryAnother.resident': MESSAGES_ES.addressRetry.resident,
  'address.tryAnother.mailing': MESSAGES_ES.addressRetry.mailing,
  'address.tryAnother.previous': MESSAGES_ES.addressRetry.previous,
  'address.kind.resident': 'Dirección residencial',
  'address.kind.mailing': 'Dirección postal',
  'address.kind.previous': 'Dirección anterior',
  'address.youEntered': 'Usted ingresó: {address}',
  'address.confirm': 'Confirmar',
  'address.confirmNamed': 'Confirmar: {kind}',
  'address.confirmed': 'Confirmada',
  'address.editAddress': 'Editar dirección',

  'panel.dob': 'Fecha de nacimiento',
  'panel.dobMonth': 'Mes',
  'panel.dobDay': 'Día',
  'panel.dobYear': 'Año',
};
