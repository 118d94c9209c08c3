// Pay-link training texts (lenders §4 "Pay-link training (19 steps)"). The spec gives the step names and the
// 200 ms popover rule but no wording, so the texts are ours. Per step: `title` (the step's heading), `lead`
// (what happens in the flow), `tipTitle` and `tip` (the guided popover: what to do and why). The sample
// values the popovers quote are PAY_TRAINING_SAMPLE in features/pay-training/pay-training-steps.ts.
export const payTrainingMessages = {
  'payTraining.landingLink': 'Pay-Link Training',
  'payTraining.progress': 'Step {current} of {total}',
  'payTraining.back': 'Back',
  'payTraining.next': 'Next',
  'payTraining.todo': 'Do what the tip says to go on.',
  'payTraining.showTip': 'Show Tip',
  'payTraining.restart': 'Start Again',
  'payTraining.exit': 'Exit Training',
  // The console's training ticket could not record a step (expired, or the server unreachable): decision 198.
  'payTraining.notRecorded':
    'Your progress is not being recorded. Start the training again from the shop console.',
  'payTraining.posLabel': 'Associate screen',
  'payTraining.phoneLabel': "Customer's phone",
  'payTraining.posTitle': 'Pay Link · {shop}',
  'payTraining.posSystem': 'Shop POS · Repair order {number}',

  // The associate's pay-link app.
  'payTraining.pos.homeText': 'Send a customer a secure link to pay an invoice from their phone.',
  'payTraining.pos.newLink': 'New Pay Link',
  'payTraining.pos.phone': 'Customer mobile phone',
  'payTraining.pos.firstName': 'First name',
  'payTraining.pos.lastName': 'Last name',
  'payTraining.pos.lineDescription': 'Description',
  'payTraining.pos.lineAmount': 'Amount ($)',
  'payTraining.pos.addLine': 'Add Line',
  'payTraining.pos.removeLine': 'Remove {description}',
  'payTraining.pos.amountError': 'Enter an amount such as 284.50.',
  'payTraining.pos.descriptionError': 'Enter a description.',
  'payTraining.pos.invoiceEmpty': 'No invoice lines yet.',
  'payTraining.pos.invoiceLabel': 'Invoice lines',
  'payTraining.pos.total': 'Total',
  'payTraining.pos.customer': 'Customer',
  'payTraining.pos.mobile': 'Mobile phone',
  'payTraining.pos.confirm': 'The customer confirmed the phone number and the amount',
  'payTraining.pos.sendLink': 'Send Pay Link',
  'payTraining.pos.linkSentTo': 'Pay link sent to {phone}.',
  'payTraining.pos.status': 'Status',
  'payTraining.pos.statusSent': 'Sent, waiting for payment',
  'payTraining.pos.statusPaid': 'Paid',
  'payTraining.pos.amount': 'Amount',
  'payTraining.pos.confirmation': 'Confirmation number',
  'payTraining.pos.balanceDue': 'Balance due',
  'payTraining.pos.tender': 'Payment type',
  'payTraining.pos.tenderPayLink': 'Pay Link',
  'payTraining.pos.reference': 'Pay link reference',
  'payTraining.pos.applyPayment': 'Apply Payment',
  'payTraining.pos.paymentApplied': 'Payment of {amount} applied.',
  'payTraining.pos.closeOut': 'Close Repair Order',
  'payTraining.pos.closedOut': 'Repair order {number} is closed.',

  // The customer's phone.
  'payTraining.phone.textFrom': 'Text message from {shop}',
  'payTraining.phone.payText': '{shop}: your invoice of {amount} is ready. Tap the link to pay securely.',
  'payTraining.phone.openLink': 'Open Pay Link',
  'payTraining.phone.linkOpened': 'Link opened.',
  'payTraining.phone.invoiceFrom': 'Invoice from {shop}',
  'payTraining.phone.getStarted': 'Get Started',
  'payTraining.phone.started': 'Started.',
  'payTraining.phone.codeText': 'Your Text To Apply code is {code}.',
  'payTraining.phone.codeSentTo': 'We texted a 6-digit code to {phone}.',
  'payTraining.phone.code': 'Verification code',
  'payTraining.phone.verify': 'Verify',
  'payTraining.phone.codeWrong': 'That code does not match the text message.',
  'payTraining.phone.verified': 'Phone verified.',
  'payTraining.phone.cardNumber': 'Card number',
  'payTraining.phone.cardExpiry': 'Expiration (MM/YY)',
  'payTraining.phone.cardCvv': 'CVV',
  'payTraining.phone.cardZip': 'Billing ZIP code',
  'payTraining.phone.cardEnding': 'Card ending in {last4}',
  'payTraining.phone.pay': 'Pay {amount}',
  'payTraining.phone.paid': 'Paid.',
  'payTraining.phone.success': 'Payment successful',
  'payTraining.phone.thanks': 'Thank you, {name}. {shop} has your payment.',

  'payTraining.summaryLabel': 'What you did',

  'payTraining.start.title': 'Pay-Link Training',
  'payTraining.start.lead':
    'Practice sending a customer a link to pay an invoice, watch the customer pay on their phone, and close out in the POS. Nothing here is sent or charged.',
  'payTraining.start.tipTitle': 'Your pay-link screen',
  'payTraining.start.tip':
    'This box is your screen at the counter. Each step tells you what to do; use Next when you are done.',

  'payTraining.get-phone.title': "Get the customer's phone number",
  'payTraining.get-phone.lead': 'The pay link goes to the customer by text message.',
  'payTraining.get-phone.tipTitle': 'Type the mobile number',
  'payTraining.get-phone.tip':
    "Ask for the customer's mobile phone and type it. For practice: (425) 555-0142. A wrong number sends the link to someone else.",

  'payTraining.enter-details.title': "Enter the customer's details",
  'payTraining.enter-details.lead': 'The name appears on the invoice the customer sees.',
  'payTraining.enter-details.tipTitle': "Type the customer's name",
  'payTraining.enter-details.tip': 'For practice: first name Jordan, last name Rivera.',

  'payTraining.add-invoice.title': 'Add the invoice',
  'payTraining.add-invoice.lead': 'Add each line the customer pays for; the total is what the link asks for.',
  'payTraining.add-invoice.tipTitle': 'Add an invoice line',
  'payTraining.add-invoice.tip':
    'For practice: description Front brake pads and rotors, amount 284.50, then Add Line.',

  'payTraining.review-details.title': 'Review the details',
  'payTraining.review-details.lead':
    'Read the phone number and the total back to the customer before sending.',
  'payTraining.review-details.tipTitle': 'Confirm with the customer',
  'payTraining.review-details.tip':
    'Once the customer agrees the number and the amount are right, tick the box.',

  'payTraining.send-link.title': 'Send the pay link',
  'payTraining.send-link.lead': 'The customer gets a text message with a link to this invoice.',
  'payTraining.send-link.tipTitle': 'Send the link',
  'payTraining.send-link.tip': 'Tap Send Pay Link. In training nothing is really sent.',

  'payTraining.link-sent.title': 'The link is on its way',
  'payTraining.link-sent.lead': 'Your screen shows the link as sent until the customer pays.',
  'payTraining.link-sent.tipTitle': 'Watch the status',
  'payTraining.link-sent.tip': 'The status changes to Paid by itself when the customer has paid.',

  'payTraining.transition.title': "Switch to the customer's side",
  'payTraining.transition.lead': 'Next you see what the customer sees on their phone.',
  'payTraining.transition.tipTitle': "The customer's phone",
  'payTraining.transition.tip':
    "The following steps happen on the customer's phone. Knowing them helps you answer questions.",

  'payTraining.open-link.title': 'The customer opens the link',
  'payTraining.open-link.lead': 'The text names your shop and the amount.',
  'payTraining.open-link.tipTitle': 'Open the link',
  'payTraining.open-link.tip': 'Tap Open Pay Link, as the customer would.',

  'payTraining.get-started.title': 'The customer gets started',
  'payTraining.get-started.lead': 'The page shows the shop and the invoice total.',
  'payTraining.get-started.tipTitle': 'Tap Get Started',
  'payTraining.get-started.tip': 'The customer checks it is your shop and the amount you told them.',

  'payTraining.verification.title': 'The customer verifies the phone',
  'payTraining.verification.lead': 'A code texted to the phone proves the link is in the right hands.',
  'payTraining.verification.tipTitle': 'Type the code',
  'payTraining.verification.tip':
    'Type the 6-digit code from the text message shown on the phone, then tap Verify.',

  'payTraining.gather-payment.title': 'The customer enters a card',
  'payTraining.gather-payment.lead':
    'The card details go from the phone to the payment processor, never to you.',
  'payTraining.gather-payment.tipTitle': 'Enter the card',
  'payTraining.gather-payment.tip':
    'For practice: card 4444 4444 4444 4444, expiration 12/30, CVV 123, ZIP 98052.',

  'payTraining.invoice-review.title': 'The customer reviews the invoice',
  'payTraining.invoice-review.lead': 'The customer sees every line and the total before paying.',
  'payTraining.invoice-review.tipTitle': 'Pay the invoice',
  'payTraining.invoice-review.tip': 'Tap Pay, as the customer would.',

  'payTraining.payment-success.title': 'Payment successful',
  'payTraining.payment-success.lead': 'The customer gets a confirmation number.',
  'payTraining.payment-success.tipTitle': 'The confirmation number',
  'payTraining.payment-success.tip': 'The same number appears on your screen; you need it in the POS.',

  'payTraining.payment-received.title': 'The payment shows on your screen',
  'payTraining.payment-received.lead': 'Back at the counter, the link now shows as paid.',
  'payTraining.payment-received.tipTitle': 'Paid',
  'payTraining.payment-received.tip': 'Note the confirmation number before you go to the POS.',

  'payTraining.pos-create-link.title': 'Create a link in the POS',
  'payTraining.pos-create-link.lead':
    'In the POS, link the repair order to the pay link so the books show how it was paid.',
  'payTraining.pos-create-link.tipTitle': 'Type the pay link reference',
  'payTraining.pos-create-link.tip': 'Type the confirmation number: PL-204817.',

  'payTraining.pos-customer-pays.title': 'Record that the customer paid',
  'payTraining.pos-customer-pays.lead': 'Apply the pay-link payment to the repair order.',
  'payTraining.pos-customer-pays.tipTitle': 'Apply the payment',
  'payTraining.pos-customer-pays.tip': 'Tap Apply Payment; the balance due becomes $0.00.',

  'payTraining.pos-close-out.title': 'Close out in the POS',
  'payTraining.pos-close-out.lead': 'With nothing left to pay, close the repair order.',
  'payTraining.pos-close-out.tipTitle': 'Close the repair order',
  'payTraining.pos-close-out.tip': 'Tap Close Repair Order.',

  'payTraining.complete.title': 'Training complete',
  'payTraining.complete.lead': 'You sent a pay link, watched the customer pay and closed out in the POS.',
  'payTraining.complete.tipTitle': 'Well done',
  'payTraining.complete.tip': 'Start again to practice once more, or exit the training.',
} as const;
