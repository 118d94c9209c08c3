// One bar chart of the reports page and its table view (decision 205): the chart is a picture for sighted
// readers, named by its caption; the table below it holds the same figures for everyone (and for axe).
import { useEffect, useRef } from 'react';
import { TableScroll } from '../shell/table-scroll';

export interface ReportChartProps {
  /** The table's caption and the chart's accessible name. */
  caption: string;
  /** The heading of the rows' names (Stage, Lender, Page). */
  labelHeading: string;
  labels: string[];
  /** What the bars show, one figure per row, and its heading in the chart's legend. */
  charted: { heading: string; values: number[] };
  /** The table's columns after the name: each a heading and one text per row. */
  columns: { heading: string; cells: string[] }[];
}

export function ReportChart(props: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { labels, charted } = props;
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let active = true;
    void import('./report-chart-setup').then(({ Chart }) => {
      if (!active || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels,
          datasets: [{ label: charted.heading, data: charted.values, backgroundColor: '#1f5fa8' }],
        },
        options: {
          indexAxis: 'y',
          animation: false,
          maintainAspectRatio: false,
          scales: { x: { beginAtZero: true } },
        },
      });
    });
    return () => {
      active = false;
      chart?.destroy();
    };
  }, [labels, charted]);

  return (
    <figure className="report-chart">
      <div className="report-chart-canvas" style={{ height: `${Math.max(2, labels.length) * 2.2 + 2}rem` }}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${props.caption} (chart; the table below has its figures)`}
        />
      </div>
      <TableScroll label={props.caption}>
        <table className="console-table">
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.labelHeading}</th>
              {props.columns.map((column) => (
                <th scope="col" key={column.heading}>
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {props.columns.map((column) => (
                  <td key={column.heading}>{column.cells[index]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </figure>
  );
}
