// Texts of the Residence step, the address confirmation modal, the stand-alone edit panels and draft
// resuming (docs/decisions/022). Spec texts are quoted exactly (applicant-journey §8 "Address check").
export const residence = {
  'residence.mailingAddress': 'Mailing Address',
  'residence.mailingHint': 'Turn this on if your mail goes somewhere other than where you live.',
  'residence.marital': 'Marital Information',
  'residence.maritalHint': 'Wisconsin residents are asked about a spouse (Wisconsin marital property law).',
  'residence.spouseAddress': 'Spouse Address',

  'address.title': 'Confirm Your Address',
  'address.lead': 'We checked your address with the postal service. Confirm each one to continue.',
  'address.searching': 'Searching for address...',
  'address.error': 'Error finding address:',
  'address.tryAnother.resident': 'Please try another residential address.',
  'address.tryAnother.mailing': 'Please try another mailing address.',
  'address.tryAnother.previous': 'Please try another previous address.',
  'address.kind.resident': 'Residential Address',
  'address.kind.mailing': 'Mailing Address',
  'address.kind.previous': 'Previous Address',
  'address.youEntered': 'You entered: {address}',
  'address.confirm': 'Confirm',
  'address.confirmNamed': 'Confirm {kind}',
  'address.confirmed': 'Confirmed',
  'address.editAddress': 'Edit Address',

  'panel.dob': 'Date of Birth',
  'panel.dobMonth': 'Month',
  'panel.dobDay': 'Day',
  'panel.dobYear': 'Year',
} as const;
