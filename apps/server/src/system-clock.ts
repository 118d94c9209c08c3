/**
 * The clock of a running server (`app.clock` unless a test gives its own). Code that reads the time on every
 * request compares `app.clock` with this and reads `Date.now()` instead, without a Date per request.
 */
export const systemClock = (): Date => new Date();
