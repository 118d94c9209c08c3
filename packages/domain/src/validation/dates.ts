// Date rules of spec §5: DOB typed MM/DD/YYYY and stored YYYY-MM-DD; minimum age 18; years offered from
// 18 back to 100 years ago; days per month for the dropdowns and the day-clearing rule. Every function
// that depends on the current date takes `today` so server, browser and tests agree.

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
}

export const MIN_AGE = 18;
export const MAX_AGE = 100;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days a month offers in the day dropdown, whatever the year (spec §5: 30 for April, June, September,
 * November; 29 for February; otherwise 31). 29 February in a common year is refused by the date check
 * ('Invalid Date'), never removed from the list or cleared without a word (docs/decisions/034).
 */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days the month really has in that year: what a date must fit to be a real one. */
export function daysInCalendarMonth(month: number, year: number): number {
  return month === 2 && !isLeapYear(year) ? 28 : daysInMonth(month);
}

/** Spec §5: "The day clears when it exceeds the new month's maximum." Returns '' when cleared. */
export function dayAfterMonthChange(day: string, month: number): string {
  const d = Number(day);
  if (day === '' || !Number.isInteger(d)) return day;
  return d > daysInMonth(month) ? '' : day;
}

function isReal(date: CalendarDate): boolean {
  return (
    date.month >= 1 &&
    date.month <= 12 &&
    date.day >= 1 &&
    date.day <= daysInCalendarMonth(date.month, date.year) &&
    date.year >= 1000
  );
}

/** Reads a stored YYYY-MM-DD or a typed MM/DD/YYYY value; undefined when it is not a real calendar date. */
export function parseDate(value: string): CalendarDate | undefined {
  const iso = ISO.exec(value.trim());
  const typed = iso ? undefined : TYPED.exec(value.trim());
  let date: CalendarDate | undefined;
  if (iso) date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  else if (typed) date = { year: Number(typed[3]), month: Number(typed[1]), day: Number(typed[2]) };
  return date && isReal(date) ? date : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Typed MM/DD/YYYY (or an already stored value) to the stored YYYY-MM-DD form; undefined when invalid. */
export function storedDate(value: string): string | undefined {
  const date = parseDate(value);
  return date ? toIsoDate(date) : undefined;
}

/** The local calendar date of an instant: the applicant's "today". */
export function calendarDate(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole days from a to b (b later is positive), computed in UTC so daylight saving cannot shift it. */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  const ms = Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day);
  return Math.round(ms / 86_400_000);
}

/** Age in whole years on `today`. */
export function ageOn(dob: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > dob.month || (today.month === dob.month && today.day >= dob.day);
  return today.year - dob.year - (hadBirthday ? 0 : 1);
}

/** Years offered for a date of birth: from 18 years ago back to 100 years ago, newest first (spec §5). */
export function dobYears(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => year - MIN_AGE - i);
}

/**
 * The span a native date picker offers for a date of birth (spec §5, iOS): from 1 January 100 years back
 * to the day the applicant turns 18 today, matching validDateOfBirth's range exactly.
 */
export function dobDateRange(today: Date = new Date()): { min: string; max: string } {
  const now = calendarDate(today);
  const year = now.year - MIN_AGE;
  const day = Math.min(now.day, daysInCalendarMonth(now.month, year));
  return {
    min: toIsoDate({ year: now.year - MAX_AGE, month: 1, day: 1 }),
    max: toIsoDate({ year, month: now.month, day }),
  };
}

/**
 * A plausible example of an ID's expiration date for the field's hint, MM/DD/YYYY: four years from `today`
 * (a licence runs about that long), never a date already past like a birth date would be.
 */
export function idExpiryExample(today: Date = new Date()): string {
  const now = calendarDate(today);
  const year = now.year + 4;
  return typedDate(new Date(year, now.month - 1, Math.min(now.day, daysInCalendarMonth(now.month, year))));
}

/** A day as typed in a date field, MM/DD/YYYY. */
export function typedDate(instant: Date): string {
  const date = calendarDate(instant);
  return `${pad(date.month)}/${pad(date.day)}/${date.year}`;
}

/** Card expiry years: the current year and the next 9 (lenders §5). */
export function cardExpiryYears(today: Date = new Date()): string[] {
  return Array.from({ length: 10 }, (_, i) => String(today.getFullYear() + i));
}
