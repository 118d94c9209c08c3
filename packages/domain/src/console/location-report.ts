// A location's report (decision 204): the figures the server computes in SQL and the console shows as charts
// and tables, and the CSV that holds the same figures. One shape, so the page and the file cannot disagree.
import { z } from 'zod';
import { boardLenderName, PAGE_NAMES } from './board-words.js';

/**
 * The shops are in Washington (the demo shops and the first organisations): their day is Pacific time. The
 * shops table has no time zone column; a shop elsewhere needs one (decision 165). The board's "today" and the
 * reports' dates both read it.
 */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';

/** The calendar date (YYYY-MM-DD) at the shop at `now`. */
export function shopDate(now: Date, timeZone = SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const REPORT_DATE_OUT_OF_RANGE = 'Choose a date from 2000 to 2099.';
/**
 * A date as the location's staff read it (its own calendar day, decision 165's time zone), within this century:
 * the day after 9999-12-31 is no date a database or a browser reads the same way.
 */
export const reportDateSchema = z.iso
  .date()
  .refine((date) => date >= '2000-01-01' && date <= '2099-12-31', REPORT_DATE_OUT_OF_RANGE);

/** The longest range a report covers: a year and a day, so a leap year's whole year fits. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_RANGE_TOO_LONG = `Choose a range of at most ${REPORT_MAX_DAYS} days.`;
export const REPORT_RANGE_BACKWARDS = 'The end date must be on or after the start date.';

/** The number of calendar days from `from` to `to`, both included. */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const reportQuerySchema = z
  .object({ from: reportDateSchema, to: reportDateSchema })
  .superRefine((range, context) => {
    const days = reportDays(range.from, range.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: REPORT_RANGE_BACKWARDS });
    else if (days > REPORT_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_RANGE_TOO_LONG });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int().nonnegative();

export const reportLenderSchema = z.object({
  appCode: z.string(),
  /** Journeys whose application or prequal the lender decided in the range (an offer and its acceptance: one). */
  decided: count,
  /** Of those, the journeys it approved (an approval, in store, or funded); an open offer is not one. */
  approved: count,
  /** approved / decided, 0 to 1; null when nothing was decided. */
  approvalRate: z.number().min(0).max(1).nullable(),
  /** Whole dollars the lender approved: an offer (a prequal) counts once accepted and approved, not before. */
  approvedVolume: count,
});
export type ReportLender = z.infer<typeof reportLenderSchema>;

export const reportDropOffSchema = z.object({ page: z.string(), journeys: count });

export const locationReportSchema = z.object({
  shopKeyId: z.string(),
  from: reportDateSchema,
  to: reportDateSchema,
  funnel: z.object({
    started: count,
    verified: count,
    submitted: count,
    approved: count,
    salesCompleted: count,
    /** The completed sales' invoices, in cents. */
    salesTotalCents: count,
    customersLeft: count,
  }),
  /** Journeys approved after at least one decline: the waterfall saved the sale. */
  savedByWaterfall: count,
  /** Median minutes from the journey's start (the link) to its first decision; null with no decision. */
  medianMinutesToDecision: z.number().nonnegative().nullable(),
  lenders: z.array(reportLenderSchema),
  /** Journeys that stopped on each page without submitting, most first. */
  dropOff: z.array(reportDropOffSchema),
});
export type LocationReport = z.infer<typeof locationReportSchema>;

/** What each funnel figure is called on the page and in the CSV. */
export const FUNNEL_LABELS: Readonly<Record<keyof LocationReport['funnel'], string>> = {
  started: 'Journeys started',
  verified: 'Phone verified',
  submitted: 'Applications submitted',
  approved: 'Approved',
  salesCompleted: 'Sales completed',
  salesTotalCents: 'Sales invoiced',
  customersLeft: 'Customers left',
};

export function reportPageName(page: string): string {
  return PAGE_NAMES[page as keyof typeof PAGE_NAMES] ?? page;
}

export function percentText(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`;
}

/** Money as the page and the CSV write it: "$25,611.13". */
export function centsText(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** The lenders' table: its column headings and each lender's cells, one home for the page and the CSV. */
export const LENDER_COLUMNS = ['Decided', 'Approved', 'Approval rate', 'Approved volume'] as const;

export function lenderReportCells(lender: ReportLender): string[] {
  return [
    String(lender.decided),
    String(lender.approved),
    percentText(lender.approvalRate),
    centsText(lender.approvedVolume * 100),
  ];
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading = + - @ would be read as a formula by a spreadsheet (OWASP "CSV injection"): prefixed with '.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as CSV: one section per table, each row "section,figure,value…" (a lender's figures under the
 * lenders' table's own headings), CRLF line ends (RFC 4180). The numbers are the report's own, written as the
 * page's tables write them (rates as percentages with one decimal, money as "$25,611.13"), so the file and
 * the page can be compared figure by figure.
 */
export function locationReportCsv(report: LocationReport): string {
  const rows: (string | number | null)[][] = [
    ['section', 'figure', 'value', ...LENDER_COLUMNS.map((column) => column.toLowerCase())],
    ['range', 'from', report.from],
    ['range', 'to', report.to],
  ];
  for (const key of Object.keys(FUNNEL_LABELS) as (keyof LocationReport['funnel'])[]) {
    const value = report.funnel[key];
    rows.push(['funnel', FUNNEL_LABELS[key], key === 'salesTotalCents' ? centsText(value) : value]);
  }
  rows.push(['waterfall', 'Approved after a decline', report.savedByWaterfall]);
  rows.push([
    'timing',
    'Median minutes from link to decision',
    report.medianMinutesToDecision === null ? null : report.medianMinutesToDecision.toFixed(1),
  ]);
  for (const lender of report.lenders) {
    // A lender's figures sit under their own headings; its row has no single value.
    rows.push(['lender', boardLenderName(lender.appCode), null, ...lenderReportCells(lender)]);
  }
  for (const stop of report.dropOff) rows.push(['drop-off', reportPageName(stop.page), stop.journeys]);
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
