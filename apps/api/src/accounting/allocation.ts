import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { deleteWhere, updateWhere } from '../engine/record-sets.ts';
import { insertRecords, serverValues } from '../engine/records.ts';
import type { Resource, Row, Tx, WriteContext } from '../engine/types.ts';
import { conflict, notFound, unprocessable, type Violation } from '../http/problem.ts';
import { type ExchangeSide, syncExchangeDifference } from './exchange-differences.ts';
import { checkAmount, fromCents, rowsOf, toCents } from './money.ts';
import { refId } from './sales/invoice-lines.ts';

type Money = { id: number; amount: string; currency: string };
// creditedAmount: what credit notes credit of an invoice (a bill has none).
type Document = Money & { paidAmount: string; creditedAmount?: string };

// One way money meets a document (decisions 302 and 321): a client receipt and an invoice
// (receipts/allocations.ts), a supplier payment and a bill (purchases/supplier-allocations.ts).
export type AllocationKind<P extends Money, D extends Document> = {
  /** The allocations' resource and table, with their two foreign key columns. */
  resource: Resource<PgTable>;
  table: string;
  paymentColumn: string;
  documentColumn: string;
  /** The request's fields and the collections their IRIs name. */
  payment: { field: string; key: string; collection: string; iriMessage: string; noun: string };
  document: { field: string; key: string; collection: string; iriMessage: string; noun: string };
  lockPayment: (tx: Tx, id: number) => Promise<P | undefined>;
  lockDocument: (tx: Tx, id: number) => Promise<D | undefined>;
  /** Refuses a pair that cannot meet (status, client or vendor); the currency is checked here. */
  check: (payment: P, document: D) => void;
  refresh: (ctx: WriteContext, documentIds: number[]) => Promise<void>;
  /** Where the pair's realised exchange difference posts (exchange-differences.ts). */
  exchange: ExchangeSide;
};

// POST {payment, document, amount?}: part of the payment settles the document. Without an amount,
// as much as both allow. Never more than what is left of the payment nor of the document (422):
// the payment then the document are locked first, so two allocations at once cannot both take the
// same money. A second allocation of one pair adds to the first.
export const allocateMoney = async <P extends Money, D extends Document>(
  ctx: WriteContext,
  kind: AllocationKind<P, D>,
  body: Row,
) => {
  const paymentId = refId(body[kind.payment.field], kind.payment.collection);
  const documentId = refId(body[kind.document.field], kind.document.collection);
  const violations: Violation[] = [];
  if (!paymentId) violations.push({ propertyPath: kind.payment.field, message: kind.payment.iriMessage });
  if (!documentId) violations.push({ propertyPath: kind.document.field, message: kind.document.iriMessage });
  if (violations.length) throw unprocessable(violations);
  const notFoundFor = (field: string) =>
    unprocessable([{ propertyPath: field, message: `Item not found for "${field}".` }]);
  const payment = await kind.lockPayment(ctx.tx, paymentId!);
  if (!payment) throw notFoundFor(kind.payment.field);
  const document = await kind.lockDocument(ctx.tx, documentId!);
  if (!document) throw notFoundFor(kind.document.field);
  kind.check(payment, document);
  const { noun: paid } = kind.payment;
  const { noun: doc } = kind.document;
  if (payment.currency !== document.currency)
    throw unprocessable([
      {
        propertyPath: kind.document.field,
        message: `This ${doc} is in ${document.currency}, the payment in ${payment.currency}.`,
      },
    ]);
  const table = sql.identifier(kind.table);
  const [used] = await rowsOf<{ total: string }>(
    ctx.tx,
    sql`select coalesce(sum(amount), 0)::text as total from ${table} where ${sql.identifier(kind.paymentColumn)} = ${payment.id}`,
  );
  const paymentLeft = toCents(payment.amount)! - toCents(used!.total)!;
  const documentLeft =
    toCents(document.amount)! -
    toCents(document.paidAmount)! -
    (toCents(document.creditedAmount ?? '0') ?? 0n);
  let cents: bigint;
  if (body.amount === undefined || body.amount === null) {
    cents = paymentLeft < documentLeft ? paymentLeft : documentLeft;
    if (cents <= 0n)
      throw conflict(paymentLeft <= 0n ? `This ${paid} is fully allocated.` : `This ${doc} is already paid.`);
  } else {
    const checked = checkAmount(body.amount, document.currency, 'amount', { positive: true });
    if ('violation' in checked) throw unprocessable([checked.violation]);
    cents = checked.cents;
    const over = (what: string, left: bigint) =>
      unprocessable([
        {
          propertyPath: 'amount',
          message: `This value is more than what is left ${what} (${fromCents(left)}).`,
        },
      ]);
    if (cents > paymentLeft) throw over(`of the ${paid}`, paymentLeft);
    if (cents > documentLeft) throw over(`to pay on the ${doc}`, documentLeft);
  }
  const [existing] = await rowsOf<{ id: number; amount: string }>(
    ctx.tx,
    sql`select id, amount::text as amount from ${table}
        where ${sql.identifier(kind.paymentColumn)} = ${payment.id} and ${sql.identifier(kind.documentColumn)} = ${document.id}`,
  );
  const [row] = existing
    ? await updateWhere(
        ctx,
        kind.resource,
        eq(kind.resource.idColumn, existing.id),
        { amount: fromCents(toCents(existing.amount)! + cents) },
        { beforeWrite: false },
      )
    : await insertRecords(ctx, kind.resource, [
        serverValues({
          [kind.payment.key]: payment.id,
          [kind.document.key]: document.id,
          amount: fromCents(cents),
          createdBy: ctx.actor.id,
        }),
      ]);
  await kind.refresh(ctx, [document.id]);
  await syncExchangeDifference(ctx, kind.exchange, payment.id, document.id);
  return row!;
};

// DELETE /{id}: the payment's money goes back to the client's credit or the vendor's advance. The
// payment then the document are locked first, as allocating does.
export const releaseMoney = async <P extends Money, D extends Document>(
  ctx: WriteContext,
  kind: AllocationKind<P, D>,
  id: number,
) => {
  const [row] = await rowsOf<{ payment_id: number; document_id: number }>(
    ctx.tx,
    sql`select ${sql.identifier(kind.paymentColumn)} as payment_id, ${sql.identifier(kind.documentColumn)} as document_id
        from ${sql.identifier(kind.table)} where id = ${id}`,
  );
  if (!row) throw notFound();
  await kind.lockPayment(ctx.tx, Number(row.payment_id));
  await kind.lockDocument(ctx.tx, Number(row.document_id));
  const released = await deleteWhere(ctx, kind.resource, eq(kind.resource.idColumn, id));
  if (released.length === 0) throw notFound();
  await kind.refresh(ctx, [Number(row.document_id)]);
  await syncExchangeDifference(ctx, kind.exchange, Number(row.payment_id), Number(row.document_id));
};
