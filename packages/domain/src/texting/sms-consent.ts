// The texting consent the verification screen shows beside Send Code (CTIA, TCPA; decision 185): the screen
// shows this text and the server logs this text with each code it sends, so the log says what the person saw.
export const SMS_VERIFY_CONSENT =
  'By tapping Send Code you ask Text To Apply to text a one-time code to this number. ' +
  'Msg & data rates may apply. Reply HELP for help, STOP to opt out.';
