import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { setRich } from '../../shared/editor/testing.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ContentRecordRoute } from './routes.tsx';

// The page record screen's blocks (page_items) on the real API, as the marketing director.
const api = realApiForFile({ signIn: 'marketing@demo.travel' });

type Made = { '@id': string; id: number };
type Block = { id: number; template: string; title: string | null; bodyHtml: string | null };

const blocksOf = async (pageId: number) =>
  ((await api.get<{ items: Block[] }>(`/api/pages/${pageId}`)).items ?? []).map(
    (b) => `${b.template}:${b.title ?? ''}`,
  );

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Page blocks' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.font-medium')?.textContent);

describe('page blocks', () => {
  it('shows the empty state, adds blocks, edits, reorders and deletes them', async () => {
    const page = (await api.post('/api/pages', { title: 'Villa collection' })) as Made;
    const user = userEvent.setup();
    renderAt(
      `/admin/cms/pages/${page.id}`,
      <Route path="/admin/cms/pages/:id">{(params) => <ContentRecordRoute params={params} />}</Route>,
    );
    const section = await screen.findByRole('region', { name: 'Blocks' });
    expect(await within(section).findByText('This page has no block yet.')).toBeTruthy();

    // A block with a title and a body.
    await user.click(within(section).getByRole('button', { name: 'Add block' }));
    let form = await screen.findByRole('form', { name: 'New block' });
    await user.type(within(form).getByLabelText('Title'), 'Hero');
    const body = await within(form).findByRole('textbox', { name: 'Block body' }, { timeout: 10_000 });
    await setRich(body, '<p>Villas by the sea</p>');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowNames()).toEqual(['Hero']));
    expect(within(section).getByText('Villas by the sea')).toBeTruthy();

    // A second one, another template: last.
    await user.click(within(section).getByRole('button', { name: 'Add block' }));
    form = await screen.findByRole('form', { name: 'New block' });
    await user.type(within(form).getByLabelText('Title'), 'Contact us');
    await user.click(within(form).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: /contact/i }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowNames()).toEqual(['Hero', 'Contact us']));
    expect(await blocksOf(page.id)).toEqual(['default:Hero', 'contact:Contact us']);
    const [hero] = (await api.get<{ items: Block[] }>(`/api/pages/${page.id}`)).items;
    expect(hero!.bodyHtml).toBe('<p>Villas by the sea</p>');

    // Reorder with the arrows: saved.
    await user.click(within(section).getByRole('button', { name: 'Move Contact us up' }));
    await waitFor(() => expect(rowNames()).toEqual(['Contact us', 'Hero']));
    await waitFor(async () =>
      expect(await blocksOf(page.id)).toEqual(['contact:Contact us', 'default:Hero']),
    );

    // Edit: the title changes.
    await waitFor(() =>
      expect((within(section).getByRole('button', { name: 'Edit Hero' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Edit Hero' }));
    form = await screen.findByRole('form', { name: 'Edit block “Hero”' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Welcome');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowNames()).toEqual(['Contact us', 'Welcome']));

    // Delete, after the confirmation.
    await user.click(within(section).getByRole('button', { name: 'Delete Contact us' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Welcome']));
    expect(await blocksOf(page.id)).toEqual(['default:Welcome']);
  });
});
