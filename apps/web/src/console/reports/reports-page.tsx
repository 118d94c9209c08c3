// A location's reports (decision 204): a range of the shop's own dates, the funnel from link to sale, each
// lender's approvals, the waterfall's saves, the time to a decision and where customers stopped. Each chart has
// its table; "Download CSV" is the same report as a file (GET /locations/:id/reports.csv).
import { useMemo, useState, type FormEvent } from 'react';
import {
  addDays,
  boardLenderName,
  centsText,
  FUNNEL_LABELS,
  LENDER_COLUMNS,
  lenderReportCells,
  locationReportSchema,
  reportPageName,
  reportQuerySchema,
  shopDate,
  type LocationReport,
} from '@ttapply/domain/console';
import { Page } from '../../components/ui/page';
import { STAFF_API } from '../console-api-client';
import { FormAlert } from '../shell/console-field';
import { can, useSignedIn } from '../shell/console-session';
import { useStaffQuery } from '../shell/use-staff-query';
import { ReportChart } from './report-chart';

const TITLE = 'Reports | Text To Apply shop console';
const FUNNEL_KEYS = ['started', 'verified', 'submitted', 'approved', 'salesCompleted'] as const;

/** The last 30 days of the shop's calendar, today included. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = shopDate(now);
  return { from: addDays(to, -29), to };
}

function ReportFigures({ report }: { report: LocationReport }) {
  const funnel = useMemo(
    () => ({
      labels: FUNNEL_KEYS.map((key) => FUNNEL_LABELS[key]),
      charted: { heading: 'Journeys', values: FUNNEL_KEYS.map((key) => report.funnel[key]) },
      columns: [{ heading: 'Journeys', cells: FUNNEL_KEYS.map((key) => String(report.funnel[key])) }],
    }),
    [report],
  );
  const lenders = useMemo(
    () => ({
      labels: report.lenders.map((l) => boardLenderName(l.appCode)),
      charted: {
        heading: 'Approval rate (%)',
        values: report.lenders.map((l) => Math.round((l.approvalRate ?? 0) * 1000) / 10),
      },
      // The CSV writes the same cells under the same headings (lenderReportCells).
      columns: LENDER_COLUMNS.map((heading, column) => ({
        heading,
        cells: report.lenders.map((l) => lenderReportCells(l)[column]!),
      })),
    }),
    [report],
  );
  const dropOff = useMemo(
    () => ({
      labels: report.dropOff.map((d) => reportPageName(d.page)),
      charted: { heading: 'Journeys', values: report.dropOff.map((d) => d.journeys) },
      columns: [{ heading: 'Journeys', cells: report.dropOff.map((d) => String(d.journeys)) }],
    }),
    [report],
  );

  return (
    <>
      <h2>Summary</h2>
      <p>Of the journeys started in these dates.</p>
      <dl className="report-summary">
        <div>
          <dt>{FUNNEL_LABELS.salesTotalCents}</dt>
          <dd>{centsText(report.funnel.salesTotalCents)}</dd>
        </div>
        <div>
          <dt>{FUNNEL_LABELS.customersLeft}</dt>
          <dd>{report.funnel.customersLeft}</dd>
        </div>
        <div>
          <dt>Approved after a decline</dt>
          <dd>{report.savedByWaterfall}</dd>
        </div>
        <div>
          <dt>Median minutes from link to decision</dt>
          <dd>{report.medianMinutesToDecision === null ? '–' : report.medianMinutesToDecision.toFixed(1)}</dd>
        </div>
      </dl>
      <h2>From link to sale</h2>
      <p>Journeys started in these dates, and how far each got.</p>
      <ReportChart caption="Journeys at each stage" labelHeading="Stage" {...funnel} />
      <h2>Lenders</h2>
      <p>
        Decisions the lenders made in these dates, one per customer. An offer counts as approved only once the
        customer accepted it and the lender approved the application.
      </p>
      {report.lenders.length === 0 ? (
        <p>No lender decided in these dates.</p>
      ) : (
        <ReportChart caption="Approvals by lender" labelHeading="Lender" {...lenders} />
      )}
      <h2>Where customers stopped</h2>
      {report.dropOff.length === 0 ? (
        <p>Nobody stopped before submitting in these dates.</p>
      ) : (
        <ReportChart
          caption="Journeys that stopped on each page without submitting"
          labelHeading="Page"
          {...dropOff}
        />
      )}
    </>
  );
}

export function ReportsPage() {
  const { me, location } = useSignedIn();
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const allowed = can(me, 'read-reports', location.shopKeyId);
  const query = new URLSearchParams(range).toString();
  const base = `/locations/${encodeURIComponent(location.shopKeyId)}`;
  const { data: report, error } = useStaffQuery<LocationReport>(
    allowed ? `${base}/reports?${query}` : null,
    locationReportSchema,
  );

  if (!allowed) {
    return (
      <Page title={TITLE} heading="Reports" wide>
        <p className="notice">Owners and managers read the reports of {location.name}.</p>
      </Page>
    );
  }

  const show = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse(draft);
    if (!parsed.success) {
      setRangeError(parsed.error.issues[0]?.message ?? 'Choose a start and an end date.');
      return;
    }
    setRangeError(null);
    setRange(parsed.data);
  };

  return (
    <Page title={TITLE} heading="Reports" wide>
      <p>
        {location.name}, from {range.from} to {range.to} (the shop’s own dates). Training journeys are not
        counted.
      </p>
      <form className="report-range" onSubmit={show} noValidate>
        <label>
          From
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </label>
        <button type="submit" className="button">
          Show
        </button>
        <a className="button button-secondary" href={`${STAFF_API}${base}/reports.csv?${query}`} download>
          Download CSV
        </a>
      </form>
      <FormAlert message={rangeError ?? error} />
      {report === null ? (
        error ? null : (
          <p role="status">Loading the figures…</p>
        )
      ) : (
        <ReportFigures report={report} />
      )}
    </Page>
  );
}
