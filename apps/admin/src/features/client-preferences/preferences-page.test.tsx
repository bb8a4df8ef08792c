import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordQuery } from '../../lib/records/record-query.ts';
import { preferenceSections } from '../../shared/client-preferences/preference-fields.ts';
import { clientRecord } from '../../shared/clients/client-record.ts';
import { installLeaveGuard } from '../../shared/forms/unsaved-changes.ts';
import { preferencePanelTitles } from '../../testing/preference-panels.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { PreferencesPage } from './preferences-page.tsx';

// Against the real API in-process (testing/real-api.ts).
const api = realApiForFile({ signIn: 'travel@demo.travel' });
let cuisines: Record<string, string>;

beforeAll(async () => {
  installLeaveGuard();
  cuisines = {};
  for (const name of ['French', 'Italian', 'Japanese'])
    cuisines[name] = (await api.post('/api/restaurant_cuisines', { name }))['@id'];
});

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

let n = 0;
const newClient = () => api.post('/api/clients', { firstName: 'Eleanor', lastName: `Whitfield ${++n}` });
const withPreferences = async () => {
  const client = await newClient();
  const prefs = await api.post('/api/client_preferences', {
    client: client['@id'],
    roomSize: 'suite',
    numberRooms: 2,
    favoriteCuisines: [cuisines.French],
  });
  return { client, prefs };
};

const form = () => screen.getByRole('form', { name: /client preferences/i });
const panel = (title: string) => within(form()).getByRole('button', { name: title });
const openEdit = async (id: number, name: string) => {
  renderAt(`/admin/clients/preferences/${id}`, <PreferencesPage params={{ id: String(id) }} />);
  await screen.findByText(name, {}, { timeout: 10_000 });
};

describe('/admin/clients/preferences/{id}', () => {
  it('groups every field as the drawer does and saves the changes with PATCH and If-Match', async () => {
    const { client, prefs } = await withPreferences();
    const user = userEvent.setup();
    await openEdit(prefs.id, String(client.name));
    const titles = [...preferenceSections.map((s) => s.title), 'Internal/auto filled'];
    expect(titles).toEqual(preferencePanelTitles);
    for (const title of titles) expect(panel(title)).toBeTruthy();
    // Hotel is open: the number input asks for a value, the enum shows its label.
    const rooms = within(form()).getByLabelText('Number of rooms') as HTMLInputElement;
    expect(rooms.placeholder).toBe('Please input value');
    expect(rooms.value).toBe('2');
    await waitFor(() => expect(within(form()).getByLabelText('Room size').textContent).toContain('Suite'));

    await user.click(within(form()).getByRole('switch', { name: 'Boutique hotel' }));
    await user.click(panel('Dining'));
    const dining = within(form()).getByRole('region', { name: 'Dining' });
    await user.click(await within(dining).findByRole('checkbox', { name: 'Japanese' }));
    await user.click(within(form()).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(api.calls('PATCH', `/api/client_preferences/${prefs.id}`)).toHaveLength(1));
    const [patch] = api.calls('PATCH', `/api/client_preferences/${prefs.id}`);
    expect(patch!.ifMatch).toBeTruthy();
    expect(patch!.body).not.toHaveProperty('client');
    const saved = await api.get(`/api/client_preferences/${prefs.id}`);
    expect(saved).toMatchObject({
      boutiqueHotel: true,
      roomSize: 'suite',
      numberRooms: 2,
      spouseEmail: null,
    });
    expect([...(saved.favoriteCuisines as string[])].sort()).toEqual(
      [cuisines.French, cuisines.Japanese].sort(),
    );
  }, 30_000);

  it('chooses destinations of interest in the destination tree (Activities) and saves their IRIs', async () => {
    const { client, prefs } = await withPreferences();
    const country = await api.post('/api/destinations', { name: 'Arcadia Interest' });
    const region = await api.post('/api/destinations', { name: 'Arcadia Hills', parent: country['@id'] });
    const user = userEvent.setup();
    await openEdit(prefs.id, String(client.name));
    await user.click(panel('Activities'));
    const activities = within(form()).getByRole('region', { name: 'Activities' });
    await user.click(within(activities).getByRole('combobox', { name: 'Destinations of interest' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search destinations of interest' }),
      'arcadia hills',
    );
    await user.click(await screen.findByRole('treeitem', { name: 'Arcadia Hills' }));
    await user.keyboard('{Escape}');
    await user.click(within(form()).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/client_preferences/${prefs.id}`)).toHaveLength(1));
    expect((await api.get(`/api/client_preferences/${prefs.id}`)).destinations).toEqual([region['@id']]);
  }, 30_000);

  it('opens the panel of a field the server refused and shows its message there', async () => {
    const { client, prefs } = await withPreferences();
    const user = userEvent.setup();
    await openEdit(prefs.id, String(client.name));
    await user.click(panel('Misc'));
    await user.type(within(form()).getByLabelText('Spouse e-mail'), 'not-an-address');
    await user.click(panel('Misc'));
    await waitFor(() => expect(within(form()).queryByLabelText('Spouse e-mail')).toBeNull());
    await user.click(within(form()).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form()).findByText('This value is not a valid email address.')).toBeTruthy();
    expect(within(form()).getByLabelText('Spouse e-mail')).toBeTruthy();
  }, 30_000);

  it('asks before leaving changed preferences, and not once they are saved', async () => {
    const { client, prefs } = await withPreferences();
    const user = userEvent.setup();
    await openEdit(prefs.id, String(client.name));
    expect(unload()).toBe(false);
    await user.click(within(form()).getByRole('switch', { name: 'Connecting rooms' }));
    expect(unload()).toBe(true);
    await user.click(within(form()).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(api.calls('PATCH', `/api/client_preferences/${prefs.id}`)).toHaveLength(1));
    await waitFor(() => expect(unload()).toBe(false));
  }, 30_000);
});

describe('the client named above the preferences', () => {
  it("is read from the client page's cache entry too (issue 30.12: 'undefined: preferences')", async () => {
    const { client, prefs } = await withPreferences();
    // The client's page and the preferences share the client's cache entry: the page (its record
    // query, as here) reads it with its ETag, the preferences read the same entry as the client.
    const ClientPageEntry = ({ id }: { id: number }) => {
      useQuery(recordQuery(clientRecord, id));
      return null;
    };
    renderAt(
      `/admin/clients/preferences/${prefs.id}`,
      <>
        <ClientPageEntry id={client.id} />
        <PreferencesPage params={{ id: String(prefs.id) }} />
      </>,
    );
    const heading = await screen.findByRole('heading', { name: 'Client preferences' }, { timeout: 10_000 });
    await waitFor(() => expect(heading.nextElementSibling?.textContent).toBe(String(client.name)));
  }, 30_000);
});

describe('/admin/clients/preferences?client={id}', () => {
  it("creates the client's first preferences with POST and moves to their page", async () => {
    const client = await newClient();
    const user = userEvent.setup();
    const { history } = renderAt(
      `/admin/clients/preferences?client=${client.id}`,
      <PreferencesPage params={{}} />,
    );
    expect(
      await screen.findByRole('form', { name: 'New client preferences' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.type(within(form()).getByLabelText('Number of rooms'), '3');
    await user.click(within(form()).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/admin\/clients\/preferences\/\d+$/), {
      timeout: 5000,
    });
    const [post] = api.calls('POST', '/api/client_preferences').slice(-1);
    expect(post!.body).toMatchObject({ client: client['@id'], numberRooms: 3 });
    const after = await api.get(`/api/clients/${client.id}`);
    expect(after.preferences).toBe(`/api/client_preferences/${history.at(-1)!.split('/').pop()}`);
  }, 30_000);

  it('opens the preferences the client already has', async () => {
    const { client, prefs } = await withPreferences();
    const { history } = renderAt(
      `/admin/clients/preferences?client=${client.id}`,
      <PreferencesPage params={{}} />,
    );
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/clients/preferences/${prefs.id}`), {
      timeout: 10_000,
    });
  }, 30_000);
});
