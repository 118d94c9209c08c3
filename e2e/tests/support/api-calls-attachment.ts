/** The name of the attachment a failed walk carries with its last API calls (api-answers.ts), which the
 * failed-pages reporter prints in full. */
export const API_CALLS_ATTACHMENT = 'the last API calls';
