// Shop search, geofence and link-code texts (spec applicant-journey §2 screen 2, §4 "Shop selection", §8).
// Spec texts are quoted exactly; i18n/en.test.ts pins them against the domain's MESSAGES.
export const shopSearchEn = {
  'shops.keywordLabel': 'Shop Keyword',
  'shops.keywordHint': 'If your shop gave you a keyword, enter it to see only its locations.',
  'shops.or': 'or',
  'shops.useMyLocation': 'Use My Location',
  'shops.locating': 'Finding your location…',
  'shops.yourLocation': 'Your Location',
  'shops.locationErrorTitle': 'Location Error',
  'shops.geolocationUnsupported': 'Geolocation is not supported by this browser.',
  'shops.geolocationFailed':
    "Unable to obtain your location. Please check your browser's settings to ensure that location permissions are allowed.",
  'shops.editLocation': 'EDIT LOCATION',
  'shops.closestHeading': 'Your Closest Shop',
  'shops.closestLead': 'Near {query}',
  'shops.selectDifferent': 'SELECT A DIFFERENT STORE',
  'shops.allHeading': 'All Shops Near {query}',
  'shops.checkingLocation': 'Checking that you are at the shop…',
  'geofence.title': 'Text To Apply | Apply at the Shop',
  'geofence.heading': 'Apply at the Shop',
  'geofence.lead': 'Applying at {shop} requires being on site at the shop.',
  'geofence.step1': 'Call the store and ask for your unique six-digit Apply Code.',
  'geofence.callStore': 'Call {shop}',
  'geofence.step2': 'Text the Apply Code to {shortCode}.',
  'geofence.step3': 'Open the link in the reply to start your application.',
  'geofence.rates': 'Message and data rates may apply.',
  'geofence.shortCodeLabel': 'Text {shortCode}',
  'geofence.chooseAnother': 'Choose a Different Shop',
  'shops.pinLabel': 'Map pin: {name}',
  // Pins too close to tell apart become one (decision 234); selecting it zooms in on them.
  'shops.clusterLabel': '{count} shops close together: select to zoom in',
  // The map library's own controls and credit, which it would otherwise write in English.
  'shops.zoomIn': 'Zoom in',
  'shops.zoomOut': 'Zoom out',
  'shops.mapLibraryTitle': 'A JavaScript library for interactive maps',
  'shops.distanceUnder': 'Less than 0.1 miles',
  'link.heading': 'This Link Could Not Be Opened',
} as const;
