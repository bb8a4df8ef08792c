import type { ClientInvoice } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { formatDate } from '@backoffice/ui/format';
import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { canVisit } from '../../lib/access.ts';
import { reportError } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { openFile } from '../files/open-file.ts';
import { balanceOf, InvoiceStatusBadge, invoiceName, invoicePath, kindLabel } from './invoice-status.tsx';
import { formatMoney } from './money.ts';
import { NewInvoiceDialog } from './new-invoice-dialog.tsx';
import { ReportTable } from './report-table.tsx';
import { useCanUseAccounting, useTripInvoicesQuery, useTripProfitQuery } from './sales-api.ts';

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

// The sales side of a trip's payments tab (issue 29): its invoices and credit notes, and for the
// roles of the accounting area its profit (GET /api/accounting/trip_profit/{id}). The travel team
// reads the invoices (the clients area) but not the reports, nor the sales section (product.md §6):
// its rows open the PDF instead of the invoice page.
export const TripSalesPanel = ({ tripId, tripIri }: { tripId: number; tripIri: string }) => {
  const invoices = useTripInvoicesQuery(tripId);
  const isAccounting = useCanUseAccounting();
  const profit = useTripProfitQuery(tripId, isAccounting);
  const roles = useSession()?.user.roles ?? [];
  const opensSales = canVisit(roles, '/admin/sales/1');
  const [isCreating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const rows = invoices.data ?? [];
  const p = profit.data;
  return (
    <section aria-labelledby="trip-sales-heading" className="space-y-3">
      <div className="flex items-center gap-3">
        <h2 id="trip-sales-heading" className="text-lg font-medium">
          Invoices
        </h2>
        {isAccounting && opensSales ? (
          <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            New invoice
          </Button>
        ) : null}
      </div>
      {p ? (
        <dl aria-label="Trip profit" className="grid max-w-4xl grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            ['Revenue', p.revenue],
            ['Cost', p.cost],
            ['Margin', p.margin, p.marginRate ? `${Number(p.marginRate).toFixed(1)}%` : undefined],
            ['Invoiced', p.invoiced],
            ['Paid', p.paid],
            ['Outstanding', p.outstanding],
            ['Deposits held', p.depositsHeld],
            ['Receivable', p.receivable],
          ].map(([label, value, extra]) => (
            <div key={label} className="rounded-lg border border-stone-200 bg-white px-3 py-2">
              <dt className="text-stone-500">{label}</dt>
              <dd className="font-semibold tabular-nums text-stone-900">
                {formatMoney(value ?? 0, p.currency)}
                {extra ? <span className="ml-1 text-xs font-normal text-stone-500">{extra}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {invoices.isPending ? (
        <p className="text-sm text-stone-500">Loading the invoices…</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No invoices for this trip yet.</p>
      ) : (
        <ReportTable
          label="Trip invoices"
          columns={['Number', 'Kind', 'Issued', 'Due', { right: 'Total' }, { right: 'Balance' }, 'Status']}
        >
          <tbody>
            {rows.map((invoice) => (
              <tr key={invoice.id} className="border-t border-stone-100">
                <td className="px-3 py-2">
                  <InvoiceLink invoice={invoice} opensSales={opensSales} />
                </td>
                <td className="px-3 py-2">{kindLabel(invoice.kind)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {invoice.status === 'draft' ? '—' : formatDate(invoice.date)}
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {invoice.dueDate ? formatDate(invoice.dueDate) : '—'}
                </td>
                <td className={num}>{formatMoney(invoice.amount, invoice.currency)}</td>
                <td className={num}>{formatMoney(balanceOf(invoice), invoice.currency)}</td>
                <td className="px-3 py-2">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
      {isCreating ? (
        <NewInvoiceDialog
          trip={tripIri}
          onClose={() => setCreating(false)}
          onCreated={(invoice) => navigate(invoicePath(invoice.id))}
        />
      ) : null}
    </section>
  );
};

const InvoiceLink = ({ invoice, opensSales }: { invoice: ClientInvoice; opensSales: boolean }) => {
  const name = invoiceName(invoice);
  if (opensSales)
    return (
      <Link
        href={invoicePath(invoice.id)}
        className="font-medium text-brand-800 tabular-nums hover:underline"
      >
        {name}
      </Link>
    );
  if (!invoice.pdfPath) return <span className="tabular-nums">{name}</span>;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-medium text-brand-800 tabular-nums hover:underline"
      aria-label={`Open the PDF of ${name}`}
      onClick={() => void openFile(invoice.pdfPath!).catch(reportError)}
    >
      {name}
      <ExternalLink className="size-3.5" aria-hidden />
    </button>
  );
};
