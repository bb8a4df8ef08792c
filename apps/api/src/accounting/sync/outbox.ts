import { sql } from 'drizzle-orm';
import { accountingOutbox } from '../../db/schema/index.ts';
import type { Tx, WriteContext } from '../../engine/types.ts';
import { rowsOf } from '../money.ts';

// What the outbox holds (issue 29.5): the documents the journal posts, in Xero's Accounting API
// shapes (Invoices ACCREC / ACCPAY, CreditNotes ACCRECCREDIT, BankTransactions SPEND for supplier
// payments and RECEIVE for client receipts). A commission a vendor pays the agency is a sales
// invoice (ACCREC) to the vendor's contact, and its receipt a RECEIVE against it, as a client's.
export type SyncRecordType =
  | 'invoice'
  | 'credit_note'
  | 'supplier_bill'
  | 'supplier_payment'
  | 'receipt'
  | 'supplier_commission'
  | 'commission_receipt';

// A request to the accounting system: `path` (with its query) under its base URL, given up after 10 s
// (the sender's POSTs and the drift report's reads alike).
export const accountingRequest = (baseUrl: string, path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl.replace(/\/$/, '')}/${path}`, { ...init, signal: AbortSignal.timeout(10_000) });

// Where each type goes on the other side and the field of its answer holding the external id.
export const xeroEndpoints: Record<SyncRecordType, { path: string; idField: string }> = {
  invoice: { path: 'Invoices', idField: 'InvoiceID' },
  credit_note: { path: 'CreditNotes', idField: 'CreditNoteID' },
  supplier_bill: { path: 'Invoices', idField: 'InvoiceID' },
  supplier_payment: { path: 'BankTransactions', idField: 'BankTransactionID' },
  receipt: { path: 'BankTransactions', idField: 'BankTransactionID' },
  supplier_commission: { path: 'Invoices', idField: 'InvoiceID' },
  commission_receipt: { path: 'BankTransactions', idField: 'BankTransactionID' },
};

const accountCode = async (tx: Tx, key: string) =>
  (await rowsOf<{ code: string }>(tx, sql`select code from accounts where system_key = ${key}`))[0]?.code ??
  null;

const salesPayload = async (tx: Tx, id: number) => {
  const [doc] = await rowsOf<Record<string, string | null>>(
    tx,
    sql`select i.id, i.kind, i.number, i.date::text as date, i.due_date::text as due_date, i.currency, i.rate::text as rate,
          i.client_id, c.name, c.email, t.reference
        from client_invoices i join clients c on c.id = i.client_id left join trips t on t.id = i.trip_id
        where i.id = ${id}`,
  );
  const lines = await rowsOf<Record<string, string>>(
    tx,
    sql`select description, quantity::text as quantity, unit_price::text as unit_price, tax::text as tax, net::text as net
        from client_invoice_lines where invoice_id = ${id} order by position, id`,
  );
  const code = await accountCode(tx, 'revenue');
  const credit = doc!.kind === 'credit_note';
  return {
    Type: credit ? 'ACCRECCREDIT' : 'ACCREC',
    Contact: {
      ContactNumber: `client-${doc!.client_id}`,
      Name: doc!.name,
      ...(doc!.email ? { EmailAddress: doc!.email } : {}),
    },
    [credit ? 'CreditNoteNumber' : 'InvoiceNumber']: doc!.number,
    Reference: doc!.reference,
    Date: doc!.date,
    ...(credit ? {} : { DueDate: doc!.due_date }),
    CurrencyCode: doc!.currency,
    Status: 'AUTHORISED',
    LineAmountTypes: 'Exclusive',
    LineItems: lines.map((l) => ({
      Description: l.description,
      Quantity: l.quantity,
      UnitAmount: l.unit_price,
      TaxAmount: l.tax,
      LineAmount: l.net,
      AccountCode: code,
    })),
  };
};

const billPayload = async (tx: Tx, id: number) => {
  const [bill] = await rowsOf<Record<string, string | null>>(
    tx,
    sql`select b.number, b.status, b.date::text as date, b.due_date::text as due_date, b.currency, b.vendor_id, v.name, t.reference
        from supplier_bills b join vendors v on v.id = b.vendor_id left join trips t on t.id = b.trip_id
        where b.id = ${id}`,
  );
  const lines = await rowsOf<{ description: string; amount: string }>(
    tx,
    sql`select description, amount::text as amount from supplier_bill_lines where bill_id = ${id} order by position, id`,
  );
  const code = await accountCode(tx, 'cost_of_sales');
  return {
    Type: 'ACCPAY',
    Contact: { ContactNumber: `vendor-${bill!.vendor_id}`, Name: bill!.name },
    InvoiceNumber: bill!.number,
    Reference: bill!.reference,
    Date: bill!.date,
    DueDate: bill!.due_date,
    CurrencyCode: bill!.currency,
    Status: bill!.status === 'void' ? 'VOIDED' : 'AUTHORISED',
    LineAmountTypes: 'NoTax',
    LineItems: lines.map((l) => ({
      Description: l.description,
      Quantity: '1',
      UnitAmount: l.amount,
      LineAmount: l.amount,
      AccountCode: code,
    })),
  };
};

// A bank transaction over there (a supplier payment SPEND, a receipt or a commission received
// RECEIVE): one line of the whole amount against `accountCode`, in and out of the bank account of
// `bankCode`; deleted here, DELETED there.
const bankTransaction = (
  type: 'SPEND' | 'RECEIVE',
  deleted: boolean,
  // The values as read (a column may be null); the payload carries them as they are.
  t: {
    contact: { ContactNumber: string; Name: unknown };
    bankCode: unknown;
    date: unknown;
    reference: unknown;
    currency: unknown;
    description: string;
    amount: unknown;
    accountCode: unknown;
  },
) => ({
  Type: type,
  ...(deleted ? { Status: 'DELETED' } : {}),
  Contact: t.contact,
  BankAccount: { Code: t.bankCode },
  Date: t.date,
  Reference: t.reference,
  CurrencyCode: t.currency,
  LineAmountTypes: 'NoTax',
  LineItems: [{ Description: t.description, UnitAmount: t.amount, AccountCode: t.accountCode }],
});

const paymentPayload = async (tx: Tx, id: number, deleted: boolean) => {
  const [p] = await rowsOf<Record<string, string | null>>(
    tx,
    sql`select p.amount::text as amount, p.currency, p.date::text as date, p.reference, p.vendor_id, v.name, a.code as bank_code
        from supplier_payments p join vendors v on v.id = p.vendor_id left join accounts a on a.id = p.bank_account_id
        where p.id = ${id}`,
  );
  return bankTransaction('SPEND', deleted, {
    contact: { ContactNumber: `vendor-${p!.vendor_id}`, Name: p!.name },
    bankCode: p!.bank_code,
    date: p!.date,
    reference: p!.reference,
    currency: p!.currency,
    description: `Payment ${id} to ${p!.name}`,
    amount: p!.amount,
    accountCode: await accountCode(tx, 'supplier_payables'),
  });
};

// A client's receipt (a paid payment): money received into the bank account its posting debited
// (the trust account before the trip, the operating account after), against receivables.
const receiptPayload = async (tx: Tx, id: number, deleted: boolean) => {
  const [p] = await rowsOf<Record<string, string | null>>(
    tx,
    sql`select p.amount::text as amount, p.currency, p.paid_date::text as date, p.reference, p.client_id, c.name,
          t.reference as trip_reference,
          (select a.code from journal_lines l join journal_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
            where e.payment_id = p.id and e.kind = 'receipt' and l.debit > 0 order by e.id desc limit 1) as bank_code
        from payments p left join clients c on c.id = p.client_id join trips t on t.id = p.trip_id
        where p.id = ${id}`,
  );
  return bankTransaction('RECEIVE', deleted, {
    contact: { ContactNumber: `client-${p!.client_id}`, Name: p!.name },
    bankCode: p!.bank_code,
    date: p!.date,
    reference: p!.reference ?? p!.trip_reference,
    currency: p!.currency,
    description: `Receipt ${id} for trip ${p!.trip_reference}`,
    amount: p!.amount,
    accountCode: await accountCode(tx, 'receivables'),
  });
};

// The number a commission goes by over there (it has none of its own here).
export const commissionNumber = (id: number) => `COM-${id}`;

type CommissionDoc = {
  amount: string;
  currency: string;
  date: string;
  due_date: string | null;
  status: string;
  received_date: string | null;
  vendor_id: number;
  name: string;
  reference: string | null;
};
const commissionOf = async (tx: Tx, id: number) =>
  (
    await rowsOf<CommissionDoc>(
      tx,
      sql`select s.amount::text as amount, s.currency, s.date::text as date, s.due_date::text as due_date, s.status,
            s.received_date::text as received_date, s.vendor_id, v.name, t.reference
          from supplier_commissions s join vendors v on v.id = s.vendor_id left join trips t on t.id = s.trip_id
          where s.id = ${id}`,
    )
  )[0]!;

// A supplier-paid commission: a sales invoice to the vendor, on commission income (its posting
// credits it), due on its due date; written off or deleted, voided (its entries are reversed).
const commissionPayload = async (tx: Tx, id: number, deleted: boolean) => {
  const c = await commissionOf(tx, id);
  return {
    Type: 'ACCREC',
    Contact: { ContactNumber: `vendor-${c.vendor_id}`, Name: c.name },
    InvoiceNumber: commissionNumber(id),
    Reference: c.reference,
    Date: c.date,
    DueDate: c.due_date ?? c.date,
    CurrencyCode: c.currency,
    Status: deleted || c.status === 'written_off' ? 'VOIDED' : 'AUTHORISED',
    LineAmountTypes: 'NoTax',
    LineItems: [
      {
        Description: `Commission from ${c.name}${c.reference ? ` on trip ${c.reference}` : ''}`,
        Quantity: '1',
        UnitAmount: c.amount,
        LineAmount: c.amount,
        AccountCode: await accountCode(tx, 'commission_income'),
      },
    ],
  };
};

// Its receipt: the money received into the operating account (where its posting debits it),
// against commissions receivable, on its received date; deleted, deleted there too.
const commissionReceiptPayload = async (tx: Tx, id: number, deleted: boolean) => {
  const c = await commissionOf(tx, id);
  return bankTransaction('RECEIVE', deleted, {
    contact: { ContactNumber: `vendor-${c.vendor_id}`, Name: c.name },
    bankCode: await accountCode(tx, 'operating_bank'),
    date: c.received_date ?? c.date,
    reference: commissionNumber(id),
    currency: c.currency,
    description: `Commission ${commissionNumber(id)} received from ${c.name}`,
    amount: c.amount,
    accountCode: await accountCode(tx, 'commissions_receivable'),
  });
};

const payloadOf = (tx: Tx, type: SyncRecordType, id: number, deleted: boolean) => {
  switch (type) {
    case 'receipt':
      return receiptPayload(tx, id, deleted);
    case 'supplier_bill':
      return billPayload(tx, id);
    case 'supplier_payment':
      return paymentPayload(tx, id, deleted);
    case 'supplier_commission':
      return commissionPayload(tx, id, deleted);
    case 'commission_receipt':
      return commissionReceiptPayload(tx, id, deleted);
    case 'invoice':
    case 'credit_note':
      return salesPayload(tx, id);
  }
};

// The key the other side deduplicates on: one per record version, whatever the number of sends.
export const idempotencyKey = (type: SyncRecordType, id: number, version: number) =>
  `backoffice-${type}-${id}-v${version}`;

// Queues a posted document's version for the accounting system, in the transaction that posts it
// (so a rolled-back posting queues nothing and a committed one is never lost). The same version
// queued twice is one row. `deleted`: the record is about to be deleted (a supplier payment): its
// last version tells the other side to delete it too.
export const queueSync = async (
  ctx: WriteContext,
  type: SyncRecordType,
  id: number,
  version: number,
  opts: { deleted?: boolean } = {},
) => {
  const payload = await payloadOf(ctx.tx, type, id, opts.deleted ?? false);
  await ctx.tx
    .insert(accountingOutbox)
    .values({
      recordType: type,
      recordId: id,
      recordVersion: version,
      idempotencyKey: idempotencyKey(type, id, version),
      payload,
    })
    .onConflictDoNothing();
};
