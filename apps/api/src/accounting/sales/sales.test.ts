import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postCreated } from '../../test/admin-app.ts';
import { accountingAppForFile, call, journalImbalance, ok, rows, tripWith } from '../accounting-testing.ts';

const t = accountingAppForFile();
let vat: string;

beforeAll(async () => {
  vat = (await postCreated(t, '/api/tax_rates', { code: 'VAT20', name: 'VAT 20%', percent: '20' }))['@id'];
});

describe('sales invoices', () => {
  it('makes a deposit draft from a trip, edits it, issues it with a number, the rate and a balanced entry', async () => {
    const { trip, item } = await tripWith(t, { clientTotal: '10000', startDate: '2030-06-01' });
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: trip['@id'], basis: 'deposit', percent: 30 },
      201,
    );
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      kind: 'invoice',
      amount: '3000.00',
      netAmount: '3000.00',
      currency: 'EUR',
      trip: trip['@id'],
      client: expect.stringMatching(/^\/api\/clients\/\d+$/),
      basis: 'deposit',
    });
    expect(draft.lines).toHaveLength(1);
    expect(draft.lines[0].description).toContain('Deposit 30%');

    const edited = await ok(t, 'PATCH', draft['@id'], {
      dueDate: '2027-02-01',
      lines: [
        { description: 'Deposit', unitPrice: '2500', taxRate: vat },
        { description: 'Transfer', quantity: '2', unitPrice: '100.25', tripItem: item['@id'] },
      ],
    });
    // 2500 + 20% = 3000; 2 × 100.25 = 200.50.
    expect(edited).toMatchObject({
      netAmount: '2700.50',
      taxAmount: '500.00',
      amount: '3200.50',
      dueDate: '2027-02-01',
    });
    expect(edited.lines[0]).toMatchObject({
      taxPercent: '20.000',
      net: '2500.00',
      tax: '500.00',
      total: '3000.00',
      taxRate: vat,
    });

    const issued = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2027-01-10' });
    expect(issued).toMatchObject({
      status: 'issued',
      date: '2027-01-10',
      dueDate: '2027-02-01',
      rate: '0.90000000',
    });
    expect(issued.number).toMatch(/^INV-2027-\d{5}$/);
    // Its PDF, drawn once at issue, opens through a signed link.
    expect(issued.pdfPath).toMatch(/\.pdf$/);
    const link = await ok(t, 'GET', `/files/${issued.pdfPath}`);
    const file = await t.request('GET', link.url);
    const pdf = new TextDecoder().decode(await file.arrayBuffer());
    expect(pdf).toContain(`Invoice ${issued.number}`);
    expect(pdf).toContain('Total: 3200.50 EUR');
    // Sent by e-mail with that PDF: queued, logged for the client.
    const noAddress = await call(t, 'POST', `${draft['@id']}/send`, {});
    expect(noAddress.status).toBe(422);
    const mail = await ok(t, 'POST', `${draft['@id']}/send`, { to: 'ada@example.com' }, 202);
    expect(mail).toMatchObject({
      recipient: 'ada@example.com',
      subject: `Invoice ${issued.number}`,
      status: 'queued',
    });
    const [attached] = await rows<{ a: string }>(
      t,
      sql`select attachments::text as a from mail_messages where email_log_id = ${mail.id}`,
    );
    expect(attached!.a).toContain(issued.pdfPath);

    const entries = await ok(t, 'GET', `/api/ledger_entries?clientInvoice.id=${draft.id}`);
    expect(entries['hydra:totalItems']).toBe(1);
    const lines = entries['hydra:member'][0].lines as {
      accountCode: string;
      debit: string;
      credit: string;
    }[];
    // Receivables debited; the trip has not started: the net is a client deposit (a liability).
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1100', '3200.50', '0.00'],
      ['2200', '0.00', '2700.50'],
      ['2300', '0.00', '500.00'],
    ]);
    expect(await journalImbalance(t)).toEqual([]);
  });

  it('refuses edits of an issued invoice (409) and corrects it with a credit note that reverses it', async () => {
    const { trip } = await tripWith(t, { clientTotal: '5000' });
    const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
    expect(draft.amount).toBe('5000.00');
    await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2027-03-01' });
    for (const [method, body] of [
      ['PATCH', { dueDate: '2027-05-01' }],
      ['PATCH', { lines: [] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, draft['@id'], body);
      expect(res.status).toBe(409);
      expect(res.body['hydra:description']).toMatch(/credit note/);
    }
    expect((await call(t, 'POST', `${draft['@id']}/issue`, {})).status).toBe(409);
    // Nothing left to invoice on the trip while the invoice stands.
    expect(
      (await call(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' })).status,
    ).toBe(409);

    const note = await ok(
      t,
      'POST',
      `${draft['@id']}/credit_note`,
      { date: '2027-03-05', reason: 'Wrong amount' },
      201,
    );
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      amount: '5000.00',
      creditOf: draft['@id'],
    });
    expect(note.number).toMatch(/^CN-2027-\d{5}$/);
    expect(note.lines).toHaveLength(1);
    expect((await ok(t, 'GET', draft['@id'])).status).toBe('void');
    expect((await call(t, 'POST', `${draft['@id']}/credit_note`, {})).status).toBe(409);
    expect((await call(t, 'POST', `${draft['@id']}/send`, { to: 'a@b.example' })).status).toBe(409);
    expect((await call(t, 'POST', `${note['@id']}/send`, { to: 'a@b.example' })).status).toBe(202);

    // The invoice's and the credit note's lines cancel out, account by account.
    const net = await rows<{ code: string; net: string }>(
      t,
      sql`select a.code, sum(l.debit - l.credit)::text as net from journal_lines l join accounts a on a.id = l.account_id
          join journal_entries e on e.id = l.entry_id where e.client_invoice_id in (${draft.id}, ${note.id}) group by a.code order by a.code`,
    );
    expect(net.every((r) => Number(r.net) === 0)).toBe(true);
    expect(net.length).toBe(2);

    // The trip can be invoiced again.
    const again = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
    expect(again.amount).toBe('5000.00');
    await ok(t, 'DELETE', again['@id'], undefined, 204);
  });

  it('invoices chosen items at their client totals in the trip currency', async () => {
    const { trip, item } = await tripWith(t, { clientTotal: '1234' });
    const spa = await postCreated(t, '/api/trip_spas', {
      trip: trip['@id'],
      currency: 'USD',
      clientTotalPrice: '100',
    });
    const draft = await ok(
      t,
      'POST',
      '/api/client_invoices',
      { trip: trip['@id'], basis: 'items', items: [item['@id'], spa['@id']] },
      201,
    );
    // 100 USD at 0.9 EUR per USD = 90 EUR.
    expect(
      draft.lines.map((l: { unitPrice: string; tripItem: string }) => [l.unitPrice, l.tripItem]),
    ).toEqual([
      ['1234.00', `/api/trip_items/${item.id}`],
      ['90.00', `/api/trip_items/${spa.id}`],
    ]);
    const other = await tripWith(t, { clientTotal: '10' });
    const res = await call(t, 'POST', '/api/client_invoices', {
      trip: trip['@id'],
      basis: 'items',
      items: [other.item['@id']],
    });
    expect(res.status).toBe(422);
    expect(res.body.violations[0].propertyPath).toBe('items[0]');
  });

  it('numbers 20 concurrent issues of a year without gaps', async () => {
    const { trip } = await tripWith(t, { clientTotal: '100000' });
    const drafts = [];
    for (let i = 0; i < 20; i++)
      drafts.push(
        await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'deposit', percent: 1 }, 201),
      );
    const answers = await Promise.all(
      drafts.map((d) => call(t, 'POST', `${d['@id']}/issue`, { date: '2031-04-01' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.body.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(5, '0')}`),
    );
    // Each issue posted one entry.
    const [count] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from journal_entries where client_invoice_id = any(${`{${drafts.map((d) => d.id).join(',')}}`}::int[])`,
    );
    expect(count!.n).toBe(20);
  });

  it('keeps the journal append-only, even for SQL through the application role', async () => {
    const refused = async (q: ReturnType<typeof sql>) => {
      const err = await t.db.execute(q).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(err, 'refused').toBeDefined();
      return String(err!.cause?.message ?? err!.message);
    };
    const [line] = await rows<{ id: number; entry_id: number }>(
      t,
      sql`select id, entry_id from journal_lines limit 1`,
    );
    expect(line).toBeDefined();
    expect(await refused(sql`update journal_lines set debit = debit + 1 where id = ${line!.id}`)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`delete from journal_lines where id = ${line!.id}`)).toMatch(/append-only/);
    expect(await refused(sql`update journal_entries set memo = 'x' where id = ${line!.entry_id}`)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`delete from journal_entries where id = ${line!.entry_id}`)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`truncate journal_lines cascade`)).toMatch(/append-only/);
    const [still] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from journal_lines where id = ${line!.id}`,
    );
    expect(still!.n).toBe(1);
    // An entry whose lines do not balance is refused when its transaction commits.
    const err = await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into journal_entries (date, kind, memo) values ('2027-01-01', 'reversal', 'bad')`,
        );
        await tx.execute(sql`insert into journal_lines (entry_id, account_id, date, currency, debit)
          select (select max(id) from journal_entries), id, '2027-01-01', 'EUR', 10 from accounts where system_key = 'receivables'`);
      })
      .then(
        () => undefined,
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(err).toMatch(/does not balance/);
    expect(await rows(t, sql`select id from journal_entries where memo = 'bad'`)).toEqual([]);
  });
});
