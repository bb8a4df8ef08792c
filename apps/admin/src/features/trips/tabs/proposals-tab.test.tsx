import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { typeRich } from '../../../shared/editor/testing.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { type Made, makeTrip, openTab } from './tab-fixtures.tsx';

const api = realApiForFile();
let trip: Made;

const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;

beforeAll(async () => {
  ({ trip } = await makeTrip(api, 'Proposer'));
  const [vendor] = rows(await api.query(`insert into vendors (name) values ('Kyoto stays') returning id`));
  for (const name of ['Aman Kyoto', 'Hoshinoya Kyoto'])
    await api.query('insert into accommodations (vendor_id, name) values ($1, $2)', [vendor!.id, name]);
  const [provider] = rows(
    await api.query(`insert into activity_providers (vendor_id, name) values ($1, 'Camellia') returning id`, [
      vendor!.id,
    ]),
  );
  await api.query(`insert into activities (provider_id, name) values ($1, 'Tea ceremony')`, [provider!.id]);
});
afterEach(() => vi.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

const addHotel = async (user: User, option: string, hotel: string, price: string) => {
  const card = screen.getByRole('listitem', { name: option });
  await user.click(within(card).getByRole('button', { name: 'Add item' }));
  const form = await screen.findByRole('form', { name: 'Option item' });
  await user.type(within(form).getByRole('combobox', { name: 'Hotel' }), hotel.slice(0, 4));
  await user.click(await within(form).findByRole('option', { name: hotel }));
  fireEvent.change(within(form).getByLabelText('Check-in'), { target: { value: '2027-03-02' } });
  fireEvent.change(within(form).getByLabelText('Check-out'), { target: { value: '2027-03-05' } });
  await user.type(within(form).getByLabelText('Client total'), price);
  await user.click(within(form).getByRole('button', { name: 'Add item' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Option item' })).toBeNull());
  expect(await within(screen.getByRole('listitem', { name: option })).findByText(hotel)).toBeTruthy();
};

// An item of another type: an activity from the catalogue, on a day at a time.
const addActivity = async (user: User, option: string, activity: string, price: string) => {
  const card = screen.getByRole('listitem', { name: option });
  await user.click(within(card).getByRole('button', { name: 'Add item' }));
  const form = await screen.findByRole('form', { name: 'Option item' });
  await user.click(within(form).getByLabelText('Type'));
  await user.click(await screen.findByRole('option', { name: 'Activity' }));
  await user.type(await within(form).findByRole('combobox', { name: 'Activity' }), activity.slice(0, 4));
  await user.click(await within(form).findByRole('option', { name: activity }));
  fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2027-03-03' } });
  fireEvent.change(within(form).getByLabelText('End date'), { target: { value: '' } });
  fireEvent.change(within(form).getByLabelText('Start time'), { target: { value: '14:00' } });
  await user.type(within(form).getByLabelText('Client total'), price);
  await user.click(within(form).getByRole('button', { name: 'Add item' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Option item' })).toBeNull());
  expect(await within(screen.getByRole('listitem', { name: option })).findByText(activity)).toBeTruthy();
};

const addOption = async (user: User, label: string) => {
  await user.click(screen.getByRole('button', { name: 'Add option' }));
  const form = await screen.findByRole('form', { name: 'Option' });
  expect((within(form).getByLabelText('Label') as HTMLInputElement).value).toBe(label);
  await user.click(within(form).getByRole('button', { name: 'Add option' }));
  expect(await screen.findByRole('listitem', { name: label })).toBeTruthy();
};

describe('trip Proposals tab', () => {
  it('builds a proposal with pages, inclusions, terms and two options of any type priced as the whole trip, then accepts one', async () => {
    const user = userEvent.setup();
    openTab(trip.id, 'proposals');
    expect(await screen.findByText('No proposals yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New proposal' }));
    const create = await screen.findByRole('form', { name: 'Proposal' });
    await user.click(within(create).getByRole('button', { name: 'Create proposal' }));
    expect(await within(create).findByText('Please input value')).toBeTruthy();
    await user.type(within(create).getByLabelText('Title'), 'Kyoto in spring');
    fireEvent.change(within(create).getByLabelText('Valid until'), { target: { value: '2027-01-31' } });
    await user.type(
      within(create).getByLabelText('Introduction (HTML)'),
      '<p>Dear Eleanor</p><script>alert(1)</script>',
    );
    await user.click(within(create).getByRole('button', { name: 'Create proposal' }));
    const list = await screen.findByRole('list', { name: 'Proposals' });
    expect(within(list).getByText('Kyoto in spring')).toBeTruthy();
    expect(within(list).getByText('Valid until 31 Jan 2027')).toBeTruthy();
    // The server sanitised the introduction: the script is gone.
    const details = await screen.findByRole('form', { name: 'Proposal' });
    await waitFor(() =>
      expect((within(details).getByLabelText('Introduction (HTML)') as HTMLTextAreaElement).value).toBe(
        '<p>Dear Eleanor</p>',
      ),
    );
    // What the price includes and leaves out, and the terms, edited with the proposal.
    await user.type(within(details).getByLabelText('Included (HTML)'), '<ul><li>Private guide</li></ul>');
    await user.type(within(details).getByLabelText('Not included (HTML)'), '<p>Flights</p>');
    await user.type(within(details).getByLabelText('Terms (HTML)'), '<p>30% deposit</p>');
    await user.click(within(details).getByRole('button', { name: 'Save proposal' }));
    await waitFor(() =>
      expect(api.calls('PATCH', /\/api\/trip_proposals\/\d+$/).at(-1)?.body).toMatchObject({
        inclusions: '<ul><li>Private guide</li></ul>',
        exclusions: '<p>Flights</p>',
        terms: '<p>30% deposit</p>',
      }),
    );
    const saved = (await api.get(api.calls('PATCH', /\/api\/trip_proposals\/\d+$/).at(-1)!.path)) as {
      terms: string;
    };
    expect(saved.terms).toBe('<p>30% deposit</p>');

    // Pages: two added, then the second moved up.
    expect(await screen.findByText('No pages yet.')).toBeTruthy();
    for (const [kind, title] of [
      ['Cover', 'Welcome'],
      ['Terms', 'Conditions'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add page' }));
      const form = await screen.findByRole('form', { name: 'Page' });
      await user.click(within(form).getByLabelText('Kind'));
      await user.click(await screen.findByRole('option', { name: kind }));
      await user.type(within(form).getByLabelText('Title'), title);
      // The page's text is the rich text editor (stored as HTML).
      await typeRich(await within(form).findByRole('textbox', { name: 'Text' }), title);
      await user.click(within(form).getByRole('button', { name: 'Add page' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Page' })).toBeNull());
    }
    const pages = await screen.findByRole('list', { name: 'Pages' });
    await waitFor(() => expect(within(pages).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(pages).getByRole('button', { name: 'Move page Conditions up' }));
    await waitFor(() =>
      expect(within(pages).getAllByRole('listitem')[0]!.textContent).toContain('Conditions'),
    );
    expect(api.calls('POST', /\/page-order$/)).toHaveLength(1);

    // The proposal's PDF opens in a new tab through a signed link naming the proposal.
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await user.click(screen.getByRole('button', { name: 'Open PDF' }));
    await waitFor(() =>
      expect(tab.location.href).toMatch(
        /^\/pdf\/trip\/TR-\d{4}-\d{4}\/proposal\?proposal=\d+&expires=\d+&signature=/,
      ),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.calls('GET', /\/api\/trips\/\d+\/pdf-link\?kind=proposal&proposal=\d+$/)).toHaveLength(1);

    // Two options for the same nights, one hotel each.
    expect(screen.getByText('No options yet.')).toBeTruthy();
    await addOption(user, 'Option A');
    await addHotel(user, 'Option A', 'Aman Kyoto', '2400');
    await addActivity(user, 'Option A', 'Tea ceremony', '300');
    await addOption(user, 'Option B');
    await addHotel(user, 'Option B', 'Hoshinoya Kyoto', '3100.50');
    const optionA = screen.getByRole('listitem', { name: 'Option A' });
    expect(within(optionA).getByText('Activity')).toBeTruthy();
    expect(within(optionA).getByText(/3 Mar 2027 14:00/)).toBeTruthy();
    const optionB = screen.getByRole('listitem', { name: 'Option B' });
    expect(within(optionB).getByText('3 nights')).toBeTruthy();
    // The item's price, and the whole trip with each option, in total and per person (the
    // server's: the trip holds nothing else, one traveller).
    expect(within(optionB).getByText('GBP 3,100.50')).toBeTruthy();
    await waitFor(() => expect(within(optionB).getByText('Trip total GBP 3,101')).toBeTruthy());
    expect(within(optionB).getByText(/GBP 3,101 per person · 1 traveller/)).toBeTruthy();
    expect(within(optionA).getByText('Trip total GBP 2,700')).toBeTruthy();

    await user.click(within(optionB).getByRole('button', { name: 'Accept Option B' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
    expect(
      await within(screen.getByRole('listitem', { name: 'Option B' })).findByText('Accepted'),
    ).toBeTruthy();
    expect(api.calls('POST', /\/api\/trip_proposals\/\d+\/accept$/)[0]!.body).toEqual({
      option: expect.stringMatching(/^\/api\/trip_proposal_options\/\d+$/),
    });
    // Accepted: no more option changes.
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Accept Option/ })).toBeNull();
    const items = (await api.get(`/api/trip_items?trip.id=${trip.id}`)) as {
      'hydra:member': { type: string; clientTotalPrice: string }[];
    };
    expect(items['hydra:member'].map((i) => [i.type, i.clientTotalPrice])).toEqual([
      ['accommodation', '3100.50'],
    ]);
  });

  it('shows the proposals without buttons to a role that reads trips only (the accountant)', async () => {
    await api.post('/api/trip_proposals', { trip: trip['@id'], title: 'Read only' });
    await api.signIn('accountant@demo.travel');
    try {
      openTab(trip.id, 'proposals');
      const list = await screen.findByRole('list', { name: 'Proposals' });
      expect(within(list).getByText('Read only')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'New proposal' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add page' })).toBeNull();
      // Reading is enough to open the PDF.
      expect(screen.getByRole('button', { name: 'Open PDF' })).toBeTruthy();
    } finally {
      await api.signIn();
    }
  });
});
