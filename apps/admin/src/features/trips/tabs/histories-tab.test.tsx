import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { historyValue, shownChanges } from './histories-tab.tsx';
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
      { field: 'title', label: 'Title', before: null, after: null, beforeText: null, afterText: null },
      {
        field: 'amount',
        label: 'Amount',
        before: null,
        after: '10.00',
        beforeText: null,
        afterText: '10.00',
      },
    ];
    expect(shownChanges({ changes }).map((c) => c.field)).toEqual(['amount']);
  });
});
