import { File as NodeFile } from 'node:buffer';
import { getPostDestinationUpdateMockHandler, unprocessable } from '@backoffice/sdk/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SeededPlace, seedGeo } from '../../testing/geo-seed.ts';
import { NodeFormData } from '../../testing/node-uploads.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { DestinationFormPage } from './destination-form-page.tsx';

type Write = { method: string; path: string; body: unknown; ifMatch: string | null };

const backend = realApiForFile({ reset: true });
let geo: Map<string, SeededPlace>;
let uploaded: string;
let writes: Write[];
const jsdomFormData = globalThis.FormData;

beforeAll(async () => {
  backend.server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || !url.pathname.startsWith('/api/destination')) return;
    // A multipart upload is kept as it was sent.
    if (request.headers.get('content-type')?.includes('multipart')) uploaded = await request.clone().text();
    if (!request.headers.get('content-type')?.includes('json')) return;
    const body = await request.clone().json();
    writes.push({
      method: request.method,
      path: url.pathname,
      body,
      ifMatch: request.headers.get('if-match'),
    });
  });
});
// The SDK's seeded tree: 12 countries, a pending Amalfi Coast under Italy, and
// France › Provence-Alpes-Côte d'Azur › Antibes › Cap d’Antibes four levels deep.
beforeEach(async () => {
  writes = [];
  geo = await seedGeo(backend);
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
});

// A destination as the API answers it, its parent as an IRI.
const record = async (name: string) => {
  const found = (
    (await backend.get(`/api/destinations?name=${encodeURIComponent(name)}`))['hydra:member'] as {
      id: number;
      name: string;
      parent: string | { '@id': string } | null;
    }[]
  ).find((d) => d.name === name)!;
  return {
    ...found,
    parent: typeof found.parent === 'object' ? (found.parent?.['@id'] ?? null) : found.parent,
  };
};
const iri = (name: string) => geo.get(name)!['@id'];
const parentSelect = () => screen.getByRole('combobox', { name: 'Parent destination' });
const treeItem = (name: string) => screen.getByRole('treeitem', { name });

const renderNew = (search = '') =>
  renderAt(`/admin/destinations/new${search}`, <DestinationFormPage params={{}} />);
const renderEdit = (name: string) =>
  renderAt(
    `/admin/destinations/${geo.get(name)!.id}`,
    <DestinationFormPage params={{ id: String(geo.get(name)!.id) }} />,
  );

describe('destination form', () => {
  it('creates a destination under a country chosen in the tree selector', async () => {
    const user = userEvent.setup();
    const { history } = renderNew();
    expect(await screen.findByRole('heading', { name: 'New destination' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input value')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), '  Lyon ');
    await user.click(parentSelect());
    await user.type(screen.getByRole('searchbox', { name: 'Search parent destination' }), 'fra');
    await user.click(treeItem('France'));
    expect(parentSelect().textContent).toBe('France');
    await user.type(screen.getByLabelText('Description'), 'Capital of gastronomy');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/destinations.json',
        body: { name: 'Lyon', parent: iri('France'), description: 'Capital of gastronomy' },
        ifMatch: null,
      },
    ]);
    // The new destination opens on its page, for its image and attachments.
    expect(history.at(-1)).toBe(`/admin/destinations/${(await record('Lyon')).id}`);
    expect(await record('Lyon')).toMatchObject({ level: 2, parent: iri('France'), pending: false });
  });

  it('starts from ?parent= and offers no parent that is already four levels deep', async () => {
    const user = userEvent.setup();
    renderNew(`?parent=${geo.get('Antibes')!.id}`);
    await waitFor(() =>
      expect(parentSelect().textContent).toBe("France / Provence-Alpes-Côte d'Azur / Antibes"),
    );
    await user.click(parentSelect());
    // The choice is in view (its ancestors open) and a fourth-level entry cannot be chosen.
    expect(treeItem('Antibes').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Expand Antibes' }));
    expect(treeItem('Cap d’Antibes').getAttribute('aria-disabled')).toBe('true');
    await user.click(treeItem('Cap d’Antibes'));
    expect(parentSelect().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');

    await user.type(screen.getByLabelText('Name'), 'Juan-les-Pins');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(await record('Juan-les-Pins')).toMatchObject({ level: 4, parent: iri('Antibes') });
  });

  it('edits with POST /api/destination/{id}/update and If-Match, keeping the subtree within four levels', async () => {
    const user = userEvent.setup();
    const { history } = renderEdit("Provence-Alpes-Côte d'Azur");
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveProperty('value', "Provence-Alpes-Côte d'Azur");
    expect(parentSelect().textContent).toBe('France');

    await user.click(parentSelect());
    // Its own subtree is left out; with two levels below it, it can only go under a country.
    expect(screen.queryByRole('treeitem', { name: "Provence-Alpes-Côte d'Azur" })).toBeNull();
    expect(treeItem('France').getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand France' }));
    expect(treeItem('Paris').getAttribute('aria-disabled')).toBe('true');
    await user.click(treeItem('Italy'));

    await user.clear(name);
    await user.type(name, 'Provence');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `/api/destination/${(await record('Provence')).id}/update`,
        body: { name: 'Provence', parent: iri('Italy'), description: null },
        ifMatch: '"1"',
      },
    ]);
    expect(history.at(-1)).toBe('/admin/destinations');
    expect(await record('Provence')).toMatchObject({ parent: iri('Italy'), level: 2 });
  });

  it('puts the API violations on their fields', async () => {
    backend.server.use(
      getPostDestinationUpdateMockHandler(() => {
        throw unprocessable([
          { propertyPath: 'parent', message: 'Destinations can be nested 4 levels deep at most.' },
        ]);
      }),
    );
    const user = userEvent.setup();
    renderEdit('Nice');
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Destinations can be nested 4 levels deep at most.')).toBeTruthy();
    expect(parentSelect().getAttribute('aria-invalid')).toBe('true');
  });

  it("approves a pending destination from its page after 'Add this destination to the database?'", async () => {
    const user = userEvent.setup();
    renderEdit('Amalfi Coast');
    await screen.findByRole('heading', { name: 'Amalfi Coast' });
    expect(screen.getByText('Pending')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add this destination to the database?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(writes).toMatchObject([
      {
        method: 'POST',
        path: `/api/destination/${geo.get('Amalfi Coast')!.id}/update`,
        body: { pending: false },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('uploads an attachment of a saved destination (multipart, with the destination IRI)', async () => {
    const nice = geo.get('Nice')!;
    uploaded = '';
    renderEdit('Nice');
    expect(await screen.findByText('No attachments')).toBeTruthy();
    // jsdom's File and FormData cannot go through Node's fetch: use Node's own for this upload.
    const file = new NodeFile(['%PDF-1.7'], 'itinerary.pdf', { type: 'application/pdf' });
    globalThis.FormData = NodeFormData;
    fireEvent.change(screen.getByLabelText('Upload files'), { target: { files: [file] } });

    expect(await screen.findByText('itinerary.pdf file uploaded successfully.')).toBeTruthy();
    expect(uploaded).toContain(`name="destination"\r\n\r\n${nice['@id']}\r\n`);
    expect(uploaded).toMatch(
      /name="file"; filename="itinerary.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.7\r\n/,
    );
    const list = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(list).getByText('itinerary.pdf')).toBeTruthy();
  });

  it('shows the 404 page for an unknown destination', async () => {
    renderAt('/admin/destinations/9999', <DestinationFormPage params={{ id: '9999' }} />);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
  });
});
