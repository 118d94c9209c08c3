import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

/**
 * The console's data table: a header row of column headings over the rows the page writes, in a box that
 * scrolls sideways on a narrow screen (TableScroll). The caption, where a page has one, is for screen readers:
 * the page's heading already names the table for a sighted reader.
 */
export function ConsoleTable({
  label,
  caption,
  columns,
  children,
}: {
  /** Names the scrolling region. */
  label: string;
  caption?: string;
  /** One heading a column; a node where the heading is only for screen readers. */
  columns: readonly ReactNode[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className="console-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((heading, index) => (
              <th scope="col" key={index}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
