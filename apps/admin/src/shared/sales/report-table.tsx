import type { ReactNode } from 'react';

// The accounting reports' tables (trial balance, aged receivables and payables, client money held,
// the sync drift, a trip's invoices) are drawn alike: a bordered, scrolling table under a grey header
// row of small capitals, the money columns right-aligned.

const th = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-stone-500';

/** A money cell: right-aligned, its digits lined up. */
export const num = 'px-3 py-2 text-right tabular-nums';

/** A column's header: its label, or `{ right: label }` for a right-aligned (money, count) column. */
export type ReportColumn = string | { right: string };

export const ReportTable = ({
  label,
  columns,
  framed = true,
  children,
}: {
  label: string;
  columns: ReportColumn[];
  /** In its own border (false: inside a box that has one). */
  framed?: boolean;
  /** The body (and any footer). */
  children: ReactNode;
}) => {
  const table = (
    <table aria-label={label} className="w-full text-sm">
      <thead className="bg-stone-50">
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} className={th}>
                {column}
              </th>
            ) : (
              <th key={column.right} className={`${th} text-right`}>
                {column.right}
              </th>
            ),
          )}
        </tr>
      </thead>
      {children}
    </table>
  );
  return framed ? (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">{table}</div>
  ) : (
    table
  );
};
