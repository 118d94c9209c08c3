import { MESSAGES_ES } from '@ttapply/domain';
// Shop search, geofence and link-code texts (spec applicant-journey §2 screen 2, §4 "Shop selection", §8).
import type { shopSearchEn as english } from '../en/shop-search';
import type { Translation } from '../translation';

export const shopSearchEn: Translation<typeof english> = {
  'shops.keywordLabel': 'Palabra clave del taller',
  'shops.keywordHint': 'Si su taller le dio una palabra clave, ingrésela para ver solo sus establecimientos.',
  'shops.or': 'o',
  'shops.useMyLocation': 'Usar mi ubicación',
  'shops.locating': 'Buscando su ubicación…',
  'shops.yourLocation': 'Su ubicación',
  'shops.locationErrorTitle': MESSAGES_ES.locationErrorTitle,
  'shops.geolocationUnsupported': MESSAGES_ES.geolocationUnsupported,
  'shops.geolocationFailed': MESSAGES_ES.geolocationFailed,
  'shops.editLocation': 'EDITAR UBICACIÓN',
  'shops.closestHeading': 'Su taller más cercano',
  'shops.closestLead': 'Cerca de {query}',
  'shops.selectDifferent': 'SELECCIONAR OTRA TIENDA',
  'shops.allHeading': 'Todos los talleres cerca de {query}',
  'shops.checkingLocation': 'Verificando que esté en el taller…',
  'geofence.title': 'Text To Apply | Solicite en el taller',
  'geofence.heading': 'Solicite en el taller',
  'geofence.lead': 'Para presentar una solicitud en {shop}, debe estar en el taller.',
  'geofence.step1': 'Llame a la tienda y pida su código de solicitud (Apply Code) único de seis dígitos.',
  'geofence.callStore': 'Llamar a {shop}',
  'geofence.step2': 'Envíe el código de solicitud por mensaje de texto al {shortCode}.',
  'geofence.step3': 'Abra el enlace de la respuesta para comenzar su solicitud.',
  'geofence.rates': 'Pueden aplicarse tarifas de mensajes y datos.',
  'geofence.shortCodeLabel': 'Enviar mensaje de texto al {shortCode}',
  'geofence.chooseAnother': 'Elegir otro taller',
  'shops.pinLabel': 'Marcador del mapa: {name}',
  'shops.clusterLabel': '{count} talleres muy cerca: seleccione para acercar',
  'shops.zoomIn': 'Acercar',
  'shops.zoomOut': 'Alejar',
  'shops.mapLibraryTitle': 'Una biblioteca de JavaScript para mapas interactivos',
  'shops.distanceUnder': 'A menos de 0.1 millas',
  'link.heading': 'No se pudo abrir este enlace',
};
