import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../testing/real-api-file.ts';
import { renderAt } from '../testing/render.tsx';
import { ResourceRoute } from './resource-route.tsx';

const backend = realApiForFile({ reset: true });
let writes: { method: string; url: string; body: Record<string, unknown>; ifMatch: string | null }[];

beforeAll(async () => {
  backend.server.events.on('request:start', async ({ request }) => {
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

const seed = [
  ['USD', 'US Dollar', '$', '1'],
  ['THB', 'Thai Baht', '฿', '32.45'],
  ['EUR', 'Euro', '€', '0.853'],
] as const;

// The real API's currencies, seeded through it (USD gets id 1, THB 2, EUR 3).
beforeEach(async () => {
  for (const [iso, name, symbol, rate] of seed)
    await backend.post('/api/currencies', { iso, name, symbol, rate });
  await backend.query(`update currencies set updated_at = '2026-01-01T00:00:00Z'`);
  writes = [];
});
// The stored rate as a number would print it (the API keeps numeric(…, 8): 35.12500000).
const currency = async (id: number) => {
  const { rate } = await backend.get<{ rate: string }>(`/api/currencies/${id}`);
  return { rate: String(Number(rate)) };
};

const rowOf = (table: HTMLElement, iso: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === iso)!;

describe('currencies screen', () => {
  it('lists ISO, rate and the converted example of USD 1,000, compacted with the symbol', async () => {
    renderAt('/admin/currencies', <ResourceRoute />);
    const table = await screen.findByRole('table', { name: 'Currencies' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: 'USD 1,000 =' })).toBeTruthy();
    const isoColumn = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(isoColumn).toEqual(['EUR', 'THB', 'USD']);
    expect(rowOf(table, 'THB').textContent).toContain('THB 32,450(฿32.5k)');
    expect(rowOf(table, 'EUR').textContent).toContain('EUR 853(€853)');
  });

  it('shows the date of each rate', async () => {
    await backend.query(`update currencies set updated_at = '2026-09-29T00:00:00Z' where id = 2`);
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
    expect((await currency(2))?.rate).toBe('35.125');
    await waitFor(() => expect(rowOf(table, 'THB').textContent).toContain('THB 35,125'));
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
