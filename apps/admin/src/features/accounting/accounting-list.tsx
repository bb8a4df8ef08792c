import { Button } from '@backoffice/ui/button';
import type { DataTableSort } from '@backoffice/ui/data-table/data-table-state';
import { formatDate } from '@backoffice/ui/format';
import { Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { listQueryOf, QueryPairs } from '../../lib/records/list-query.ts';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { formatMoney } from '../../shared/sales/money.ts';
import { useCanUseAccounting } from '../../shared/sales/sales-api.ts';
import { listEmptyText } from './list-empty.tsx';

// The accounting lists (sales, supplier bills, supplier payments, commissions) are one kind of page:
// a URL-state table over one collection, its own empty text (load failed, no match, nothing yet), and
// for an accountant a "New…" button and a first action that open the page's one creation dialog.
// One hook so the four pages read, page and offer creation the same way; their cells share the
// small renderers below.

/** Today, as the API's dates (yyyy-mm-dd, UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

type Paging = { page: number; pageSize: number };

export const useAccountingList = <P extends { isError: boolean; refetch: () => Promise<unknown> }>({
  list,
  sort,
  filterKeys,
  useRecords,
  noun,
  icon,
  empty,
  firstAction,
  createLabel,
}: {
  list: ReturnType<typeof listQueryOf>;
  sort: DataTableSort;
  filterKeys: readonly string[];
  /** The page's collection query, as the URL asks for it. */
  useRecords: (query: QueryPairs, paging: Paging) => P;
  /** "invoices", "supplier bills"… in the empty texts. */
  noun: string;
  icon: ReactNode;
  /** The line shown when there is nothing yet. */
  empty: string;
  /** The button under that line that opens the creation dialog, for an accountant. */
  firstAction?: string;
  /** The toolbar's button that opens the creation dialog, for an accountant. */
  createLabel: string;
}) => {
  const [state, setState] = useTableUrlState({ sort, filterKeys });
  const query = useMemo(() => list.toQuery(state), [list, state]);
  const page = useRecords(query, state);
  const canWrite = useCanUseAccounting();
  const [isCreating, setCreating] = useState(false);
  const open = () => setCreating(true);
  const emptyText = listEmptyText({
    isError: page.isError,
    filtered: list.hasUserFilters(state),
    noun,
    onRetry: () => void page.refetch(),
    onClear: () => setState({ ...state, filters: {}, page: 1 }),
    icon,
    empty,
    action:
      canWrite && firstAction ? (
        <Button variant="secondary" size="sm" onClick={open}>
          {firstAction}
        </Button>
      ) : null,
  });
  const createAction = canWrite ? (
    <Button size="sm" onClick={open}>
      <Plus className="size-4" aria-hidden />
      {createLabel}
    </Button>
  ) : null;
  return {
    state,
    setState,
    canWrite,
    /** What ListPage takes from the hook: the page, the URL state and the empty text. */
    table: { page, urlState: [state, setState] as const, emptyText },
    createAction,
    isCreating,
    close: () => setCreating(false),
  };
};

/** An empty cell. */
export const dash = <span className="text-stone-400">—</span>;

/** A text cell (a string or null), a dash when empty. */
export const textOrDash = ({ getValue }: { getValue: () => unknown }) => String(getValue() ?? '') || dash;

/** A day cell (dd/mm/yyyy), kept on one line. */
export const Day = ({ value }: { value: string }) => (
  <span className="whitespace-nowrap tabular-nums">{formatDate(value)}</span>
);

/** A due day: red (and said so to a screen reader) once late; a dash when there is none. */
export const DueDay = ({ due, late }: { due: string | null | undefined; late: (due: string) => boolean }) => {
  if (!due) return dash;
  const isLate = late(due);
  return (
    <span className={`whitespace-nowrap tabular-nums ${isLate ? 'font-medium text-red-700' : ''}`}>
      {formatDate(due)}
      {isLate ? <span className="sr-only"> (overdue)</span> : null}
    </span>
  );
};

/** A money column's header, right-aligned over its amounts. */
export const rightHeader = (label: string) => () => <span className="block text-right">{label}</span>;

const money = 'block whitespace-nowrap text-right tabular-nums';

/** An amount, right-aligned; `sign` before it (a credit note's −), `tone` its colour. */
export const Amount = ({
  amount,
  currency,
  sign = '',
  tone,
}: {
  amount: string | number;
  currency: string | null | undefined;
  sign?: string;
  tone?: string;
}) => (
  <span className={tone ? `${money} ${tone}` : money}>
    {sign}
    {formatMoney(amount, currency)}
  </span>
);

/** What is left to pay on a document: bold while something is, grey once nothing is. */
export const Owed = ({ balance, currency }: { balance: number; currency: string | null | undefined }) => (
  <Amount
    amount={balance}
    currency={currency}
    tone={balance > 0 ? 'font-medium text-stone-900' : 'text-stone-400'}
  />
);
