// Texts of the shop contact, the help page and the progress indicator (docs/decisions/215).
// The spec gives no wording for these; they follow its plain voice and its own words where it has them
// (the texting consent's "Reply HELP for help, STOP to opt out", the session timeout's 15 minutes).
export const helpMessages = {
  'title.help': 'Text To Apply | Help',
  'help.link': 'Help',
  'help.heading': 'Help',
  'help.lead': 'What to do if you are stuck.',
  'help.shopHeading': 'Call the shop',
  'help.shopText':
    'The shop that sent you here can answer questions about your purchase and the application.',
  'help.noShop': 'Choose your shop first; its phone number then shows on every screen.',
  'help.decisionHeading': 'Questions about a decision',
  'help.decisionText':
    'Only the lender that made a decision can explain it or change it. Call that lender; its number is on your result screen and in the letter or e-mail it sends you.',
  'help.lenderLine': '{lender}: {phone}',
  'help.restartHeading': 'Start again',
  'help.restartText':
    'Open the link the shop texted you, or find your shop again. Your saved answers are kept; a lender you already applied to is not asked twice.',
  'help.restartLink': 'Find your shop',
  'help.sessionHeading': 'If your session ended',
  'help.sessionText':
    'For your security, sessions end after 15 minutes without activity. Open your link again and confirm your phone with a new code. The answers you saved are kept once you have given your date of birth or Social Security number: you will be asked for one of them again to open them, because neither is kept in your browser. Answers saved before either are cleared, so nobody else with your phone can read them.',
  'help.textsHeading': 'Stop the texts',
  'help.textsText': 'Reply STOP to any text from Text To Apply to stop them, or HELP for help.',
  'help.back': 'Back',

  'shopContact.label': 'Your shop',
  'shopContact.phone': 'Phone:',
  'shopContact.hours': 'Hours:',
  'shopContact.closed': 'closed',

  'progress.label': 'Application progress',
  'progress.asideLabel': 'Your application and shop',
  'progress.step': 'Step {step} of {of}',
  'progress.added': 'Steps added for {lender}: {steps}',
  'progress.applyingWith': 'Applying with {lender}',
  'progress.done': 'done',

  'step.policy': 'Terms',
  'step.verify': 'Verify your phone',
  'step.aboutYou': 'About you',
  'step.residence': 'Where you live',
  'step.financial': 'Financial information',
  'step.account': 'Account information',
  'step.summary': 'Check your answers',
  'step.coapplicant': 'Co-applicant',
  'step.coappAboutYou': 'About your co-applicant',
  'step.coappResidence': 'Where your co-applicant lives',
  'step.coappFinancial': 'Your co-applicant’s finances',
  'step.appSelect': 'Choose financing',
  'step.review': 'Review and submit',
  'step.submit': 'Submit',
  'step.partnerForm': 'Synchrony application',
  'step.findProvider': 'Find a provider',
  'step.offer': 'Your offer',
  'step.missing': 'Additional information',
  'step.payment': 'Payment information',
  'step.result': 'Result',
  'step.finalize': 'Finalize',
  'step.sign': 'Sign',
} as const;
