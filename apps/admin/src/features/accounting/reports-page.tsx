import type { AgedCommissionsRowsItem, AgedPayablesRowsItem, AgedReceivablesRowsItem } from '@backoffice/sdk';
import { formatDate } from '@backoffice/ui/format';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { salesPath } from '../../shared/sales/invoice-status.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { num, ReportTable } from '../../shared/sales/report-table.tsx';
import { useAgedReceivablesQuery, useTrialBalanceQuery } from '../../shared/sales/sales-api.ts';
import { ClientMoneySection } from './client-money-section.tsx';
import { DayField } from './day-field.tsx';
import { BackLink } from './document-header.tsx';
import {
  commissionsPath,
  purchasesPath,
  useAgedCommissionsQuery,
  useAgedPayablesQuery,
} from './purchases-api.ts';

const today = () => new Date().toISOString().slice(0, 10);
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

// The period and the ageing day live in the URL (?from=&to=&date=), so a report can be shared.
const useReportParams = () => {
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const to = isDay(search.get('to')) ? search.get('to')! : today();
  const from = isDay(search.get('from')) ? search.get('from')! : `${to.slice(0, 4)}-01-01`;
  const date = isDay(search.get('date')) ? search.get('date')! : today();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    navigate(`${location}?${next.toString()}`, { replace: true });
  };
  return { from, to, date, set };
};

// /admin/sales/reports (issue 29.4): the trial balance of a period, what clients owe and what the
// agency owes its vendors by age, what vendors owe it in commissions by age, all computed by the server from the journal and the open invoices.
export const ReportsPage = () => {
  const { from, to, date, set } = useReportParams();
  return (
    <section className="space-y-8">
      <header className="space-y-1">
        <BackLink href={salesPath}>Sales</BackLink>
        <h1 className="text-2xl font-semibold">Accounting reports</h1>
      </header>
      <TrialBalance from={from} to={to} onChange={set} />
      <AgedReceivables date={date} onChange={(value) => set('date', value)} />
      <AgedPayables date={date} onChange={(value) => set('date', value)} />
      <AgedCommissions date={date} onChange={(value) => set('date', value)} />
      <ClientMoneySection />
    </section>
  );
};

const TrialBalance = ({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (key: string, value: string) => void;
}) => {
  const report = useTrialBalanceQuery(from, to);
  const rows = report.data?.rows ?? [];
  return (
    <section aria-labelledby="trial-heading" className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <h2 id="trial-heading" className="mr-auto text-lg font-medium">
          Trial balance
        </h2>
        <DayField id="trial-from" label="From" value={from} onChange={(value) => onChange('from', value)} />
        <DayField id="trial-to" label="To" value={to} onChange={(value) => onChange('to', value)} />
      </div>
      {from > to ? (
        <p role="alert" className="text-sm text-red-700">
          The period starts after it ends.
        </p>
      ) : report.isPending ? (
        <p className="text-sm text-stone-500">Loading the trial balance…</p>
      ) : report.isError ? (
        <p className="text-sm text-red-700">The trial balance could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">Nothing was posted up to the end of this period.</p>
      ) : (
        <ReportTable
          label="Trial balance"
          columns={[
            'Account',
            'Currency',
            { right: 'Opening' },
            { right: 'Debit' },
            { right: 'Credit' },
            { right: 'Movement' },
            { right: 'Closing' },
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.code}-${row.currency}`} className="border-t border-stone-100">
                <td className="px-3 py-2">
                  <span className="tabular-nums text-stone-500">{row.code}</span> {row.name}
                </td>
                <td className="px-3 py-2">{row.currency}</td>
                <td className={num}>{formatAmount(row.opening ?? 0, null)}</td>
                <td className={num}>{formatAmount(row.debit ?? 0, null)}</td>
                <td className={num}>{formatAmount(row.credit ?? 0, null)}</td>
                <td className={num}>{formatAmount(row.balance ?? 0, null)}</td>
                <td className={`${num} font-medium`}>{formatAmount(row.closing ?? 0, null)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-stone-300 font-semibold">
            {(report.data?.totals ?? []).map((total) => (
              <tr key={total.currency}>
                <td className="px-3 py-2">Total</td>
                <td className="px-3 py-2">{total.currency}</td>
                <td className={num} />
                <td className={num}>{formatAmount(total.debit ?? 0, null)}</td>
                <td className={num}>{formatAmount(total.credit ?? 0, null)}</td>
                <td className={num} />
                <td className={num} />
              </tr>
            ))}
          </tfoot>
        </ReportTable>
      )}
    </section>
  );
};

const buckets = [
  ['current', 'Not yet due'],
  ['days1To30', '1–30 days'],
  ['days31To60', '31–60 days'],
  ['days61To90', '61–90 days'],
  ['over90', 'Over 90 days'],
] as const;
const barColors = ['bg-stone-400', 'bg-amber-400', 'bg-orange-500', 'bg-red-500', 'bg-red-700'];

type AgeRow = { currency?: string } & Partial<Record<(typeof buckets)[number][0] | 'total', string>>;

// One bar per age bucket for each currency: where the money owed sits, at a glance.
const AgeBars = ({ rows, label }: { rows: AgeRow[]; label: string }) => {
  const currencies = [...new Set(rows.map((r) => r.currency ?? ''))];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {currencies.map((currency) => {
        const sums = buckets.map(([key]) =>
          rows.filter((r) => r.currency === currency).reduce((sum, r) => sum + Number(r[key] ?? 0), 0),
        );
        const max = Math.max(...sums, 1);
        return (
          <figure
            key={currency}
            aria-label={`${label} in ${currency} by age`}
            className="space-y-1 rounded-lg border border-stone-200 bg-white p-3"
          >
            <figcaption className="text-sm font-medium text-stone-700">{currency}</figcaption>
            {buckets.map(([key, bucket], i) => (
              <div key={key} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-xs">
                <span className="text-stone-500">{bucket}</span>
                <span className="h-3 rounded bg-stone-100">
                  <span
                    className={`block h-3 rounded ${barColors[i]}`}
                    style={{ width: `${(sums[i]! / max) * 100}%` }}
                  />
                </span>
                <span className="tabular-nums text-stone-700">{formatAmount(sums[i]!, null)}</span>
              </div>
            ))}
          </figure>
        );
      })}
    </div>
  );
};

// An ageing report (receivables, payables): its day in the URL, the bars, then a row per party and
// currency with its buckets, its total and how many documents it sums.
const AgedReport = <R extends AgeRow>({
  id,
  title,
  date,
  onChange,
  query,
  noun,
  empty,
  party,
  partyOf,
  countOf,
  countLabel,
  children,
}: {
  id: string;
  title: string;
  date: string;
  onChange: (value: string) => void;
  query: { data?: { rows?: R[] }; isPending: boolean; isError: boolean };
  noun: string;
  empty: string;
  party: string;
  partyOf: (row: R) => ReactNode;
  countOf: (row: R) => number | undefined;
  countLabel: string;
  children?: ReactNode;
}) => {
  const rows = query.data?.rows ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <h2 id={`${id}-heading`} className="mr-auto text-lg font-medium">
          {title}
        </h2>
        <DayField id={`${id}-date`} label="On" value={date} onChange={onChange} />
      </div>
      {query.isPending ? (
        <p className="text-sm text-stone-500">Loading the {noun}…</p>
      ) : query.isError ? (
        <p className="text-sm text-red-700">The {noun} could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">{empty}</p>
      ) : (
        <>
          <AgeBars rows={rows} label={title} />
          <ReportTable
            label={title}
            columns={[
              party,
              'Currency',
              ...buckets.map(([, label]) => ({ right: label })),
              { right: 'Total' },
              { right: countLabel },
            ]}
          >
            <tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per party and currency, in the report's order
                <tr key={index} className="border-t border-stone-100">
                  <td className="px-3 py-2">{partyOf(row)}</td>
                  <td className="px-3 py-2">{row.currency}</td>
                  {buckets.map(([key]) => (
                    <td key={key} className={num}>
                      {Number(row[key] ?? 0) ? formatAmount(row[key] ?? 0, null) : '—'}
                    </td>
                  ))}
                  <td className={`${num} font-semibold`}>{formatAmount(row.total ?? 0, null)}</td>
                  <td className={num}>{countOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
          {children}
        </>
      )}
    </section>
  );
};

// A party of an aged report opens its list filtered on it and on the statuses still owing.
const PartyLink = ({
  list,
  filter,
  iri,
  statuses,
  children,
}: {
  list: string;
  filter: 'client' | 'vendor';
  iri: string | null | undefined;
  statuses: string[];
  children: ReactNode;
}) => (
  <Link
    href={`${list}?${filter}=${iri?.split('/').at(-1)}${statuses.map((status) => `&status=${status}`).join('')}`}
    className="font-medium text-brand-800 hover:underline"
  >
    {children}
  </Link>
);

const AgedReceivables = ({ date, onChange }: { date: string; onChange: (value: string) => void }) => (
  <AgedReport<AgedReceivablesRowsItem>
    id="aged"
    title="Aged receivables"
    date={date}
    onChange={onChange}
    query={useAgedReceivablesQuery(date)}
    noun="receivables"
    empty="No client owes anything on an issued invoice."
    party="Client"
    partyOf={(row) => (
      <PartyLink list={salesPath} filter="client" iri={row.client} statuses={['issued', 'partly_paid']}>
        {row.clientName}
      </PartyLink>
    )}
    countOf={(row) => row.invoices}
    countLabel="Invoices"
  />
);

// What the agency owes its vendors by age (decision 322), and when it falls due.
const AgedPayables = ({ date, onChange }: { date: string; onChange: (value: string) => void }) => {
  const report = useAgedPayablesQuery(date);
  const dueDates = report.data?.dueDates ?? [];
  return (
    <AgedReport<AgedPayablesRowsItem>
      id="payables"
      title="Aged payables"
      date={date}
      onChange={onChange}
      query={report}
      noun="payables"
      empty="Nothing is owed on an approved bill."
      party="Vendor"
      partyOf={(row) => (
        <PartyLink
          list={purchasesPath}
          filter="vendor"
          iri={row.vendor}
          statuses={['approved', 'partly_paid']}
        >
          {row.vendorName}
        </PartyLink>
      )}
      countOf={(row) => row.bills}
      countLabel="Bills"
    >
      <details className="rounded-lg border border-stone-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-stone-700">
          When it falls due ({dueDates.length} {dueDates.length === 1 ? 'day' : 'days'})
        </summary>
        <ReportTable
          label="Payables by due date"
          columns={['Due', 'Currency', { right: 'Owed' }, { right: 'Bills' }]}
          framed={false}
        >
          <tbody>
            {dueDates.map((row) => (
              <tr
                key={`${row.dueDate}-${row.currency}`}
                className={`border-t border-stone-100 ${row.dueDate && row.dueDate < date ? 'text-red-700' : ''}`}
              >
                <td className="px-3 py-2 tabular-nums">{row.dueDate ? formatDate(row.dueDate) : '—'}</td>
                <td className="px-3 py-2">{row.currency}</td>
                <td className={num}>{formatAmount(row.amount ?? 0, row.currency)}</td>
                <td className={num}>{row.bills}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      </details>
    </AgedReport>
  );
};

// What vendors still owe the agency in commissions by age (supplier-paid commissions, a receivable
// with its own ageing: GET /api/accounting/aged_commissions); a vendor opens its expected ones.
const AgedCommissions = ({ date, onChange }: { date: string; onChange: (value: string) => void }) => (
  <AgedReport<AgedCommissionsRowsItem>
    id="commissions"
    title="Aged commissions"
    date={date}
    onChange={onChange}
    query={useAgedCommissionsQuery(date)}
    noun="commissions"
    empty="No vendor owes an expected commission."
    party="Vendor"
    partyOf={(row) => (
      <PartyLink list={commissionsPath} filter="vendor" iri={row.vendor} statuses={['expected']}>
        {row.vendorName}
      </PartyLink>
    )}
    countOf={(row) => row.commissions}
    countLabel="Commissions"
  />
);
