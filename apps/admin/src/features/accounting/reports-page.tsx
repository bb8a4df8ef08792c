import type { AgedReceivablesRowsItem } from '@backoffice/sdk';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { salesPath } from '../../shared/sales/invoice-status.tsx';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { useAgedReceivablesQuery, useTrialBalanceQuery } from '../../shared/sales/sales-api.ts';
import { ClientMoneySection } from './client-money-section.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));
const th = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-stone-500';
const num = 'px-3 py-2 text-right tabular-nums';

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

// /admin/sales/reports (issue 29.4): the trial balance of a period and what clients owe by age,
// both computed by the server from the journal and the open invoices.
export const ReportsPage = () => {
  const { from, to, date, set } = useReportParams();
  return (
    <section className="space-y-8">
      <header className="space-y-1">
        <Link
          href={salesPath}
          className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-stone-800"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Sales
        </Link>
        <h1 className="text-2xl font-semibold">Accounting reports</h1>
      </header>
      <TrialBalance from={from} to={to} onChange={set} />
      <AgedReceivables date={date} onChange={(value) => set('date', value)} />
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
        <Field id="trial-from" label="From">
          <TextInput
            id="trial-from"
            type="date"
            value={from}
            onChange={(e) => onChange('from', e.target.value)}
          />
        </Field>
        <Field id="trial-to" label="To">
          <TextInput id="trial-to" type="date" value={to} onChange={(e) => onChange('to', e.target.value)} />
        </Field>
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
        <p className="text-sm text-stone-500">Nothing was posted in this period.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table aria-label="Trial balance" className="w-full text-sm">
            <thead className="bg-stone-50">
              <tr>
                <th className={th}>Account</th>
                <th className={th}>Currency</th>
                <th className={`${th} text-right`}>Debit</th>
                <th className={`${th} text-right`}>Credit</th>
                <th className={`${th} text-right`}>Balance</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.code}-${row.currency}`} className="border-t border-stone-100">
                  <td className="px-3 py-2">
                    <span className="tabular-nums text-stone-500">{row.code}</span> {row.name}
                  </td>
                  <td className="px-3 py-2">{row.currency}</td>
                  <td className={num}>{formatAmount(row.debit ?? 0, null)}</td>
                  <td className={num}>{formatAmount(row.credit ?? 0, null)}</td>
                  <td className={`${num} font-medium`}>{formatAmount(row.balance ?? 0, null)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-stone-300 font-semibold">
              {(report.data?.totals ?? []).map((total) => (
                <tr key={total.currency}>
                  <td className="px-3 py-2">Total</td>
                  <td className="px-3 py-2">{total.currency}</td>
                  <td className={num}>{formatAmount(total.debit ?? 0, null)}</td>
                  <td className={num}>{formatAmount(total.credit ?? 0, null)}</td>
                  <td className={num} />
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
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

// One bar per age bucket for each currency: where the money owed sits, at a glance.
const AgeBars = ({ rows }: { rows: AgedReceivablesRowsItem[] }) => {
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
            aria-label={`Owed in ${currency} by age`}
            className="space-y-1 rounded-lg border border-stone-200 bg-white p-3"
          >
            <figcaption className="text-sm font-medium text-stone-700">{currency}</figcaption>
            {buckets.map(([key, label], i) => (
              <div key={key} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-xs">
                <span className="text-stone-500">{label}</span>
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

const AgedReceivables = ({ date, onChange }: { date: string; onChange: (value: string) => void }) => {
  const report = useAgedReceivablesQuery(date);
  const rows = report.data?.rows ?? [];
  return (
    <section aria-labelledby="aged-heading" className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <h2 id="aged-heading" className="mr-auto text-lg font-medium">
          Aged receivables
        </h2>
        <Field id="aged-date" label="On">
          <TextInput id="aged-date" type="date" value={date} onChange={(e) => onChange(e.target.value)} />
        </Field>
      </div>
      {report.isPending ? (
        <p className="text-sm text-stone-500">Loading the receivables…</p>
      ) : report.isError ? (
        <p className="text-sm text-red-700">The receivables could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No client owes anything on an issued invoice.</p>
      ) : (
        <>
          <AgeBars rows={rows} />
          <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
            <table aria-label="Aged receivables" className="w-full text-sm">
              <thead className="bg-stone-50">
                <tr>
                  <th className={th}>Client</th>
                  <th className={th}>Currency</th>
                  {buckets.map(([key, label]) => (
                    <th key={key} className={`${th} text-right`}>
                      {label}
                    </th>
                  ))}
                  <th className={`${th} text-right`}>Total</th>
                  <th className={`${th} text-right`}>Invoices</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const clientId = row.client?.split('/').at(-1);
                  return (
                    <tr key={`${row.client}-${row.currency}`} className="border-t border-stone-100">
                      <td className="px-3 py-2">
                        <Link
                          href={`${salesPath}?client=${clientId}&status=issued&status=partly_paid`}
                          className="font-medium text-brand-800 hover:underline"
                        >
                          {row.clientName}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{row.currency}</td>
                      {buckets.map(([key]) => (
                        <td key={key} className={num}>
                          {Number(row[key] ?? 0) ? formatAmount(row[key] ?? 0, null) : '—'}
                        </td>
                      ))}
                      <td className={`${num} font-semibold`}>{formatAmount(row.total ?? 0, null)}</td>
                      <td className={num}>{row.invoices}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
};
