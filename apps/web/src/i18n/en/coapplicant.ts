// Co-applicant texts (spec §2 screen 10, §5, §8 'Phone Number Error'); en.test.ts pins them to the domain.
export const coapplicantMessages = {
  'coapp.phoneErrorTitle': 'Phone Number Error',
  'coapp.phoneError': 'At least one phone number must be provided.',
  'coapp.phonesHint': 'Give at least one phone number: home, mobile or work.',
} as const;
