import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { TripSalesPanel } from './trip-sales-panel.tsx';

const api = realApiForFile();
type Made = { '@id': string; id: number; number?: string };
let trip: Made;
let invoice: Made;

// A trip sold at 5,000 EUR with an issued deposit invoice of 40%.
beforeAll(async () => {
  const client = (await addClient(api, 'Paloma Tripsale', { status: 'active' })) as Made;
  trip = (await api.post('/api/trips', {
    client: client['@id'],
    startDate: '2030-09-01',
    endDate: '2030-09-08',
    currency: 'EUR',
  })) as Made;
  await api.post('/api/trip_accommodations', { trip: trip['@id'], clientTotalPrice: '5000' });
  const draft = (await api.post('/api/client_invoices', {
    trip: trip['@id'],
    basis: 'deposit',
    percent: '40',
  })) as Made;
  invoice = (await api.post(`/api/client_invoices/${draft.id}/issue`, { date: '2027-02-01' })) as Made;
}, 120_000);

describe("a trip's invoices and profit", () => {
  it('shows the accounting roles the invoices as links to their pages and the trip profit', async () => {
    const { unmount } = renderAt(
      '/admin/trips/1?tab=payments',
      <TripSalesPanel tripId={trip.id} tripIri={trip['@id']} />,
    );
    const table = await screen.findByRole('table', { name: 'Trip invoices' }, { timeout: 10_000 });
    const link = within(table).getByRole('link', { name: invoice.number! });
    expect(link.getAttribute('href')).toBe(`/admin/sales/${invoice.id}`);
    const profit = await screen.findByLabelText('Trip profit');
    expect(within(profit).getByText('Invoiced').nextElementSibling!.textContent).toBe('EUR 2,000.00');
    expect(within(profit).getByText('Revenue').nextElementSibling!.textContent).toBe('EUR 5,000.00');
    unmount();
  });

  it('shows the travel team the invoices with their PDF, and asks no report', async () => {
    await api.signIn('travel@demo.travel');
    renderAt('/admin/trips/1?tab=payments', <TripSalesPanel tripId={trip.id} tripIri={trip['@id']} />);
    const table = await screen.findByRole('table', { name: 'Trip invoices' }, { timeout: 10_000 });
    expect(within(table).getByRole('button', { name: `Open the PDF of ${invoice.number}` })).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.queryByLabelText('Trip profit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New invoice' })).toBeNull();
    expect(api.calls('GET', `/api/accounting/trip_profit/${trip.id}`)).toHaveLength(1);
  });
});
