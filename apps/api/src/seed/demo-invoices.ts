import { asc } from 'drizzle-orm';
import { systemAccountIds } from '../accounting/chart/system-accounts.ts';
import { addDays, currencyRate } from '../accounting/money.ts';
import type { Db } from '../db/client.ts';
import {
  clientInvoices,
  clients,
  documentCounters,
  journalEntries,
  journalLines,
} from '../db/schema/index.ts';
import { type FileStore, storeFile } from '../files/file-store.ts';

// [client index, number, date, amount, currency, status]: numbered as issuing numbers them (one series
// per year, in date order, no gaps), and the year's counter is set after them (seedDemoInvoices), so the
// next invoice issued continues the series.
const demoInvoices: [number, string, string, string, string, string][] = [
  [9, 'INV-2025-00001', '2025-11-20', '18400.00', 'AED', 'void'],
  [0, 'INV-2026-00001', '2026-01-12', '48250.00', 'GBP', 'paid'],
  [1, 'INV-2026-00002', '2026-01-28', '67400.00', 'USD', 'paid'],
  [3, 'INV-2026-00003', '2026-03-09', '91800.00', 'EUR', 'issued'],
  [5, 'INV-2026-00004', '2026-04-15', '5120000.00', 'JPY', 'paid'],
  [9, 'INV-2026-00005', '2026-05-02', '236500.00', 'AED', 'issued'],
  [0, 'INV-2026-00006', '2026-06-03', '12900.00', 'GBP', 'issued'],
  [3, 'INV-2026-00007', '2026-08-21', '7350.00', 'EUR', 'issued'],
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
// not empty: history brought over, with no trip. What is still owed on them is brought forward into
// the journal (below), so the trial balance agrees with the aged receivables. Their PDFs go to the
// file store when one is given (the server's seed), else they have none. Statuses of the
// invoiceStatus enum; the draft has no number.
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
  if (!values.length) return 0;
  const inserted = await tx.insert(clientInvoices).values(values).returning();
  const last = new Map<number, number>();
  for (const { number } of values) {
    const [, year, n] = number?.split('-') ?? [];
    if (year && n) last.set(Number(year), Math.max(last.get(Number(year)) ?? 0, Number(n)));
  }
  await tx
    .insert(documentCounters)
    .values([...last].map(([year, n]) => ({ prefix: 'INV', year, last: n })))
    .onConflictDoNothing();
  await bringForward(
    tx,
    inserted.filter((i) => i.status === 'issued' || i.status === 'partly_paid'),
  );
  return values.length;
};

// An opening balance per outstanding invoice brought over (decision: the history's receivables
// enter the journal as they would from the agency's former books): Dr receivables, Cr retained
// earnings, on the invoice's date, at the currency's rate of the day. Paid and void ones are settled
// history and post nothing.
const bringForward = async (tx: Db, open: (typeof clientInvoices.$inferSelect)[]) => {
  if (open.length === 0) return;
  const ids = await systemAccountIds(tx);
  for (const invoice of open) {
    const owed = (Number(invoice.amount) - Number(invoice.paidAmount)).toFixed(2);
    const rate = (await currencyRate(tx, invoice.currency)) ?? '1';
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        date: invoice.date,
        kind: 'opening_balance',
        memo: `Brought forward: ${invoice.number}`,
        clientId: invoice.clientId,
        clientInvoiceId: invoice.id,
      })
      .returning({ id: journalEntries.id });
    const line = { entryId: entry!.id, date: invoice.date, currency: invoice.currency, rate };
    await tx.insert(journalLines).values([
      { ...line, accountId: ids.receivables, debit: owed, clientId: invoice.clientId },
      { ...line, accountId: ids.retained_earnings, credit: owed, clientId: invoice.clientId },
    ]);
  }
};
