import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Pdfs'));
});
afterEach(() => vi.restoreAllMocks());

// A new tab the screen opens, then sends to the signed link.
const fakeTab = () => {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
};

describe('trip PDFs tab', () => {
  it('stores a version of the chosen kind, opens it through a signed link and deletes it', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'pdfs');
    expect(await screen.findByText('No stored version yet.')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'finalized');
    await user.click(screen.getByRole('button', { name: /Store a version/ }));
    const table = await screen.findByRole('table', { name: 'Stored PDFs' }, { timeout: 15_000 });
    expect(within(table).getByText('Finalized trip v1')).toBeTruthy();
    expect(api.calls('POST', `/next/trips/${trip.id}/pdfs`).map((c) => c.body)).toEqual([
      { kind: 'finalized' },
    ]);

    const { tab, open } = fakeTab();
    await user.click(within(table).getByRole('button', { name: 'Open Finalized trip v1' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^\/files\/raw\/\d{4}\/\d{2}\/.+\.pdf\?expires=/));
    expect(open).toHaveBeenCalledWith('', '_blank');

    await user.click(screen.getByRole('button', { name: /Open current finalized trip/ }));
    await waitFor(() =>
      expect(tab.location.href).toMatch(/^\/pdf\/trip\/TR-\d{4}-\d{4}\/finalized\?expires=\d+&signature=/),
    );
    expect(api.calls('GET', `/api/trips/${trip.id}/pdf-link?kind=finalized`)).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Delete Finalized trip v1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No stored version yet.')).toBeTruthy();
    expect(api.calls('DELETE', /\/next\/trips\/\d+\/pdfs\/\d+$/)).toHaveLength(1);
  }, 30_000);
});
