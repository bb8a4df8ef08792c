import type { ReactNode } from 'react';

/** A column's header: its text, and a width or alignment when it needs one. */
export type PlainHeader = string | { label: string; className?: string };

type Props = {
  label: string;
  headers: readonly PlainHeader[];
  /** A last column of row buttons, named for screen readers only ('Actions'; '' leaves it unnamed). */
  actions?: { className?: string; label?: string };
  /** The rows are the previous page's while the next one loads. */
  busy?: boolean;
  bodyClassName?: string;
  children: ReactNode;
};

// The small tables of the record pages (cards, documents, PDFs, a client's trips): a header row,
// then the rows the page draws.
export const PlainTable = ({ label, headers, actions, busy, bodyClassName, children }: Props) => (
  <table aria-label={label} className="w-full text-sm" aria-busy={busy}>
    <thead className="border-b border-stone-200 text-left text-stone-600">
      <tr>
        {headers.map((header) => {
          const { label: text, className } = typeof header === 'string' ? { label: header } : header;
          return (
            <th
              key={text}
              className={className ? `px-2 py-2 font-medium ${className}` : 'px-2 py-2 font-medium'}
            >
              {text}
            </th>
          );
        })}
        {actions ? (
          <th className={actions.className ? `${actions.className} px-2 py-2` : 'px-2 py-2'}>
            {actions.label === '' ? null : <span className="sr-only">{actions.label ?? 'Actions'}</span>}
          </th>
        ) : null}
      </tr>
    </thead>
    <tbody
      className={bodyClassName ? `divide-y divide-stone-100 ${bodyClassName}` : 'divide-y divide-stone-100'}
    >
      {children}
    </tbody>
  </table>
);
