// App selection copy for every lender code of the domain's LENDERS catalogue (spec §2 screen 12: the first
// provider's logo, description, bullets and legal text). Promos follow lenders §4 "Result screen" and §9;
// where the spec gives no promo, the copy only says what the product is and that approval is the lender's.
export const appSelectMessages = {
  'lender.CFSS.bullet1': 'Repair now, pay over time',
  'lender.CFSS.bullet2': 'No interest if you pay off your loan in 90 days',
  'lender.CFSS.bullet3': 'Fixed payments you know in advance',
  'lender.CFSS.legal':
    'Subject to credit approval. DigniFi loans are made by a bank, Member FDIC. The no-interest option applies when the loan is paid in full within the promotional period; see your loan agreement for details.',
  'lender.GEMY.bullet1': 'Use it for tires, parts, service and gas at participating locations',
  'lender.GEMY.bullet2': 'Promotional financing on qualifying purchases',
  'lender.GEMY.bullet3': 'Your card arrives in the mail in 7-10 days',
  'lender.GEMY.legal':
    'Subject to credit approval. The Synchrony Car Care credit card is issued by Synchrony Bank. See the card agreement for rates, fees and promotional terms.',
  'lender.GNES.bullet1': 'A credit card for building or rebuilding credit',
  'lender.GNES.bullet2': 'See your credit limit, APR and fees before you accept',
  'lender.GNES.bullet3': 'Use it here and wherever Mastercard is accepted',
  'lender.GNES.legal':
    'Subject to credit approval. Concora Credit cards are issued by a partner bank. Review the disclosures shown with your offer for rates and fees before you accept.',
  'lender.MILE.bullet1': '1% cash back on purchases',
  'lender.MILE.bullet2': 'Credit limits up to $10,000',
  'lender.MILE.bullet3': 'Check if you prequalify without affecting your credit score',
  'lender.MILE.legal':
    'Prequalification is not a guarantee of credit. If you accept your offer, a full application is submitted for approval. See the Summary of Credit Terms for rates and fees.',
  // One truthful minimum, the domain's (LENDER_AMOUNTS; decision 266).
  'lender.AMFF.bullet1': 'Loans from {min} to {max}',
  'lender.AMFF.bullet2': 'Good credit not needed',
  'lender.AMFF.bullet3': 'Funds instantly available on a virtual card',
  'lender.AMFF.legal':
    'Subject to approval. Loans of {min} to {max} with APRs from 39% to 180% and lengths of 6 to 24 months. A virtual card that is not used within 4 days is returned by ACH. Not available in all states.',
  'lender.EZPY.bullet1': 'Easy payments on your schedule',
  'lender.EZPY.bullet2': 'A fast application with an answer in minutes',
  'lender.EZPY.bullet3': '$0 down options',
  'lender.EZPY.legal':
    'Subject to approval. EasyPay Finance loans are originated by a partner bank; in some states EasyPay administers the loan directly. Not available in all states.',
  'lender.VERS.bullet1': 'One application, several lease and loan providers',
  'lender.VERS.bullet2': 'Options for many credit histories',
  'lender.VERS.bullet3': 'See your offer before you commit',
  'lender.VERS.legal':
    'Subject to approval by the participating provider. Lease-to-own is not a loan or credit; terms, costs and availability vary by provider and state.',
  // docs/decisions/135: ALNC is Alliance Data's financing, now Bread Financial's (the Bread result screen);
  // GDYR is the Goodyear Credit Card, issued by CFNA (the Goodyear result screen); BIGO is the Big O Tires
  // Credit Card. SERV and ACMA are never offered (refused when a shop's list is read); their names remain
  // for the catalogue only.
  'lender.ALNC.name': 'Bread Financing',
  'lender.ALNC.description': 'Pay over time for tires, service and repairs at this shop.',
  'lender.ALNC.bullet1': 'Monthly payments for tires, service and repairs',
  'lender.ALNC.bullet2': 'An answer in minutes',
  'lender.ALNC.bullet3': 'Use your account again on later visits',
  'lender.ALNC.legal':
    'Subject to credit approval. Bread Financing accounts are issued by a Bread Financial bank. See your account agreement for rates, fees and payment terms.',
  'lender.GDYR.name': 'Goodyear Credit Card',
  'lender.GDYR.description': 'A credit card for tires and service at Goodyear locations.',
  'lender.GDYR.bullet1': 'Special financing on qualifying purchases',
  'lender.GDYR.bullet2': 'Use it for tires, service and repairs',
  'lender.GDYR.bullet3': 'Ready to use today if you are approved',
  'lender.GDYR.legal':
    'Subject to credit approval. The Goodyear Credit Card is issued by Credit First National Association (CFNA). See the card agreement for rates, fees and promotional terms.',
  'lender.GOODYEAR.name': 'Goodyear Credit Card',
  'lender.GOODYEAR.description': 'A credit card for tires and service at Goodyear locations.',
  'lender.BIGO.name': 'Big O Tires Credit Card',
  'lender.BIGO.description': 'A credit card for tires, service and repairs at Big O Tires locations.',
  'lender.BIGO.bullet1': 'Special financing on qualifying purchases',
  'lender.BIGO.bullet2': 'Use it at Big O Tires locations',
  'lender.BIGO.bullet3': 'Ready to use today if you are approved',
  'lender.BIGO.legal':
    'Subject to credit approval by the bank that issues the Big O Tires Credit Card. See the card agreement for rates, fees and promotional terms.',
  'lender.SERV.name': 'Service Financing',
  'lender.SERV.description': 'Financing for service and repairs at this shop.',
  'lender.ACMA.name': 'Acima Lease',
  'lender.ACMA.description': 'A lease-to-own option for tires and wheels with no credit needed.',
  'lender.ACMA.legal':
    'Acima lease-to-own is not a loan or credit. Terms, costs and availability vary by state; see your lease agreement.',
  'lender.BREAD.name': 'Bread Financing',
  'lender.BREAD.description': 'Pay over time for tires, service and repairs at this shop.',
} as const;
