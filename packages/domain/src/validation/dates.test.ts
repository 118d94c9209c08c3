import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayAfterMonthChange,
  daysInCalendarMonth,
  daysInMonth,
  dobDateRange,
  isLeapYear,
  dobYears,
  parseDate,
  storedDate,
  cardExpiryYears,
} from './dates.js';
import { validateFieldValue } from './validate-field.js';

describe('date of birth entry (spec §5)', () => {
  it('typed MM/DD/YYYY is stored YYYY-MM-DD', () => {
    expect(storedDate('07/04/1990')).toBe('1990-07-04');
    expect(storedDate('1990-07-04')).toBe('1990-07-04');
    expect(storedDate('7/4/1990')).toBeUndefined();
    expect(storedDate('02/30/1990')).toBeUndefined();
  });

  it('years run from 18 years ago back to 100 years ago', () => {
    const years = dobYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2008);
    expect(years[years.length - 1]).toBe(1926);
    expect(years).toHaveLength(83);
  });

  it('the native picker offers the same span: 100 years back to the 18th birthday', () => {
    expect(dobDateRange(new Date(2026, 5, 15))).toEqual({ min: '1926-01-01', max: '2008-06-15' });
    expect(dobDateRange(new Date(2028, 1, 29))).toEqual({ min: '1928-01-01', max: '2010-02-28' });
  });

  it('days per month: 30 for April, June, September, November; 29 for February; otherwise 31', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(m))).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('February offers 29 days in every year, and the date check refuses 29 February of a common year', () => {
    // docs/decisions/034: the list is the spec's; the real calendar is the validator's.
    expect(daysInMonth(2)).toBe(29);
    expect(daysInCalendarMonth(2, 2024)).toBe(29);
    expect(daysInCalendarMonth(2, 2025)).toBe(28);
    expect(daysInCalendarMonth(2, 2000)).toBe(29);
    expect(daysInCalendarMonth(2, 1900)).toBe(28);
    expect(parseDate('2001-02-29')).toBeUndefined();
    expect(parseDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    const adult = new Date(2026, 5, 15);
    expect(validateFieldValue('DOB', '2001-02-29', 'REQUIRED', {}, adult)).toBe('Invalid Date');
    expect(validateFieldValue('DOB', '2000-02-29', 'REQUIRED', {}, adult)).toBeUndefined();
  });

  it("the day clears when it exceeds the new month's maximum", () => {
    expect(dayAfterMonthChange('31', 4)).toBe('');
    expect(dayAfterMonthChange('30', 4)).toBe('30');
    expect(dayAfterMonthChange('30', 2)).toBe('');
    expect(dayAfterMonthChange('29', 2)).toBe('29');
    expect(dayAfterMonthChange('', 2)).toBe('');
  });

  it('a kept day is one the month offers, and only 29 February of a common year is not a real date (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1900, max: 2100 }),
        (day, month, year) => {
          const kept = dayAfterMonthChange(String(day), month);
          if (kept === '') return day > daysInMonth(month);
          const iso = `${year}-${String(month).padStart(2, '0')}-${kept.padStart(2, '0')}`;
          const leapDayOfCommonYear = month === 2 && day === 29 && !isLeapYear(year);
          return (parseDate(iso) !== undefined) !== leapDayOfCommonYear;
        },
      ),
    );
  });

  it('card expiry years: this year and the next 9', () => {
    expect(cardExpiryYears(new Date(2026, 0, 1))).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
    ]);
  });
});
