import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made & { reference: string };
let event: Made;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Eventpdf'));
  event = (await api.post('/api/trip_events', {
    trip: trip['@id'],
    type: 'meeting',
    title: 'Meet the chef',
    startDate: '2027-03-02T18:30',
  })) as Made;
});
afterEach(() => vi.restoreAllMocks());

const head = async (blob: Blob) => new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5));

describe('trip events PDF action', () => {
  it("renders the event's PDF through the SDK and shows it in the new tab from a blob URL", async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:event-pdf');
    openTab(trip.id, 'content');
    const table = await screen.findByRole('table', { name: 'Events' });
    await user.click(within(table).getByRole('button', { name: 'PDF of Meet the chef' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:event-pdf'), { timeout: 15_000 });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.calls('POST', '/api/pdf/trips/tripEvent').map((c) => c.body)).toEqual([{ id: event.id }]);
    const blob = createUrl.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await head(blob)).toBe('%PDF-');
    expect(tab.close).not.toHaveBeenCalled();
  }, 30_000);

  it('downloads the PDF when the browser refuses the new tab, and closes the tab on an error', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:event-pdf');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openTab(trip.id, 'content');
    const table = await screen.findByRole('table', { name: 'Events' });
    await user.click(within(table).getByRole('button', { name: 'PDF of Meet the chef' }));
    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 15_000 });
    expect(clicked[0]!.getAttribute('href')).toBe('blob:event-pdf');
    expect(clicked[0]!.download).toBe(`${trip.reference}-event-${event.id}.pdf`);

    // The event deleted meanwhile: the server's 404, the opened tab closed again.
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await api.delete(`/api/trip_events/${event.id}`);
    await user.click(within(table).getByRole('button', { name: 'PDF of Meet the chef' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  }, 30_000);
});
