import type { Client, ClientInvoice } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { formatDate } from '@backoffice/ui/format';
import { ExternalLink } from 'lucide-react';
import { reportError } from '../../../lib/query-client.ts';
import { openFile } from '../../../shared/files/open-file.ts';
import { type ChildColumn, ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { formatMoney } from '../../../shared/sales/money.ts';
import { useInvoicesQuery } from '../api/use-client-children.ts';
import { statusColor, statusLabel } from '../client-status.ts';

const formatAmount = (invoice: ClientInvoice) => formatMoney(invoice.amount, invoice.currency);

// The client's invoices (GET /api/client_invoices?client.id=), read-only: trips will create them.
// The PDF opens in a new tab through a signed link, like an attachment.
export const InvoicesTab = ({ client }: { client: Client }) => (
  <ChildRecordsTab<ClientInvoice>
    title="Invoices"
    noun="invoice"
    plural="invoices"
    query={useInvoicesQuery(client.id)}
    columns={columns}
    nameOf={(invoice) => invoice.number ?? 'Draft'}
    actionsLabel="PDF"
    rowActions={(invoice) =>
      invoice.pdfPath ? <PdfButton invoice={invoice} path={invoice.pdfPath} /> : null
    }
  />
);

const columns: ChildColumn<ClientInvoice>[] = [
  { header: 'Number', className: 'font-medium text-stone-800', cell: (invoice) => invoice.number },
  { header: 'Date', cell: (invoice) => formatDate(invoice.date) },
  {
    header: 'Amount',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: formatAmount,
  },
  {
    header: 'Status',
    cell: (invoice) => <Badge color={statusColor(invoice.status)}>{statusLabel(invoice.status)}</Badge>,
  },
  // Trips do not exist yet: the link is shown once invoices are created from them.
  { header: 'Trip', className: 'text-stone-500', cell: (invoice) => invoice.trip ?? '—' },
];

const PdfButton = ({ invoice, path }: { invoice: ClientInvoice; path: string }) => (
  <Button
    variant="ghost"
    size="sm"
    aria-label={`Open the PDF of ${invoice.number}`}
    onClick={() => void openFile(path).catch(reportError)}
  >
    <ExternalLink className="size-4" aria-hidden />
    PDF
  </Button>
);
