// Versatile waterfall page (lenders §2 "Versatile page", §4 "Versatile waterfall", §8 Versatile errors).
import type { versMessages as english } from '../en/vers';
import type { Translation } from '../translation';

export const versMessages: Translation<typeof english> = {
  'lenders.vers.heading': 'Encuentre su opción de pago',
  'lenders.vers.lead':
    'Versatile consulta a varios proveedores para encontrar una forma de pagar su reparación.',
  'lenders.vers.loading': 'Cargando Versatile…',
  'lenders.vers.widgetLabel': 'Solicitud de Versatile',
  /** The widget's own button, in English in Versatile's widget; the consent line names it as shown. */
  'lenders.vers.widgetButton': 'Check my options',
  'lenders.vers.finishing': 'Obteniendo su resultado de Versatile…',
  'lenders.vers.errorTitle': 'Error de Versatile',
  'lenders.vers.tryAgain': 'Intentar de nuevo',
  'lenders.vers.noData': 'No hay datos de Versatile disponibles.',
  'lenders.vers.notInList': '{provider} no se encontró en la lista de prestamistas.',
  'lenders.vers.invalidSdk': 'Versión de SDK no válida, {version}, para el prestamista {lender}',
  'lenders.vers.libraryFailed': 'No se pudo cargar la biblioteca VCredit.',
  'lenders.vers.serverError': 'Error del servidor',
  'lenders.vers.versatileError': 'Error de Versatile',
  'lenders.vers.invalidState': 'Estado no válido',
  'lenders.vers.createError': 'Error al iniciar la búsqueda de opciones de Versatile',
};
