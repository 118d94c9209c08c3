// App selection copy for every lender code (spec §2 screen 12); see ../en/app-select.ts.
import type { appSelectMessages as english } from '../en/app-select';
import type { Translation } from '../translation';

export const appSelectMessages: Translation<typeof english> = {
  'lender.CFSS.bullet1': 'Repare hoy y pague a plazos',
  'lender.CFSS.bullet2': 'Sin intereses si liquida su préstamo en 90 días',
  'lender.CFSS.bullet3': 'Pagos fijos que conoce de antemano',
  'lender.CFSS.legal':
    'Sujeto a aprobación de crédito. Los préstamos de DigniFi los otorga un banco miembro de la FDIC. La opción sin intereses aplica cuando el préstamo se paga en su totalidad dentro del período promocional; consulte su contrato de préstamo para obtener más detalles.',
  'lender.GEMY.bullet1':
    'Úsela para llantas, piezas, servicio y gasolina en los establecimientos participantes',
  'lender.GEMY.bullet2': 'Financiamiento promocional en compras que califiquen',
  'lender.GEMY.bullet3': 'Su tarjeta llega por correo en 7 a 10 días',
  'lender.GEMY.legal':
    'Sujeto a aprobación de crédito. La tarjeta de crédito Synchrony Car Care la emite Synchrony Bank. Consulte el contrato de la tarjeta para conocer las tasas, los cargos y los términos promocionales.',
  'lender.GNES.bullet1': 'Una tarjeta de crédito para establecer o reconstruir su crédito',
  'lender.GNES.bullet2': 'Vea su límite de crédito, la APR y los cargos antes de aceptar',
  'lender.GNES.bullet3': 'Úsela aquí y en cualquier lugar donde se acepte Mastercard',
  'lender.GNES.legal':
    'Sujeto a aprobación de crédito. Las tarjetas de Concora Credit las emite un banco asociado. Antes de aceptar, revise las divulgaciones que se muestran con su oferta para conocer las tasas y los cargos.',
  'lender.MILE.bullet1': '1% de reembolso en efectivo en sus compras',
  'lender.MILE.bullet2': 'Límites de crédito de hasta $10,000',
  'lender.MILE.bullet3': 'Vea si precalifica sin afectar su puntaje de crédito',
  'lender.MILE.legal':
    'La precalificación no garantiza el crédito. Si acepta su oferta, se presenta una solicitud completa para su aprobación. Consulte el Resumen de términos de crédito para conocer las tasas y los cargos.',
  'lender.AMFF.bullet1': 'Préstamos de {min} a {max}',
  'lender.AMFF.bullet2': 'No necesita tener buen crédito',
  'lender.AMFF.bullet3': 'Fondos disponibles al instante en una tarjeta virtual',
  'lender.AMFF.legal':
    'Sujeto a aprobación. Préstamos de {min} a {max}, con APR del 39% al 180% y plazos de 6 a 24 meses. Si la tarjeta virtual no se usa en un plazo de 4 días, los fondos se devuelven por ACH. No disponible en todos los estados.',
  'lender.EZPY.bullet1': 'Pagos fáciles que se ajustan a su calendario',
  'lender.EZPY.bullet2': 'Una solicitud rápida con respuesta en minutos',
  'lender.EZPY.bullet3': 'Opciones con $0 de pago inicial',
  'lender.EZPY.legal':
    'Sujeto a aprobación. Los préstamos de EasyPay Finance los origina un banco asociado; en algunos estados, EasyPay administra el préstamo directamente. No disponible en todos los estados.',
  'lender.VERS.bullet1': 'Una sola solicitud, varios proveedores de arrendamiento y préstamos',
  'lender.VERS.bullet2': 'Opciones para muchos historiales de crédito',
  'lender.VERS.bullet3': 'Vea su oferta antes de comprometerse',
  'lender.VERS.legal':
    'Sujeto a la aprobación del proveedor participante. El arrendamiento con opción a compra no es un préstamo ni un crédito; los términos, los costos y la disponibilidad varían según el proveedor y el estado.',
  // docs/decisions/135: ALNC is Bread Financial's financing, GDYR the Goodyear Credit Card (CFNA), BIGO the
  // Big O Tires Credit Card; SERV and ACMA are never offered. Product names stay as the lender writes them.
  'lender.ALNC.name': 'Bread Financing',
  'lender.ALNC.description': 'Pague a plazos sus llantas, servicio y reparaciones en este taller.',
  'lender.ALNC.bullet1': 'Pagos mensuales para llantas, servicio y reparaciones',
  'lender.ALNC.bullet2': 'Una respuesta en minutos',
  'lender.ALNC.bullet3': 'Vuelva a usar su cuenta en visitas futuras',
  'lender.ALNC.legal':
    'Sujeto a aprobación de crédito. Las cuentas de Bread Financing las emite un banco de Bread Financial. Consulte su contrato de cuenta para conocer las tasas, los cargos y las condiciones de pago.',
  'lender.GDYR.name': 'Goodyear Credit Card',
  'lender.GDYR.description':
    'Una tarjeta de crédito para llantas y servicio en los establecimientos Goodyear.',
  'lender.GDYR.bullet1': 'Financiamiento especial en compras que califiquen',
  'lender.GDYR.bullet2': 'Úsela para llantas, servicio y reparaciones',
  'lender.GDYR.bullet3': 'Lista para usar hoy si se aprueba su solicitud',
  'lender.GDYR.legal':
    'Sujeto a aprobación de crédito. La Goodyear Credit Card la emite Credit First National Association (CFNA). Consulte el contrato de la tarjeta para conocer las tasas, los cargos y los términos promocionales.',
  'lender.GOODYEAR.name': 'Goodyear Credit Card',
  'lender.GOODYEAR.description':
    'Una tarjeta de crédito para llantas y servicio en los establecimientos Goodyear.',
  'lender.BIGO.name': 'Big O Tires Credit Card',
  'lender.BIGO.description':
    'Una tarjeta de crédito para llantas, servicio y reparaciones en los establecimientos Big O Tires.',
  'lender.BIGO.bullet1': 'Financiamiento especial en compras que califiquen',
  'lender.BIGO.bullet2': 'Úsela en los establecimientos Big O Tires',
  'lender.BIGO.bullet3': 'Lista para usar hoy si se aprueba su solicitud',
  'lender.BIGO.legal':
    'Sujeto a la aprobación de crédito del banco que emite la Big O Tires Credit Card. Consulte el contrato de la tarjeta para conocer las tasas, los cargos y los términos promocionales.',
  'lender.SERV.name': 'Financiamiento de servicio',
  'lender.SERV.description': 'Financiamiento para servicio y reparaciones en este taller.',
  'lender.ACMA.name': 'Acima Lease',
  'lender.ACMA.description':
    'Una opción de arrendamiento con opción a compra para llantas y rines, sin necesidad de crédito.',
  'lender.ACMA.legal':
    'El arrendamiento con opción a compra de Acima no es un préstamo ni un crédito. Los términos, los costos y la disponibilidad varían según el estado; consulte su contrato de arrendamiento.',
  'lender.BREAD.name': 'Bread Financing',
  'lender.BREAD.description': 'Pague a plazos sus llantas, servicio y reparaciones en este taller.',
};
