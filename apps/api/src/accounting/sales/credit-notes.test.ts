import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyItem, postCreated } from '../../test/admin-app.ts';
import {
  accountingAppForFile,
  allocateTo,
  call,
  journalImbalance,
  ok,
  receiveOn,
  rows,
  tripWith,
  tryAllocateTo,
} from '../accounting-testing.ts';

const t = accountingAppForFile();
let vat: string;

beforeAll(async () => {
  vat = (await postCreated(t, '/api/tax_rates', { code: 'VAT20', name: 'VAT 20%', percent: '20' }))['@id'];
});

// An issued invoice of two lines: a room of 1000 net with 20 % VAT (1200) and a transfer of 500
// without tax; 1700 in all.
const issued = async (date = '2026-01-05') => {
  const { trip } = await tripWith(t, { clientTotal: '1700', startDate: '2030-06-01' });
  const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
  await ok(t, 'PATCH', draft['@id'], {
    lines: [
      { description: 'Room', unitPrice: '1000', taxRate: vat },
      { description: 'Transfer', unitPrice: '500' },
    ],
  });
  await ok(t, 'POST', `${draft['@id']}/issue`, { date, dueDate: '2030-02-01' });
  const invoice = await ok(t, 'GET', draft['@id']);
  const [room, transfer] = invoice.lines as AnyItem[];
  return { trip, invoice, room: room!, transfer: transfer! };
};
const credit = (invoice: AnyItem, body: Record<string, unknown>, token?: string) =>
  call(t, 'POST', `${invoice['@id']}/credit_note`, body, token);

// Σ debit − Σ credit per account of the entries of these documents.
const netByAccount = async (ids: number[]) =>
  rows<{ code: string; net: string }>(
    t,
    sql`select a.code, sum(l.debit - l.credit)::text as net from journal_lines l join accounts a on a.id = l.account_id
        join journal_entries e on e.id = l.entry_id where e.client_invoice_id = any(${`{${ids.join(',')}}`}::int[])
        group by a.code order by a.code`,
  );

const pay = (trip: AnyItem, amount: string) => receiveOn(t, trip, amount);
const allocate = (payment: AnyItem, invoice: AnyItem, amount?: string) =>
  allocateTo(t, payment, invoice, amount);

describe('partial credit notes', () => {
  it('credits part of one line: its net and tax in the line’s proportion, reversed in the journal, synced, drawn', async () => {
    const { invoice, room } = await issued();
    const res = await credit(invoice, {
      date: '2030-01-08',
      reason: 'One night less',
      lines: [{ line: room.id, amount: '300' }],
    });
    expect(res.status, res.text).toBe(201);
    const note = res.body;
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      amount: '300.00',
      netAmount: '250.00',
      taxAmount: '50.00',
      creditOf: invoice['@id'],
      notes: 'One night less',
    });
    const noteLines = (await ok(t, 'GET', note['@id'])).lines as AnyItem[];
    expect(noteLines).toHaveLength(1);
    expect(noteLines[0]).toMatchObject({
      description: 'Room',
      quantity: '1.00',
      unitPrice: '250.00',
      net: '250.00',
      tax: '50.00',
      total: '300.00',
      taxPercent: '20.000',
      creditsLine: room.id,
    });

    const after = await ok(t, 'GET', invoice['@id']);
    expect(after).toMatchObject({ status: 'issued', creditedAmount: '300.00', paidAmount: '0.00' });
    expect(after.lines.map((l: AnyItem) => l.credited)).toEqual(['300.00', '0.00']);

    // The note's entry reverses only what it credits; the trip has not started: deposits.
    const entries = await ok(t, 'GET', `/api/ledger_entries?clientInvoice.id=${note.id}`);
    expect(entries['hydra:member'][0].lines.map((l: AnyItem) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1100', '0.00', '300.00'],
      ['2200', '250.00', '0.00'],
      ['2300', '50.00', '0.00'],
    ]);
    expect(await netByAccount([invoice.id, note.id])).toEqual([
      { code: '1100', net: '1400.00' },
      { code: '2200', net: '-1250.00' },
      { code: '2300', net: '-150.00' },
    ]);

    // Queued for the accounting system with its own line; its PDF shows its own lines.
    const [queued] = await rows<{ payload: AnyItem }>(
      t,
      sql`select payload from accounting_outbox where record_type = 'credit_note' and record_id = ${note.id}`,
    );
    expect(queued!.payload.Type).toBe('ACCRECCREDIT');
    expect(queued!.payload.LineItems).toEqual([
      expect.objectContaining({
        Description: 'Room',
        Quantity: '1.00',
        UnitAmount: '250.00',
        LineAmount: '250.00',
        TaxAmount: '50.00',
      }),
    ]);
    const link = await ok(t, 'GET', `/files/${note.pdfPath}`);
    const pdf = new TextDecoder().decode(await (await t.request('GET', link.url)).arrayBuffer());
    expect(pdf).toContain(`Credit note ${note.number}`);
    expect(pdf).toContain('Total: 300.00 EUR');
    expect(pdf).not.toContain('Transfer');
  });

  it('credits two lines, keeps what is left per line, refuses more (422) and voids the invoice on the last credit', async () => {
    const { invoice, room, transfer } = await issued();
    // 100.01 of the room: tax round(100.01 × 200 / 1200) = 16.67, the net the rest; the transfer in full.
    const first = await credit(invoice, {
      lines: [{ line: room.id, amount: '100.01' }, { line: String(transfer.id) }],
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ amount: '600.01', netAmount: '583.34', taxAmount: '16.67' });
    const firstLines = (await ok(t, 'GET', first.body['@id'])).lines as AnyItem[];
    expect(firstLines.map((l) => [l.creditsLine, l.net, l.tax, l.quantity, l.unitPrice])).toEqual([
      [room.id, '83.34', '16.67', '1.00', '83.34'],
      // The whole line at once keeps its quantity and price.
      [transfer.id, '500.00', '0.00', '1.00', '500.00'],
    ]);

    const over = await credit(invoice, { lines: [{ line: room.id, amount: '1100' }] });
    expect(over.status).toBe(422);
    expect(over.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'lines[0].amount',
        message: expect.stringMatching(/\(1099\.99\)/),
      }),
    ]);
    const nothing = await credit(invoice, { lines: [{ line: transfer.id }] });
    expect(nothing.status).toBe(422);
    expect(nothing.body.violations[0]).toMatchObject({
      propertyPath: 'lines[0].amount',
      message: /Nothing is left/,
    });
    expect((await ok(t, 'GET', invoice['@id'])).creditedAmount).toBe('600.01');

    // In full, without lines: the rest of every line; the line's credits add up to its net and tax.
    const rest = await credit(invoice, {});
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({ amount: '1099.99', netAmount: '916.66', taxAmount: '183.33' });
    const voided = await ok(t, 'GET', invoice['@id']);
    expect(voided).toMatchObject({ status: 'void', creditedAmount: '1700.00' });
    expect(voided.lines.map((l: AnyItem) => l.credited)).toEqual(['1200.00', '500.00']);
    expect((await credit(invoice, {})).status).toBe(409);
    expect(await netByAccount([invoice.id, first.body.id, rest.body.id])).toEqual(
      ['1100', '2200', '2300'].map((code) => ({ code, net: '0.00' })),
    );
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('refuses bad lines with a 422 on the field and credits nothing', async () => {
    const { invoice, room, transfer } = await issued();
    const other = await issued();
    const bad: [unknown, string, RegExp][] = [
      ['room', 'lines', /list/],
      [[], 'lines', /empty/],
      [['x'], 'lines[0]', /object/],
      [[{ line: other.room.id }], 'lines[0].line', /not one of this invoice/],
      [[{ line: 'abc' }], 'lines[0].line', /id of a line/],
      [[{ line: room.id, amount: '0' }], 'lines[0].amount', /greater than 0/],
      [[{ line: room.id, amount: '-5' }], 'lines[0].amount', /negative/],
      [[{ line: room.id, amount: '10.001' }], 'lines[0].amount', /more decimals than EUR/],
      [[{ line: room.id, amount: 'ten' }], 'lines[0].amount', /decimal amount/],
      [
        [
          { line: room.id, amount: '1' },
          { line: room.id, amount: '1' },
        ],
        'lines[1].line',
        /twice/,
      ],
      [[{ line: room.id }, { line: transfer.id }, { line: room.id }], 'lines', /2 line/],
    ];
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n;
    for (const [lines, path, message] of bad) {
      const res = await credit(invoice, { lines });
      expect(res.status, `${JSON.stringify(lines)}: ${res.text}`).toBe(422);
      expect(res.body.violations[0].propertyPath, JSON.stringify(lines)).toBe(path);
      expect(res.body.violations[0].message, JSON.stringify(lines)).toMatch(message);
    }
    const nul = await credit(invoice, { reason: 'a\u0000b', lines: [{ line: room.id, amount: '1' }] });
    expect(nul.status).toBe(422);
    expect(nul.body.violations[0].propertyPath).toBe('reason');
    expect((await credit(invoice, { reason: 5 })).status).toBe(422);
    expect((await call(t, 'POST', `${invoice['@id']}/credit_note`, 'x')).status).toBe(400);
    expect((await call(t, 'POST', '/api/client_invoices/999999999/credit_note', {})).status).toBe(404);
    const after = (await rows<{ n: number }>(t, sql`select count(*)::int as n from journal_lines`))[0]!.n;
    expect(after).toBe(before);
    expect((await ok(t, 'GET', invoice['@id'])).creditedAmount).toBe('0.00');
  });

  it('credits in full an invoice brought over without lines (net and tax as it has them), never in part', async () => {
    const { trip } = await tripWith(t, { clientTotal: '100', startDate: '2030-06-01' });
    // As seed/demo-invoices.ts brings the former books' invoices over: a number, totals, no lines.
    const [row] = await rows<{ id: number }>(
      t,
      sql`insert into client_invoices (client_id, number, date, due_date, amount, net_amount, tax_amount,
            paid_amount, currency, status, issued_at)
          select client_id, 'INV-2025-00042', '2025-11-20', '2025-12-20', 1200, 1000, 200, 0, 'EUR', 'issued', now()
          from trips where id = ${trip.id} returning id`,
    );
    const invoice = await ok(t, 'GET', `/api/client_invoices/${row!.id}`);
    const part = await credit(invoice, { date: '2026-01-02', lines: [{ line: 1, amount: '10' }] });
    expect(part.status).toBe(422);
    expect(part.body.violations[0]).toMatchObject({
      propertyPath: 'lines',
      message: expect.stringMatching(/in full/),
    });
    const res = await credit(invoice, { date: '2026-01-02', reason: 'Cancelled' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amount: '1200.00', netAmount: '1000.00', taxAmount: '200.00' });
    expect((res.body.lines as AnyItem[]).map((l) => [l.description, l.total])).toEqual([
      ['Invoice INV-2025-00042', '1200.00'],
    ]);
    expect(await ok(t, 'GET', invoice['@id'])).toMatchObject({ status: 'void', creditedAmount: '1200.00' });
    expect((await credit(invoice, { date: '2026-01-03' })).status).toBe(409);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('lets only one of two concurrent partial credits take a line beyond its total', async () => {
    const { invoice, room } = await issued();
    const answers = await Promise.all(
      [1, 2].map(() => credit(invoice, { lines: [{ line: room.id, amount: '700' }] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect((await ok(t, 'GET', invoice['@id'])).creditedAmount).toBe('700.00');
    const [notes] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from client_invoices where credit_of_id = ${invoice.id}`,
    );
    expect(notes!.n).toBe(1);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('counts credits with receipts: paid status, allocations, released excess and aged receivables', async () => {
    // Part paid, then credited for the rest: paid.
    const a = await issued();
    const receipt = await pay(a.trip, '1000');
    await allocate(receipt, a.invoice);
    expect((await ok(t, 'GET', a.invoice['@id'])).status).toBe('partly_paid');
    await ok(
      t,
      'POST',
      `${a.invoice['@id']}/credit_note`,
      { lines: [{ line: a.transfer.id }, { line: a.room.id, amount: '200' }] },
      201,
    );
    expect(await ok(t, 'GET', a.invoice['@id'])).toMatchObject({
      status: 'paid',
      paidAmount: '1000.00',
      creditedAmount: '700.00',
    });

    // Credited first: a receipt allocates no more than amount − paid − credited.
    const b = await issued();
    await ok(t, 'POST', `${b.invoice['@id']}/credit_note`, { lines: [{ line: b.transfer.id }] }, 201);
    const big = await pay(b.trip, '1500');
    const tooMuch = await tryAllocateTo(t, big, b.invoice, '1201');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.violations[0].message).toMatch(/\(1200\.00\)/);
    await allocate(big, b.invoice, '200');
    // Aged receivables: what it owes is 1700 − 200 − 500.
    const aged = await ok(t, 'GET', '/api/accounting/aged_receivables?date=2030-01-20');
    const row = aged.rows.find((r: AnyItem) => r.client === b.invoice.client);
    expect(row).toMatchObject({ currency: 'EUR', total: '1000.00', invoices: 1 });
    const fill = await allocate(big, b.invoice);
    expect(fill.amount).toBe('1200.00');
    expect(await ok(t, 'GET', b.invoice['@id'])).toMatchObject({ status: 'paid', paidAmount: '1200.00' });
    const agedAfter = await ok(t, 'GET', '/api/accounting/aged_receivables?date=2030-01-20');
    expect(agedAfter.rows.find((r: AnyItem) => r.client === b.invoice.client)).toBeUndefined();

    // Paid in full, then credited in part: the receipt's excess goes back to the client's credit.
    const c = await issued();
    const full = await pay(c.trip, '1700');
    await allocate(full, c.invoice);
    await ok(
      t,
      'POST',
      `${c.invoice['@id']}/credit_note`,
      { lines: [{ line: c.room.id, amount: '300' }] },
      201,
    );
    expect(await ok(t, 'GET', c.invoice['@id'])).toMatchObject({
      status: 'paid',
      paidAmount: '1400.00',
      creditedAmount: '300.00',
    });
    const [left] = await rows<{ n: string }>(
      t,
      sql`select coalesce(sum(amount), 0)::text as n from payment_allocations where payment_id = ${full.id}`,
    );
    expect(left!.n).toBe('1400.00');
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('credits a yen invoice in whole yen: the tax rounded to the yen, the net the rest', async () => {
    const { trip } = await tripWith(t, { clientTotal: '10000', currency: 'JPY' });
    const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
    await ok(t, 'PATCH', draft['@id'], {
      lines: [{ description: 'Ryokan', unitPrice: '10000', taxRate: vat }],
    });
    await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2026-01-05' });
    const invoice = await ok(t, 'GET', draft['@id']);
    const line = invoice.lines[0].id;
    const decimals = await credit(invoice, { lines: [{ line, amount: '1000.5' }] });
    expect(decimals.status).toBe(422);
    expect(decimals.body.violations[0]).toMatchObject({ propertyPath: 'lines[0].amount', message: /JPY/ });
    // 1001 × 2000 / 12000 = 166.83: 167 yen of tax, 834 net.
    const note = await ok(
      t,
      'POST',
      `${invoice['@id']}/credit_note`,
      { lines: [{ line, amount: '1001' }] },
      201,
    );
    expect(note).toMatchObject({
      amount: '1001.00',
      netAmount: '834.00',
      taxAmount: '167.00',
      currency: 'JPY',
    });
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('refuses a 50 MB body (413) and lets only the accounting roles credit', async () => {
    const { invoice, room } = await issued();
    const huge = { reason: 'x'.repeat(50 * 1024 * 1024) };
    expect((await credit(invoice, huge)).status).toBe(413);
    const director = await t.login('travel@demo.travel');
    const refused = await credit(invoice, { lines: [{ line: room.id, amount: '1' }] }, director);
    expect(refused.status).toBe(403);
    expect((await ok(t, 'GET', invoice['@id'])).creditedAmount).toBe('0.00');
    const accountant = await t.login('accountant@demo.travel');
    expect((await credit(invoice, { lines: [{ line: room.id, amount: '1' }] }, accountant)).status).toBe(201);
  });
});
