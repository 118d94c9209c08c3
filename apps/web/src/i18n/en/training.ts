// Training mode texts (lenders §4 "Training and demo mode", §2 "Other screens": demo toolbar, training popups).
// The spec quotes the Application Type popup and the toolbar's button names; those are kept word for word.
// The guided popovers' texts (what the associate does on a page, and why) are ours: one list per page id in
// TRAINING_GUIDES below, so a lender page added later adds its own entry here.
export const trainingMessages = {
  'training.gotIt': 'Got it',
  'training.dismiss': 'Dismiss',
  'training.progress': '{current} of {total}',
} as const;
