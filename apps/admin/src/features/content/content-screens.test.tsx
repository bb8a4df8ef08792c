import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { setRich } from '../../shared/editor/testing.ts';
import { guardedNavigation, installLeaveGuard } from '../../shared/forms/unsaved-changes.ts';
import { UnsavedChangesPrompt } from '../../shared/forms/unsaved-changes-prompt.tsx';
import { NodeFormData, nodeFile, nodeFormDataInTests } from '../../testing/node-uploads.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { contentKindAt, contentKinds } from './content-kinds.ts';
import { ContentListRoute, ContentRecordRoute } from './routes.tsx';

const api = realApiForFile();
nodeFormDataInTests();

// The smallest valid PNG (1×1), a gallery image for the main image.
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
let garden: { '@id': string; id: number };

type Article = { id: number; title: string; status: string; bodyHtml: string | null; slug: string };
type Collection<T> = { 'hydra:member': T[] };

beforeAll(async () => {
  installLeaveGuard();
  await api.post('/api/articles', { title: 'Alpine lodges in winter', status: 'published' });
  await api.post('/api/articles', { title: 'Desert camps at dawn' });
  const form = new NodeFormData();
  form.append('file', nodeFile([png], 'garden.png', 'image/png'));
  form.append('name', 'Kyoto moss garden');
  garden = (await api.post('/api/image_srcs', form)) as unknown as typeof garden;
});

// The routes as the app mounts them (app/route-table.tsx), so a create moves on to the record.
const openAt = (path: string) =>
  renderAt(
    path,
    <Router aroundNav={guardedNavigation}>
      <UnsavedChangesPrompt />
      <Switch>
        <Route path="/admin/cms/articles">{() => <ContentListRoute />}</Route>
        <Route path="/admin/cms/articles/new">{() => <ContentRecordRoute params={{}} />}</Route>
        <Route path="/admin/cms/articles/:id">{(params) => <ContentRecordRoute params={params} />}</Route>
        <Route path="/admin/journal">{() => <ContentListRoute />}</Route>
        <Route path="/admin/journal/new">{() => <ContentRecordRoute params={{}} />}</Route>
        <Route path="/admin/journal/:id">{(params) => <ContentRecordRoute params={params} />}</Route>
      </Switch>
    </Router>,
  );

const articles = (title: string) =>
  api.get<Collection<Article>>(`/api/articles?title=${encodeURIComponent(title)}`);

describe('content kinds registry', () => {
  it('declares every kind once, each found by its list path and its record paths', () => {
    expect(contentKinds.map((k) => k.listPath)).toEqual([
      '/admin/cms/articles',
      '/admin/cms/pages',
      '/admin/cms/press',
      '/admin/cms/services',
      '/admin/cms/brochure',
      '/admin/journal',
      '/admin/knowledgebase',
      '/admin/cityguides',
      '/admin/destination-guides',
    ]);
    expect(contentKindAt('/admin/cms/press/12')?.kind).toBe('press');
    expect(contentKindAt('/admin/destination-guides/new')?.kind).toBe('destination_guide');
    expect(contentKindAt('/admin/cms/menus')).toBeUndefined();
    // The content team's pages section: the same kind, its screens linking within /admin/pages.
    expect(contentKindAt('/admin/pages/3')).toMatchObject({ kind: 'page', listPath: '/admin/pages' });
    expect(contentKindAt('/admin/cms/pages')).toMatchObject({ kind: 'page', listPath: '/admin/cms/pages' });
  });
});

describe('content list', () => {
  it('filters by status and searches by title from the URL, and shows the status and New button', async () => {
    const { unmount } = openAt('/admin/cms/articles?status=published');
    const table = await screen.findByRole('table', { name: 'Articles' });
    await within(table).findByRole('link', { name: 'Alpine lodges in winter' });
    expect(within(table).queryByText('Desert camps at dawn')).toBeNull();
    expect(screen.getByRole('link', { name: 'New article' }).getAttribute('href')).toBe(
      '/admin/cms/articles/new',
    );
    unmount();

    openAt('/admin/cms/articles?title=Desert%20camps');
    const searched = await screen.findByRole('table', { name: 'Articles' });
    const row = (await within(searched).findByRole('link', { name: 'Desert camps at dawn' })).closest('tr')!;
    expect(within(row).getByText('draft')).toBeTruthy();
    expect(within(searched).queryByText('Alpine lodges in winter')).toBeNull();
  });

  it('shows the empty state of a kind with no record', async () => {
    openAt('/admin/journal?title=nothing-matches-this');
    expect(await screen.findByText('No journal entry matches these filters.')).toBeTruthy();
  });
});

describe('content record', () => {
  it('creates an article with a body and publishes it', async () => {
    const user = userEvent.setup();
    const { history } = openAt('/admin/cms/articles/new');
    const form = await screen.findByRole('form', { name: 'New article' });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('Please input value')).toBeTruthy();

    await user.type(within(form).getByLabelText('Title'), 'Island hopping in the Azores');
    await user.type(within(form).getByLabelText('SEO title'), 'Azores islands');
    expect(within(form).getByText('14 / 60 characters')).toBeTruthy();
    const body = await within(form).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });
    await setRich(
      body,
      '<h2>Getting there</h2><ul><li>Fly to Ponta Delgada</li><li>Take the ferry</li></ul>',
    );
    await user.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Created successfully')).toBeTruthy();
    const [saved] = (await articles('Island hopping'))['hydra:member'];
    expect(saved).toMatchObject({ status: 'published', slug: 'island-hopping-in-the-azores' });
    expect(saved!.bodyHtml).toContain('<h2>Getting there</h2>');
    expect(saved!.bodyHtml).toContain('<li><p>Fly to Ponta Delgada</p></li>');
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/cms/articles/${saved!.id}`));
    // The record screen: its title, slug and status.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Island hopping in the Azores' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('island-hopping-in-the-azores');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('saves an edit as a new revision and restores the previous one', async () => {
    const user = userEvent.setup();
    const created = (await api.post('/api/articles', {
      title: 'Lisbon by tram',
      excerpt: 'Old',
    })) as unknown as Article;
    openAt(`/admin/cms/articles/${created.id}`);
    const form = await screen.findByRole('form', { name: 'Edit article' });
    const title = within(form).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Lisbon by tram');
    await user.clear(title);
    await user.type(title, 'Lisbon on foot');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect((await articles('Lisbon on foot'))['hydra:member']).toHaveLength(1);

    const revisions = screen.getByRole('region', { name: 'Revisions' });
    await within(revisions).findByText(/Lisbon on foot/);
    expect(within(revisions).getByText(/Lisbon by tram/)).toBeTruthy();
    const [restore] = within(revisions).getAllByRole('button', { name: /^Restore revision/ });
    await user.click(restore!);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(title.value).toBe('Lisbon by tram'));
    expect((await articles('Lisbon by tram'))['hydra:member'][0]).toMatchObject({ title: 'Lisbon by tram' });
    // The restore is a save of its own: three revisions now.
    await waitFor(() => expect(within(revisions).getAllByRole('listitem')).toHaveLength(3));
  });

  it('previews the saved body sandboxed, then deletes the record after the spec confirmation', async () => {
    const user = userEvent.setup();
    const created = (await api.post('/api/articles', {
      title: 'Porto <b>wine</b> cellars',
      bodyHtml: '<p>Cellars<script>alert(1)</script> by the river</p>',
    })) as unknown as Article;
    const { history } = openAt(`/admin/cms/articles/${created.id}`);
    await screen.findByRole('form', { name: 'Edit article' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = (await screen.findByTitle('Content preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Cellars by the river</p>');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(
      within(dialog).getByText('Do you really want to delete this record? This process cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/cms/articles'));
    expect((await articles('Porto'))['hydra:member']).toHaveLength(0);
  });

  it('schedules a journal entry with a main image from the gallery (the same screen, another kind)', async () => {
    const user = userEvent.setup();
    const { history } = openAt('/admin/journal/new');
    const form = await screen.findByRole('form', { name: 'New journal entry' });
    await user.type(within(form).getByLabelText('Title', { exact: true }), 'Spring in Kyoto');
    await user.click(within(form).getByRole('button', { name: 'Choose image' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose the main image' });
    await user.click(await within(picker).findByRole('button', { name: /Kyoto moss garden/ }));
    await within(form).findByText('Kyoto moss garden');
    await user.type(within(form).getByLabelText('Publish at'), '2031-04-01T09:30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeTruthy();

    const entries = await api.get<Collection<Article & { scheduledAt: string; mainImage: string }>>(
      '/api/journal_entries?title=Spring',
    );
    const [entry] = entries['hydra:member'];
    expect(entry).toMatchObject({ status: 'draft', mainImage: garden['@id'] });
    expect(new Date(entry!.scheduledAt).getTime()).toBe(new Date('2031-04-01T09:30').getTime());
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/journal/${entry!.id}`));
    expect(await screen.findByText('scheduled')).toBeTruthy();
  });

  it('leaves an untouched record at once, and asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    const created = (await api.post('/api/articles', {
      title: 'Madeira levadas',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Walks along the water.' }] }],
      },
    })) as unknown as Article;
    const { history, unmount } = openAt(`/admin/cms/articles/${created.id}`);
    const form = await screen.findByRole('form', { name: 'Edit article' });
    await within(form).findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('link', { name: 'Back to articles' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/cms/articles'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();

    const second = openAt(`/admin/cms/articles/${created.id}`);
    const again = await screen.findByRole('form', { name: 'Edit article' });
    await user.type(within(again).getByLabelText('Title', { exact: true }), ' in spring');
    await user.click(within(again).getByRole('link', { name: 'Back to articles' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave this page?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(second.history.at(-1)).toBe('/admin/cms/articles'));
  }, 20_000);

  it('saves with If-Match: a record changed meanwhile is refused with the stale message', async () => {
    const user = userEvent.setup();
    const created = (await api.post('/api/articles', { title: 'Faroe cliffs' })) as unknown as Article;
    openAt(`/admin/cms/articles/${created.id}`);
    const form = await screen.findByRole('form', { name: 'Edit article' });
    await api.patch(`/api/articles/${created.id}`, { excerpt: 'Changed by a colleague' });
    await user.type(within(form).getByLabelText('Title', { exact: true }), ' at dusk');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('This record was changed by someone else since you opened it.'),
    ).toBeTruthy();
    expect((await articles('Faroe cliffs at dusk'))['hydra:member']).toHaveLength(0);
  });
});
