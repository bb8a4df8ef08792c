import {
  createMockDb,
  hydraResourceHandlers,
  type RecordCollection,
  type StoredFields,
} from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../testing/msw-server.ts';
import { renderAt } from '../testing/render.tsx';
import { ResourceRoute } from './resource-route.tsx';

type CurrencyRecord = StoredFields & {
  iso: string;
  name: string;
  symbol: string | null;
  rate: string;
  createdBy: null;
  updatedBy: null;
};

let mock: Awaited<ReturnType<typeof startMockApi>>;
let currencies: RecordCollection<CurrencyRecord>;
let writes: { method: string; url: string; body: Record<string, unknown>; ifMatch: string | null }[];

beforeAll(async () => {
  mock = await startMockApi();
  mock.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET' || !request.url.includes('/api/currencies')) return;
    const text = await request.clone().text();
    writes.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : {},
      ifMatch: request.headers.get('if-match'),
    });
  });
});
afterEach(() => mock.server.resetHandlers());
afterAll(() => mock.server.close());

const seed = [
  ['USD', 'US Dollar', '$', '1'],
  ['THB', 'Thai Baht', '฿', '32.45'],
  ['EUR', 'Euro', '€', '0.853'],
] as const;

// A currencies mock from the contract: PUT only for edits (calls.md 7.1), ISO and rate checked.
beforeEach(async () => {
  writes = [];
  const db = createMockDb();
  currencies = db.collection('/api/currencies') as unknown as RecordCollection<CurrencyRecord>;
  await currencies.createMany(seed.length, (i) => ({
    '@id': `/api/currencies/${i + 1}`,
    '@type': 'Currency',
    id: i + 1,
    iso: seed[i]![0],
    name: seed[i]![1],
    symbol: seed[i]![2],
    rate: seed[i]![3],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    updatedBy: null,
    _version: 1,
  }));
  // Fields, required properties, the name filter, order and the PUT-only update come from the contract.
  mock.server.use(...hydraResourceHandlers(db, { path: '/api/currencies', defaultOrder: { iso: 'asc' } }));
});

const rowOf = (table: HTMLElement, iso: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === iso)!;

describe('currencies screen', () => {
  it('lists ISO, rate and the converted example of 1,000 USD, compacted with the symbol', async () => {
    renderAt('/admin/currencies', <ResourceRoute />);
    const table = await screen.findByRole('table', { name: 'Currencies' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: '1,000 USD =' })).toBeTruthy();
    const isoColumn = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(isoColumn).toEqual(['EUR', 'THB', 'USD']);
    expect(rowOf(table, 'THB').textContent).toContain('32,450 THB(฿32.5k)');
    expect(rowOf(table, 'EUR').textContent).toContain('853 EUR(€853)');
  });

  it('shows the date of each rate', async () => {
    await currencies.update((q) => q.where({ id: 2 }), {
      data(record) {
        record.updatedAt = '2026-09-29T00:00:00.000Z';
      },
    });
    renderAt('/admin/currencies', <ResourceRoute />);
    const table = await screen.findByRole('table', { name: 'Currencies' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: 'Rate date' })).toBeTruthy();
    expect(rowOf(table, 'THB').textContent).toContain('09/29/2026');
    expect(rowOf(table, 'EUR').textContent).toContain('01/01/2026');
  });

  it('edits the rate with PUT and the version read, then shows the new conversion', async () => {
    const user = userEvent.setup();
    renderAt('/admin/currencies', <ResourceRoute />);
    const table = await screen.findByRole('table', { name: 'Currencies' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await user.click(within(rowOf(table, 'THB')).getByRole('button', { name: /actions/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit currency' });
    const rate = await within(dialog).findByRole('spinbutton', { name: 'Rate' });
    expect(rate).toHaveProperty('value', '32.45');
    await user.clear(rate);
    await user.type(rate, '35.125');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(writes).toEqual([
      {
        method: 'PUT',
        url: '/api/currencies/2',
        body: { iso: 'THB', name: 'Thai Baht', symbol: '฿', rate: '35.125' },
        ifMatch: '"1"',
      },
    ]);
    expect(currencies.findFirst((q) => q.where({ id: 2 }))?.rate).toBe('35.125');
    await waitFor(() => expect(rowOf(table, 'THB').textContent).toContain('35,125 THB'));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
  });

  it('checks the ISO code (3 letters) and a rate above 0 before sending, and upper-cases the code', async () => {
    const user = userEvent.setup();
    renderAt('/admin/currencies', <ResourceRoute />);
    await user.click(await screen.findByRole('button', { name: 'New currency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New currency' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please input value')).toHaveLength(3);

    await user.type(within(dialog).getByLabelText('ISO code'), 'CH1');
    await user.type(within(dialog).getByLabelText('Name'), 'Swiss Franc');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Rate' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The ISO code is 3 letters')).toBeTruthy();
    expect(within(dialog).getByText('The rate must be greater than 0')).toBeTruthy();
    expect(writes).toEqual([]);

    await user.clear(within(dialog).getByLabelText('ISO code'));
    await user.type(within(dialog).getByLabelText('ISO code'), 'chf');
    const rate = within(dialog).getByRole('spinbutton', { name: 'Rate' });
    await user.clear(rate);
    await user.type(rate, '0.795');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'POST',
        url: '/api/currencies',
        body: { iso: 'CHF', name: 'Swiss Franc', symbol: null, rate: '0.795' },
        ifMatch: null,
      },
    ]);
  });
});
