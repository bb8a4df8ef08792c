import { describe, expect, it } from 'vitest';
import { call, ok, setRates, tripWith } from '../accounting/accounting-testing.ts';
import { adminAppForFile } from '../test/admin-app.ts';

const t = adminAppForFile();

// The sales list names each invoice's client and trip, and a credit note its invoice, in the
// answer itself (client-invoice-names.ts).
describe('client invoice names', () => {
  it("answers the client's name, the trip's reference and a credit note's invoice number", async () => {
    await setRates(t);
    const { trip, client } = await tripWith(t, { clientTotal: '8000' });
    const clientName = (await ok(t, 'GET', client)).name;
    const draft = await ok(t, 'POST', '/api/client_invoices', { trip: trip['@id'], basis: 'balance' }, 201);
    expect(draft).toMatchObject({ clientName, tripReference: trip.reference, creditOfNumber: null });
    const issued = await ok(t, 'POST', `${draft['@id']}/issue`, { date: '2027-03-01' });
    const credit = await ok(t, 'POST', `${draft['@id']}/credit_note`, { date: '2027-03-02' }, 201);
    expect(credit).toMatchObject({ kind: 'credit_note', creditOfNumber: issued.number, clientName });

    const list = await ok(t, 'GET', `/api/client_invoices?trip.id=${trip.id}&order[id]=asc`);
    expect(
      list['hydra:member'].map((i: Record<string, unknown>) => [
        i.clientName,
        i.tripReference,
        i.creditOfNumber,
      ]),
    ).toEqual([
      [clientName, trip.reference, null],
      [clientName, trip.reference, issued.number],
    ]);
    // Read by the travel team (the clients area) with the same names.
    const travel = await t.login('travel@demo.travel');
    const read = await call(t, 'GET', `/api/client_invoices/${issued.id}`, undefined, travel);
    expect(read.status).toBe(200);
    expect(read.body.tripReference).toBe(trip.reference);
  });
});
