// Versatile waterfall page (lenders §2 "Versatile page", §4 "Versatile waterfall", §8 Versatile errors).
export const versMessages = {
  'lenders.vers.heading': 'Find Your Payment Option',
  'lenders.vers.lead': 'Versatile checks several providers for a way to pay for your repair.',
  'lenders.vers.loading': 'Loading Versatile…',
  'lenders.vers.widgetLabel': 'Versatile application',
  /** The widget's own button that starts the providers' checks; the consent line names it. */
  'lenders.vers.widgetButton': 'Check my options',
  'lenders.vers.finishing': 'Getting your result from Versatile…',
  'lenders.vers.errorTitle': 'Versatile Error',
  'lenders.vers.tryAgain': 'Try Again',
  'lenders.vers.noData': 'No Versatile data available.',
  'lenders.vers.notInList': '{provider} not found in lender list.',
  'lenders.vers.invalidSdk': 'Invalid sdk version, {version}, for lender {lender}',
  'lenders.vers.libraryFailed': 'Unable to load VCredit library.',
  'lenders.vers.serverError': 'Server Error',
  'lenders.vers.versatileError': 'Versatile Error',
  'lenders.vers.invalidState': 'Invalid state',
  'lenders.vers.createError': 'Creating versatile waterfall error',
} as const;
