import type { Client, ClientInvoice } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDate } from '@backoffice/ui/format';
import { Spinner } from '@backoffice/ui/spinner';
import { ExternalLink } from 'lucide-react';
import { reportError } from '../../../lib/query-client.ts';
import { openFile } from '../../../shared/files/open-file.ts';
import { useInvoicesQuery } from '../api/use-client-children.ts';
import { statusColor, statusLabel } from '../client-status.ts';

const formatAmount = (invoice: ClientInvoice) => {
  const value = Number(invoice.amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency }).format(value);
  } catch {
    return `${invoice.amount} ${invoice.currency}`;
  }
};

// The client's invoices (GET /api/client_invoices?client.id=), read-only: trips will create them.
// The PDF opens in a new tab through a signed link, like an attachment.
export const InvoicesTab = ({ client }: { client: Client }) => {
  const invoices = useInvoicesQuery(client.id);
  const rows = invoices.data ?? [];
  return (
    <FormSection title="Invoices">
      {invoices.isPending ? (
        <Spinner label="Loading the invoices" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-500">No invoices yet.</p>
      ) : (
        <table aria-label="Invoices" className="w-full text-sm">
          <thead className="border-b border-stone-200 text-left text-stone-600">
            <tr>
              <th className="px-2 py-2 font-medium">Number</th>
              <th className="px-2 py-2 font-medium">Date</th>
              <th className="px-2 py-2 text-right font-medium">Amount</th>
              <th className="px-2 py-2 font-medium">Status</th>
              <th className="px-2 py-2 font-medium">Trip</th>
              <th className="w-24 px-2 py-2">
                <span className="sr-only">PDF</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((invoice) => (
              <tr key={invoice.id}>
                <td className="px-2 py-2 font-medium text-stone-800">{invoice.number}</td>
                <td className="px-2 py-2">{formatDate(invoice.date)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatAmount(invoice)}</td>
                <td className="px-2 py-2">
                  <Badge color={statusColor(invoice.status)}>{statusLabel(invoice.status)}</Badge>
                </td>
                {/* Trips do not exist yet: the link is shown once invoices are created from them. */}
                <td className="px-2 py-2 text-stone-500">{invoice.trip ?? '—'}</td>
                <td className="px-2 py-2 text-right">
                  {invoice.pdfPath ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Open the PDF of ${invoice.number}`}
                      onClick={() => void openFile(invoice.pdfPath!).catch(reportError)}
                    >
                      <ExternalLink className="size-4" aria-hidden />
                      PDF
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </FormSection>
  );
};
