import { getClientMoney } from '@backoffice/sdk';
import { formatDate } from '@backoffice/ui/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney as formatAmount } from '../../shared/sales/money.ts';
import { num, ReportTable } from '../../shared/sales/report-table.tsx';
import { DayField } from './day-field.tsx';

const today = () => new Date().toISOString().slice(0, 10);

// Under 'sales' with the other reports: a receipt or an invoice refreshes it.
const useClientMoneyQuery = (date: string) =>
  useQuery({
    queryKey: ['sales', 'client-money', date],
    queryFn: async () => (await getClientMoney({ date })).data,
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });

// Money held for clients on a day (GET /api/accounting/client_money): per bank account (trust,
// operating) and per trip not yet travelled, from the journal: what the agency can show it holds.
export const ClientMoneySection = () => {
  const [date, setDate] = useState(today);
  const report = useClientMoneyQuery(date);
  const rows = report.data?.rows ?? [];
  return (
    <section aria-labelledby="client-money-heading" className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <div className="mr-auto">
          <h2 id="client-money-heading" className="text-lg font-medium">
            Client money held
          </h2>
          <p className="text-sm text-stone-500">
            Receipts for trips not yet travelled on the day, by bank account.
          </p>
        </div>
        <DayField id="client-money-date" label="On" value={date} onChange={setDate} />
      </div>
      {report.isPending && report.fetchStatus !== 'idle' ? (
        <p className="text-sm text-stone-500">Loading the client money…</p>
      ) : report.isError ? (
        <p className="text-sm text-red-700">The client money could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No money is held for trips not yet travelled on this day.</p>
      ) : (
        <>
          <dl aria-label="Held by bank account" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {(report.data?.accounts ?? []).map((a) => (
              <div
                key={`${a.code}-${a.currency}`}
                className="rounded-lg border border-stone-200 bg-white p-3"
              >
                <dt className="text-xs text-stone-500">
                  <span className="tabular-nums">{a.code}</span> {a.name}
                </dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {formatAmount(a.amount ?? 0, a.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <ReportTable
            label="Client money held"
            columns={[
              'Trip',
              'Client',
              'Starts',
              'Currency',
              { right: 'Trust account' },
              { right: 'Operating account' },
              { right: 'Deposits invoiced' },
            ]}
          >
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.trip}-${row.currency}`} className="border-t border-stone-100">
                  <td className="px-3 py-2 font-medium tabular-nums">{row.tripReference}</td>
                  <td className="px-3 py-2">{row.clientName ?? '—'}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {row.startDate ? formatDate(row.startDate) : '—'}
                  </td>
                  <td className="px-3 py-2">{row.currency}</td>
                  <td className={num}>{formatAmount(row.trust ?? 0, null)}</td>
                  <td className={num}>{formatAmount(row.operating ?? 0, null)}</td>
                  <td className={num}>{formatAmount(row.deposits ?? 0, null)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-stone-300 font-semibold">
              {(report.data?.totals ?? []).map((total) => (
                <tr key={total.currency}>
                  <td className="px-3 py-2" colSpan={3}>
                    Total ({total.trips} {total.trips === 1 ? 'trip' : 'trips'})
                  </td>
                  <td className="px-3 py-2">{total.currency}</td>
                  <td className={num}>{formatAmount(total.trust ?? 0, null)}</td>
                  <td className={num}>{formatAmount(total.operating ?? 0, null)}</td>
                  <td className={num}>{formatAmount(total.deposits ?? 0, null)}</td>
                </tr>
              ))}
            </tfoot>
          </ReportTable>
        </>
      )}
    </section>
  );
};
