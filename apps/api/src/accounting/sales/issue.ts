import { eq } from 'drizzle-orm';
import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import { clientInvoices } from '../../db/schema/index.ts';
import { updateWhere } from '../../engine/record-sets.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { ApiError, conflict, notFound, unprocessable } from '../../http/problem.ts';
import { postEntry } from '../journal/post-entry.ts';
import { tripStarted } from '../journal/trip-started.ts';
import { isIsoCurrency, rateOrFaceValue, toCents, todayUtc, unknownCurrency } from '../money.ts';
import { queueSync } from '../sync/outbox.ts';
import { checkDate, defaultDueDate, type InvoiceRow, lockInvoice } from './drafts.ts';
import { storeIssuedPdf } from './invoice-pdf.ts';
import { nextNumber } from './numbering.ts';

// Issue a draft (issue 29.1): its number (the year of its date), the currency's rate of that day,
// the due date (as set, else 14 days on), status issued, and its entry in the journal:
// receivables debited with the total, the net credited to client deposits until the trip starts
// (revenue once it has), the tax to tax payable. One transaction.
export const issueInvoice = async (
  ctx: WriteContext,
  id: number,
  body: Row,
  expectedVersion?: number,
  stored: string[] = [],
): Promise<InvoiceRow> => {
  const row = await lockInvoice(ctx.tx, id);
  if (!row) throw notFound();
  if (expectedVersion !== undefined && row.version !== expectedVersion)
    throw new ApiError(412, 'The record was changed by someone else. Reload it and try again.');
  if (row.status !== 'draft') throw conflict(`Invoice ${row.number ?? row.id} is already ${row.status}.`);
  const date = checkDate(body.date, 'date') ?? todayUtc();
  const due = checkDate(body.dueDate, 'dueDate') ?? row.dueDate ?? defaultDueDate(date);
  if (due < date)
    throw unprocessable([
      { propertyPath: 'dueDate', message: 'The due date cannot be before the invoice date.' },
    ]);
  const total = toCents(row.amount) ?? 0n;
  if (total <= 0n) throw conflict('An invoice with a total of 0 cannot be issued: add lines first.');
  if (!isIsoCurrency(row.currency)) throw unprocessable([unknownCurrency('currency', row.currency)]);
  const rate = await rateOrFaceValue(ctx.tx, row.currency);
  const number = await nextNumber(ctx.tx, 'INV', date);
  const [issued] = await updateWhere(
    ctx,
    clientInvoicesResource,
    eq(clientInvoices.id, id),
    { number, date, dueDate: due, rate, status: 'issued', issuedAt: new Date() },
    { beforeWrite: false },
  );
  const net = toCents(row.netAmount) ?? 0n;
  const tax = toCents(row.taxAmount) ?? 0n;
  const departed = await tripStarted(ctx.tx, row.tripId, date);
  await postEntry(ctx, {
    date,
    kind: 'invoice',
    memo: `Invoice ${number}`,
    tripId: row.tripId,
    clientId: row.clientId,
    clientInvoiceId: id,
    lines: [
      { account: 'receivables', currency: row.currency, rate, debit: total },
      { account: departed ? 'revenue' : 'client_deposits', currency: row.currency, rate, credit: net },
      { account: 'tax_payable', currency: row.currency, rate, credit: tax },
    ],
  });
  const [withPdf] = await updateWhere(
    ctx,
    clientInvoicesResource,
    eq(clientInvoices.id, id),
    { pdfPath: await storeIssuedPdf(ctx, issued!, stored) },
    { beforeWrite: false },
  );
  const done = withPdf ?? issued!;
  await queueSync(ctx, 'invoice', id, done.version);
  return done;
};
