import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GalleryPicker, type PickedImage } from '../../shared/media/gallery-picker.tsx';
import { NodeFormData, nodeFile, nodeFormDataInTests } from '../../testing/node-uploads.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { GalleryPage } from './gallery-page.tsx';

const api = realApiForFile();
nodeFormDataInTests();

// The smallest valid PNG (1×1).
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

let harbour: { '@id': string; id: number };
let tag: { '@id': string; id: number };

const uploadFixture = async (name: string, tags: string[] = []) => {
  const form = new NodeFormData();
  form.append('file', nodeFile([png], `${name}.png`, 'image/png'));
  form.append('name', name);
  for (const t of tags) form.append('tags[]', t);
  return (await api.post('/api/image_srcs', form)) as { '@id': string; id: number };
};

beforeAll(async () => {
  tag = (await api.post('/api/image_tags', { name: 'Harbours' })) as typeof tag;
  harbour = await uploadFixture('Séville harbour', [tag['@id']]);
  await uploadFixture('Lisbon tram');
});

describe('media gallery', () => {
  it('lists the images, searches with the state in the URL, edits an image in the drawer', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/media/gallery', <GalleryPage />);
    const grid = await screen.findByRole('list', { name: 'Images' });
    expect(within(grid).getByText('Séville harbour')).toBeTruthy();
    expect(within(grid).getByText('Lisbon tram')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search images' });
    await user.type(search, 'seville{Enter}');
    await waitFor(() => expect(history.at(-1)).toBe('/admin/media/gallery?q=seville'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images' })).queryByText('Lisbon tram')).toBeNull(),
    );
    expect(api.calls('GET', /\/api\/image_srcs\?.*search=seville/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /Séville harbour/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Séville harbour' });
    expect(await within(drawer).findByText('Not used anywhere.')).toBeTruthy();
    await user.type(within(drawer).getByLabelText('Alternative text'), 'Boats at dawn');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', harbour['@id']).length).toBe(1));
    expect(api.calls('PATCH', harbour['@id'])[0]!.body).toMatchObject({
      alt: 'Boats at dawn',
      tags: [tag['@id']],
      focalX: 0.5,
      focalY: 0.5,
    });
  });

  it('filters by tag; uploads picked and dropped files with the filter tags', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/admin/media/gallery', <GalleryPage />);
    const filter = await screen.findByRole('group', { name: 'Filter by tag' });
    await user.click(within(filter).getByRole('button', { name: 'Harbours' }));
    await waitFor(() => expect(history.at(-1)).toBe(`/admin/media/gallery?tag=${tag.id}`));
    const input = screen.getByLabelText('Upload images') as HTMLInputElement;
    await user.upload(input, nodeFile([png], 'Quay.png', 'image/png'));
    await waitFor(() => expect(screen.getByText(/Quay\.png: uploaded/)).toBeTruthy());
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images' })).getByText('Quay')).toBeTruthy(),
    );
    fireEvent.drop(screen.getByRole('region', { name: 'Media gallery' }), {
      dataTransfer: { files: [nodeFile([png], 'Pier.png', 'image/png')] },
    });
    await waitFor(() => expect(screen.getByText(/Pier\.png: uploaded/)).toBeTruthy());
    // Both carry the tag the gallery is filtered by.
    const listed = await api.get<{ 'hydra:member': { name: string }[] }>(`/api/image_srcs?tags.id=${tag.id}`);
    expect(listed['hydra:member'].map((m) => m.name).sort()).toEqual(['Pier', 'Quay', 'Séville harbour']);
  });
});

describe('gallery picker', () => {
  it('answers the picked image as { id, @id, src, alt, width, height }', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn<(image: PickedImage) => void>();
    renderAt('/admin/cms/articles/new', <GalleryPicker open onOpenChange={() => {}} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search images' }), 'lisbon');
    await waitFor(() => expect(within(dialog).queryByText('Séville harbour')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: /Lisbon tram/ }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({
        '@id': expect.stringMatching(/^\/api\/image_srcs\/\d+$/),
        alt: 'Lisbon tram',
        width: 1,
        height: 1,
      }),
    );
    expect(onPick.mock.calls[0]![0].src).toMatch(/^\/files\/raw\//);
  });
});
