// Pay-link training texts (lenders §4 "Pay-link training (19 steps)"). Per step: `title` (the step's heading),
// `lead` (what happens in the flow), `tipTitle` and `tip` (the guided popover: what to do and why). The sample
// values the popovers quote (phone, names, invoice line, amount, code, card, reference) are typed as written:
// they are PAY_TRAINING_SAMPLE in features/pay-training/pay-training-steps.ts.
import type { payTrainingMessages as english } from '../en/pay-training';
import type { Translation } from '../translation';

export const payTrainingMessages: Translation<typeof english> = {
  'payTraining.landingLink': 'Capacitación de enlace de pago',
  'payTraining.progress': 'Paso {current} de {total}',
  'payTraining.back': 'Atrás',
  'payTraining.next': 'Siguiente',
  'payTraining.todo': 'Haga lo que indica la sugerencia para continuar.',
  'payTraining.showTip': 'Mostrar sugerencia',
  'payTraining.restart': 'Empezar de nuevo',
  'payTraining.exit': 'Salir de la capacitación',
  // The console's training ticket could not record a step (expired, or the server unreachable): decision 198.
  'payTraining.notRecorded':
    'Su progreso no se está registrando. Vuelva a iniciar la capacitación desde la consola del taller.',
  'payTraining.posLabel': 'Pantalla del asociado',
  'payTraining.phoneLabel': 'Teléfono del cliente',
  'payTraining.posTitle': 'Enlace de pago · {shop}',
  'payTraining.posSystem': 'POS del taller · Orden de reparación {number}',

  // The associate's pay-link app.
  'payTraining.pos.homeText':
    'Envíe al cliente un enlace seguro para que pague una factura desde su teléfono.',
  'payTraining.pos.newLink': 'Nuevo enlace de pago',
  'payTraining.pos.phone': 'Teléfono celular del cliente',
  'payTraining.pos.firstName': 'Nombre',
  'payTraining.pos.lastName': 'Apellido',
  'payTraining.pos.lineDescription': 'Descripción',
  'payTraining.pos.lineAmount': 'Monto ($)',
  'payTraining.pos.addLine': 'Agregar línea',
  'payTraining.pos.removeLine': 'Quitar {description}',
  'payTraining.pos.amountError': 'Ingrese un monto, por ejemplo 284.50.',
  'payTraining.pos.descriptionError': 'Ingrese una descripción.',
  'payTraining.pos.invoiceEmpty': 'Todavía no hay líneas en la factura.',
  'payTraining.pos.invoiceLabel': 'Líneas de la factura',
  'payTraining.pos.total': 'Total',
  'payTraining.pos.customer': 'Cliente',
  'payTraining.pos.mobile': 'Teléfono celular',
  'payTraining.pos.confirm': 'El cliente confirmó el número de teléfono y el monto',
  'payTraining.pos.sendLink': 'Enviar enlace de pago',
  'payTraining.pos.linkSentTo': 'Enlace de pago enviado al {phone}.',
  'payTraining.pos.status': 'Estado',
  'payTraining.pos.statusSent': 'Enviado, en espera del pago',
  'payTraining.pos.statusPaid': 'Pagado',
  'payTraining.pos.amount': 'Monto',
  'payTraining.pos.confirmation': 'Número de confirmación',
  'payTraining.pos.balanceDue': 'Saldo pendiente',
  'payTraining.pos.tender': 'Forma de pago',
  'payTraining.pos.tenderPayLink': 'Enlace de pago',
  'payTraining.pos.reference': 'Referencia del enlace de pago',
  'payTraining.pos.applyPayment': 'Aplicar pago',
  'payTraining.pos.paymentApplied': 'Pago de {amount} aplicado.',
  'payTraining.pos.closeOut': 'Cerrar orden de reparación',
  'payTraining.pos.closedOut': 'La orden de reparación {number} está cerrada.',

  // The customer's phone.
  'payTraining.phone.textFrom': 'Mensaje de texto de {shop}',
  'payTraining.phone.payText':
    '{shop}: su factura de {amount} está lista. Toque el enlace para pagar de forma segura.',
  'payTraining.phone.openLink': 'Abrir enlace de pago',
  'payTraining.phone.linkOpened': 'Enlace abierto.',
  'payTraining.phone.invoiceFrom': 'Factura de {shop}',
  'payTraining.phone.getStarted': 'Comenzar',
  'payTraining.phone.started': 'Iniciado.',
  'payTraining.phone.codeText': 'Su código de Text To Apply es {code}.',
  'payTraining.phone.codeSentTo': 'Enviamos un código de 6 dígitos por mensaje de texto al {phone}.',
  'payTraining.phone.code': 'Código de verificación',
  'payTraining.phone.verify': 'Verificar',
  'payTraining.phone.codeWrong': 'Ese código no coincide con el del mensaje de texto.',
  'payTraining.phone.verified': 'Teléfono verificado.',
  'payTraining.phone.cardNumber': 'Número de tarjeta',
  'payTraining.phone.cardExpiry': 'Vencimiento (MM/AA)',
  'payTraining.phone.cardCvv': 'CVV',
  'payTraining.phone.cardZip': 'Código postal de facturación',
  'payTraining.phone.cardEnding': 'Tarjeta que termina en {last4}',
  'payTraining.phone.pay': 'Pagar {amount}',
  'payTraining.phone.paid': 'Pagado.',
  'payTraining.phone.success': 'Pago realizado',
  'payTraining.phone.thanks': 'Gracias, {name}. {shop} recibió su pago.',

  'payTraining.summaryLabel': 'Lo que hizo',

  'payTraining.start.title': 'Capacitación de enlace de pago',
  'payTraining.start.lead':
    'Practique cómo enviarle a un cliente un enlace para pagar una factura, vea cómo el cliente paga desde su teléfono y cierre la orden en el POS. Aquí no se envía ni se cobra nada.',
  'payTraining.start.tipTitle': 'Su pantalla de enlace de pago',
  'payTraining.start.tip':
    'Este recuadro es su pantalla en el mostrador. Cada paso le indica qué hacer; cuando termine, use Siguiente.',

  'payTraining.get-phone.title': 'Pida el número de teléfono del cliente',
  'payTraining.get-phone.lead': 'El enlace de pago le llega al cliente por mensaje de texto.',
  'payTraining.get-phone.tipTitle': 'Escriba el número de celular',
  'payTraining.get-phone.tip':
    'Pida el teléfono celular del cliente y escríbalo. Para practicar: (425) 555-0142. Con un número equivocado, el enlace le llega a otra persona.',

  'payTraining.enter-details.title': 'Ingrese los datos del cliente',
  'payTraining.enter-details.lead': 'El nombre aparece en la factura que ve el cliente.',
  'payTraining.enter-details.tipTitle': 'Escriba el nombre del cliente',
  'payTraining.enter-details.tip': 'Para practicar: nombre Jordan, apellido Rivera.',

  'payTraining.add-invoice.title': 'Agregue la factura',
  'payTraining.add-invoice.lead':
    'Agregue cada línea que paga el cliente; el total es lo que el enlace le cobra.',
  'payTraining.add-invoice.tipTitle': 'Agregue una línea a la factura',
  'payTraining.add-invoice.tip':
    'Para practicar: descripción Front brake pads and rotors (pastillas y discos de freno delanteros), monto 284.50; luego toque Agregar línea.',

  'payTraining.review-details.title': 'Revise los datos',
  'payTraining.review-details.lead': 'Antes de enviar, léale al cliente el número de teléfono y el total.',
  'payTraining.review-details.tipTitle': 'Confirme con el cliente',
  'payTraining.review-details.tip':
    'Cuando el cliente confirme que el número y el monto son correctos, marque la casilla.',

  'payTraining.send-link.title': 'Envíe el enlace de pago',
  'payTraining.send-link.lead': 'El cliente recibe un mensaje de texto con un enlace a esta factura.',
  'payTraining.send-link.tipTitle': 'Envíe el enlace',
  'payTraining.send-link.tip': 'Toque Enviar enlace de pago. En la capacitación no se envía nada de verdad.',

  'payTraining.link-sent.title': 'El enlace va en camino',
  'payTraining.link-sent.lead': 'Su pantalla muestra el enlace como enviado hasta que el cliente pague.',
  'payTraining.link-sent.tipTitle': 'Observe el estado',
  'payTraining.link-sent.tip': 'El estado cambia solo a Pagado cuando el cliente haya pagado.',

  'payTraining.transition.title': 'Pase al lado del cliente',
  'payTraining.transition.lead': 'Ahora verá lo que ve el cliente en su teléfono.',
  'payTraining.transition.tipTitle': 'El teléfono del cliente',
  'payTraining.transition.tip':
    'Los siguientes pasos ocurren en el teléfono del cliente. Conocerlos le ayuda a responder preguntas.',

  'payTraining.open-link.title': 'El cliente abre el enlace',
  'payTraining.open-link.lead': 'El mensaje de texto menciona su taller y el monto.',
  'payTraining.open-link.tipTitle': 'Abra el enlace',
  'payTraining.open-link.tip': 'Toque Abrir enlace de pago, como lo haría el cliente.',

  'payTraining.get-started.title': 'El cliente comienza',
  'payTraining.get-started.lead': 'La página muestra el taller y el total de la factura.',
  'payTraining.get-started.tipTitle': 'Toque Comenzar',
  'payTraining.get-started.tip':
    'El cliente comprueba que se trata de su taller y del monto que usted le indicó.',

  'payTraining.verification.title': 'El cliente verifica el teléfono',
  'payTraining.verification.lead':
    'Un código enviado por mensaje de texto al teléfono comprueba que el enlace está en las manos correctas.',
  'payTraining.verification.tipTitle': 'Escriba el código',
  'payTraining.verification.tip':
    'Escriba el código de 6 dígitos del mensaje de texto que aparece en el teléfono y luego toque Verificar.',

  'payTraining.gather-payment.title': 'El cliente ingresa una tarjeta',
  'payTraining.gather-payment.lead':
    'Los datos de la tarjeta van del teléfono al procesador de pagos, nunca a usted.',
  'payTraining.gather-payment.tipTitle': 'Ingrese la tarjeta',
  'payTraining.gather-payment.tip':
    'Para practicar: tarjeta 4444 4444 4444 4444, vencimiento 12/30, CVV 123, código postal 98052.',

  'payTraining.invoice-review.title': 'El cliente revisa la factura',
  'payTraining.invoice-review.lead': 'El cliente ve cada línea y el total antes de pagar.',
  'payTraining.invoice-review.tipTitle': 'Pague la factura',
  'payTraining.invoice-review.tip': 'Toque Pagar, como lo haría el cliente.',

  'payTraining.payment-success.title': 'Pago realizado',
  'payTraining.payment-success.lead': 'El cliente recibe un número de confirmación.',
  'payTraining.payment-success.tipTitle': 'El número de confirmación',
  'payTraining.payment-success.tip': 'El mismo número aparece en su pantalla; lo necesitará en el POS.',

  'payTraining.payment-received.title': 'El pago aparece en su pantalla',
  'payTraining.payment-received.lead': 'De vuelta en el mostrador, el enlace ahora aparece como pagado.',
  'payTraining.payment-received.tipTitle': 'Pagado',
  'payTraining.payment-received.tip': 'Anote el número de confirmación antes de ir al POS.',

  'payTraining.pos-create-link.title': 'Cree un vínculo en el POS',
  'payTraining.pos-create-link.lead':
    'En el POS, vincule la orden de reparación con el enlace de pago para que la contabilidad muestre cómo se pagó.',
  'payTraining.pos-create-link.tipTitle': 'Escriba la referencia del enlace de pago',
  'payTraining.pos-create-link.tip': 'Escriba el número de confirmación: PL-204817.',

  'payTraining.pos-customer-pays.title': 'Registre que el cliente pagó',
  'payTraining.pos-customer-pays.lead': 'Aplique el pago del enlace de pago a la orden de reparación.',
  'payTraining.pos-customer-pays.tipTitle': 'Aplique el pago',
  'payTraining.pos-customer-pays.tip': 'Toque Aplicar pago; el saldo pendiente queda en $0.00.',

  'payTraining.pos-close-out.title': 'Cierre la orden en el POS',
  'payTraining.pos-close-out.lead': 'Sin nada pendiente de pago, cierre la orden de reparación.',
  'payTraining.pos-close-out.tipTitle': 'Cierre la orden de reparación',
  'payTraining.pos-close-out.tip': 'Toque Cerrar orden de reparación.',

  'payTraining.complete.title': 'Capacitación completada',
  'payTraining.complete.lead':
    'Envió un enlace de pago, vio cómo pagaba el cliente y cerró la orden en el POS.',
  'payTraining.complete.tipTitle': 'Bien hecho',
  'payTraining.complete.tip': 'Empiece de nuevo para practicar otra vez o salga de la capacitación.',
};
