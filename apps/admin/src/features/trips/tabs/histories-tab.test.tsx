import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { changeText, historyValue, shownChanges } from './histories-tab.tsx';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Historia'));
  // The trip's creation, then 24 title changes: two pages of 20.
  for (let i = 0; i < 24; i++) await api.patch(`/api/trips/${trip.id}`, { title: `Kyoto ${i}` });
});

describe('trip Histories tab', () => {
  it('lists the changes newest first with who, what and before → after, a page at a time', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'histories');
    const table = await screen.findByRole('table', { name: 'Trip history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const newest = rows[0]!;
    expect(within(newest).getByText('Trip')).toBeTruthy();
    expect(within(newest).getByText('updated')).toBeTruthy();
    expect(within(newest).getByText('Title')).toBeTruthy();
    expect(within(newest).getByText('Kyoto 22')).toBeTruthy();
    expect(within(newest).getByText('Kyoto 23')).toBeTruthy();
    expect(within(newest).getAllByRole('cell')[1]!.textContent).not.toBe('System');
    expect(api.calls('GET', `/api/trips/${trip.id}/history?page=1&itemsPerPage=20`)).toHaveLength(1);

    const pages = screen.getByRole('navigation', { name: 'History pages' });
    const total = Number(/of (\d+)/.exec(pages.textContent ?? '')![1]);
    expect(total).toBeGreaterThanOrEqual(2);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pages).getByText(`Page 2 of ${total}`)).toBeTruthy());
    await waitFor(() => expect(within(table).getAllByText('created').length).toBeGreaterThan(0));
    // The creation names the client and the status in words, not ids.
    const created = within(table).getAllByText('created')[0]!.closest('tr')!;
    expect(within(created).getByText('Client')).toBeTruthy();
    expect(within(created).queryByText(/^\d+$/)).toBeNull();
    expect(within(created).getByText('Status')).toBeTruthy();
    expect(api.calls('GET', `/api/trips/${trip.id}/history?page=2&itemsPerPage=20`)).toHaveLength(1);
  });

  it('shows empty values as a dash and structured ones as JSON', () => {
    expect(historyValue(null)).toBe('—');
    expect(historyValue('')).toBe('—');
    expect(historyValue('Kyoto')).toBe('Kyoto');
    expect(historyValue(['a'])).toBe('["a"]');
    const changes = [
      {
        field: 'title',
        label: 'Title',
        kind: 'text' as const,
        currency: null,
        before: null,
        after: null,
        beforeText: null,
        afterText: null,
      },
      {
        field: 'amount',
        label: 'Amount',
        kind: 'money' as const,
        currency: 'GBP',
        before: null,
        after: '10.00',
        beforeText: null,
        afterText: '10.00',
      },
    ];
    expect(shownChanges({ changes }).map((c) => c.field)).toEqual(['amount']);
  });

  it('words prices, days and times (issue 30.12), the rest as the server names it', () => {
    const change = (
      kind: 'text' | 'money' | 'date' | 'localDateTime' | 'dateTime',
      before: unknown,
      after: unknown,
    ) => ({
      field: 'x',
      label: 'X',
      kind,
      currency: kind === 'money' ? 'EUR' : null,
      before,
      after,
      beforeText: before === null ? null : String(before),
      afterText: after === null ? null : String(after),
    });
    const money = change('money', '16000.00', '16000.50');
    expect([changeText(money, 'before'), changeText(money, 'after')]).toEqual([
      'EUR 16,000',
      'EUR 16,000.50',
    ]);
    expect(changeText(change('date', null, '2027-05-09'), 'after')).toBe('09 May 2027');
    expect(changeText(change('date', null, '2027-05-09'), 'before')).toBe('—');
    expect(changeText(change('localDateTime', null, '2027-05-09T17:45:00'), 'after')).toBe(
      '09 May 2027 17:45',
    );
    expect(changeText(change('dateTime', null, '2026-11-29T03:17:14.120Z'), 'after')).toBe(
      '29 Nov 2026 03:17',
    );
    expect(changeText({ ...change('text', 5, 7), afterText: 'Hôtel Plaza Athénée' }, 'after')).toBe(
      'Hôtel Plaza Athénée',
    );
  });

  it('shows a payment in the trip’s money format, not as the stored decimal', async () => {
    const { trip: paid } = await makeTrip(api, 'Dinero');
    await api.post('/api/payments', {
      trip: paid['@id'],
      amount: '16000.00',
      currency: 'GBP',
      paidDate: '2027-02-01',
    });
    openTab(paid.id, 'histories');
    const table = await screen.findByRole('table', { name: 'Trip history' });
    const row = (await within(table).findByText('Payment of GBP 16,000')).closest('tr')!;
    expect(within(row).getByText('GBP 16,000')).toBeTruthy();
    expect(within(row).getByText('01 Feb 2027')).toBeTruthy();
    expect(within(row).queryByText('16000.00')).toBeNull();
  });
});
