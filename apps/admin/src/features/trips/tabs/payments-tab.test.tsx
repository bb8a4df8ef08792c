import { formatMoney } from '@backoffice/ui/currency';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Payne'));
  await api.post('/api/trip_accommodations', { trip: trip['@id'], clientTotalPrice: '12500' });
});

const shownTotal = (label: string) =>
  within(screen.getByLabelText('Trip money')).getByText(label).nextElementSibling!.textContent;

describe('money formats', () => {
  it('shows amounts with their currency and thousands separators', () => {
    expect(formatMoney('12500.5', 'GBP')).toBe('GBP 12,500.50');
    expect(formatMoney('-1250', 'EUR')).toBe('EUR -1,250');
  });
});

describe('trip Payments tab', () => {
  it('records a payment in a modal and shows the new paid and balance', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'payments');
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect(shownTotal('Client total')).toBe('GBP 12,500');
    expect(shownTotal('Paid')).toBe('GBP 0');
    expect(shownTotal('Balance')).toBe('GBP 12,500');

    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const form = await screen.findByRole('form', { name: 'Payment' });
    expect((within(form).getByLabelText('Currency') as HTMLInputElement).value).toBe('GBP');
    await user.type(within(form).getByLabelText('Amount'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add payment' }));
    expect(await within(form).findByText('The amount must be greater than 0')).toBeTruthy();
    expect(api.calls('POST', '/api/payments')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '4,000.50');
    await user.type(within(form).getByLabelText('Due date'), '2027-01-15');
    await user.type(within(form).getByLabelText('Paid date'), '2027-01-10');
    await user.type(within(form).getByLabelText('Method'), 'Bank transfer');
    await user.click(within(form).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.type(within(form).getByLabelText('Reference'), 'WIRE-118');
    await user.click(within(form).getByRole('button', { name: 'Add payment' }));

    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = (await within(table).findByText('GBP 4,000.50')).closest('tr')!;
    expect(within(row).getByText('15 Jan 2027')).toBeTruthy();
    expect(within(row).getByText('10 Jan 2027')).toBeTruthy();
    expect(within(row).getByText('Bank transfer')).toBeTruthy();
    expect(within(row).getByText('Paid').className).toContain('green');
    expect(api.calls('POST', '/api/payments')[0]!.body).toEqual({
      trip: `/api/trips/${trip.id}`,
      amount: '4000.50',
      currency: 'GBP',
      dueDate: '2027-01-15',
      paidDate: '2027-01-10',
      method: 'Bank transfer',
      status: 'paid',
      reference: 'WIRE-118',
      notes: null,
    });
    // The trip is read again: paid rounds to whole units (product.md §9).
    await waitFor(() => expect(shownTotal('Paid')).toBe('GBP 4,001'));
    expect(shownTotal('Balance')).toBe('GBP 8,499');

    // Back to pending: nothing paid any more.
    await user.click(within(row).getByRole('button', { name: 'Edit payment of GBP 4,000.50' }));
    const edit = await screen.findByRole('form', { name: 'Payment' });
    await user.click(within(edit).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownTotal('Paid')).toBe('GBP 0'));
    expect(api.calls('PATCH', /^\/api\/payments\/\d+$/)[0]!.body).toMatchObject({ status: 'pending' });

    await user.click(within(table).getByRole('button', { name: 'Delete payment of GBP 4,000.50' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('shows the payments without buttons to a role that reads trips only (the accountant)', async () => {
    await api.post('/api/payments', { trip: trip['@id'], amount: '750', status: 'pending' });
    await api.signIn('accountant@demo.travel');
    try {
      openTab(trip.id, 'payments');
      const table = await screen.findByRole('table', { name: 'Payments' });
      expect(await within(table).findByText('GBP 750')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add payment' })).toBeNull();
      expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    } finally {
      await api.signIn();
    }
  });
});
