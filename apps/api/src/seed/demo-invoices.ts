import { asc } from 'drizzle-orm';
import { addDays } from '../accounting/money.ts';
import type { Db } from '../db/client.ts';
import { clientInvoices, clients } from '../db/schema/index.ts';
import { type FileStore, storeFile } from '../files/file-store.ts';

// [client index, number, date, amount, currency, status]
const demoInvoices: [number, string, string, string, string, string][] = [
  [0, 'INV-2026-0001', '2026-01-12', '48250.00', 'GBP', 'paid'],
  [0, 'INV-2026-0014', '2026-06-03', '12900.00', 'GBP', 'issued'],
  [1, 'INV-2026-0002', '2026-01-28', '67400.00', 'USD', 'paid'],
  [3, 'INV-2026-0005', '2026-03-09', '91800.00', 'EUR', 'issued'],
  [3, 'INV-2026-0019', '2026-08-21', '7350.00', 'EUR', 'issued'],
  [5, 'INV-2026-0008', '2026-04-15', '5120000.00', 'JPY', 'paid'],
  [9, 'INV-2026-0011', '2026-05-02', '236500.00', 'AED', 'issued'],
  [9, 'INV-2025-0093', '2025-11-20', '18400.00', 'AED', 'void'],
];

// A one-page PDF with the invoice's lines, built by hand (offsets counted) so browsers open it.
export const invoicePdf = (lines: string[]) => {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines.map(
    (l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 72 ${740 - i * 24} Td (${pdfText(l)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
};

// A few invoices from before the accounting module (issue 29) so the client page's Invoices tab is
// not empty: history brought over, with no trip and no journal entries (the journal starts with
// the invoices issued in the product). Their PDFs go to the file store when one is given (the
// server's seed), else they have none. Statuses of the invoiceStatus enum; the draft has no number.
export const seedDemoInvoices = async (tx: Db, files?: FileStore) => {
  const rows = await tx.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.id));
  const values = [];
  for (const [i, number, date, amount, currency, status] of demoInvoices) {
    const client = rows[i];
    if (!client) continue;
    const pdfPath = files
      ? await storeFile(
          files,
          invoicePdf([
            `Invoice ${number}`,
            `Date: ${date}`,
            `Client: ${client.name}`,
            `Amount: ${amount} ${currency}`,
            `Status: ${status}`,
          ]),
          { extension: 'pdf', contentType: 'application/pdf' },
        )
      : null;
    values.push({
      clientId: client.id,
      number: status === 'draft' ? null : number,
      date,
      dueDate: addDays(date, 30),
      amount,
      netAmount: amount,
      paidAmount: status === 'paid' ? amount : '0',
      currency,
      status,
      issuedAt: status === 'draft' ? null : new Date(`${date}T09:00:00Z`),
      pdfPath,
    });
  }
  if (values.length) await tx.insert(clientInvoices).values(values);
  return values.length;
};
