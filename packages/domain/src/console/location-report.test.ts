import { describe, expect, it } from 'vitest';
import {
  addDays,
  centsText,
  csvField,
  lenderReportCells,
  REPORT_DATE_OUT_OF_RANGE,
  REPORT_RANGE_BACKWARDS,
  REPORT_RANGE_TOO_LONG,
  reportQuerySchema,
  shopDate,
} from './location-report.js';

describe('CSV fields (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    [12, '12'],
    [null, ''],
    ['Tires, wheels', '"Tires, wheels"'],
    ['the "best" shop', '"the ""best"" shop"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ] as const)('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe('money and the lenders’ cells as the page and the CSV write them', () => {
  it('writes dollars with a sign, thousands separators and cents', () => {
    expect(centsText(2_561_113)).toBe('$25,611.13');
    expect(centsText(0)).toBe('$0.00');
    expect(centsText(99_999)).toBe('$999.99');
  });

  it('writes a lender’s decided, approved, rate and volume', () => {
    const cells = lenderReportCells({
      appCode: 'GNES',
      decided: 3,
      approved: 0,
      approvalRate: 0,
      approvedVolume: 0,
    });
    expect(cells).toEqual(['3', '0', '0.0%', '$0.00']);
    expect(
      lenderReportCells({
        appCode: 'CFNA',
        decided: 8,
        approved: 2,
        approvalRate: 0.25,
        approvedVolume: 5400,
      }),
    ).toEqual(['8', '2', '25.0%', '$5,400.00']);
  });
});

describe('a report range', () => {
  const issue = (from: string, to: string) => {
    const parsed = reportQuerySchema.safeParse({ from, to });
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes one day, and at most 366 days (a leap year whole)', () => {
    expect(issue('2026-11-25', '2026-11-25')).toBeNull();
    expect(issue('2028-01-01', '2028-12-31')).toBeNull();
    expect(issue('2025-01-01', '2026-01-02')).toBe(REPORT_RANGE_TOO_LONG);
    expect(issue('2026-11-25', '2026-11-24')).toBe(REPORT_RANGE_BACKWARDS);
    expect(issue('2026-02-30', '2026-03-01')).not.toBeNull();
    expect(issue('2099-12-31', '2099-12-31')).toBeNull();
    expect(issue('9999-12-31', '9999-12-31')).toBe(REPORT_DATE_OUT_OF_RANGE);
    expect(issue('1999-12-31', '2000-01-01')).toBe(REPORT_DATE_OUT_OF_RANGE);
  });

  it("reads the shop's own date (Pacific) and moves by calendar days", () => {
    // 07:30 UTC on Dec 1 is still Nov 30 in Redmond.
    expect(shopDate(new Date('2025-12-01T07:30:00Z'))).toBe('2025-11-30');
    expect(shopDate(new Date('2025-12-01T08:30:00Z'))).toBe('2025-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
