import { getGetFileUrlMockHandler } from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nodeFile, nodeFormDataInTests } from '../../../testing/node-uploads.ts';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { accommodationsKind } from '../kinds/accommodations.kind.ts';
import { createWithId, sentTo } from '../testing/catalogue-records.ts';
import type { FileRecord } from '../types.ts';
import { AttachmentsPanel } from './attachments-panel.tsx';
import { ImagesPanel } from './images-panel.tsx';

const backend = realApiForFile({ reset: true });
let attachments: ReturnType<typeof sentTo> & { rows: FileRecord[] };
let images: ReturnType<typeof sentTo> & { rows: FileRecord[] };

nodeFormDataInTests();

// A real 1×1 PNG: the API reads an upload's type from its content.
const png = () =>
  nodeFile(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    'terrace.png',
    'image/png',
  );

const jpeg = (name: string) =>
  nodeFile(
    [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    name,
    'image/jpeg',
  );
const files = async (path: string) =>
  (await backend.get(`${path}?accommodation.id=3&itemsPerPage=100`))[
    'hydra:member'
  ] as unknown as FileRecord[];

// Accommodation 3 with its attachment 1 (Fact sheet 2026, a PDF of type Fact sheet) and its
// images 11 (lobby, the main one) and 12 (pool), uploaded to the API.
beforeEach(async () => {
  const accommodation = { accommodation: '/api/accommodations/3' };
  await createWithId(backend, '/api/accommodations', 3, { name: 'Palazzo Venart', vendor: '/api/vendors/1' });
  await backend.upload('/api/accommodation_attachments', {
    ...accommodation,
    type: 'Fact sheet',
    file: nodeFile(['%PDF-1.4'], 'Fact sheet 2026.pdf', 'application/pdf'),
  });
  for (let id = 1; id < 11; id++) {
    const spare = await backend.upload('/api/accommodation_images', {
      ...accommodation,
      file: jpeg('spare.jpg'),
    });
    await backend.delete(spare['@id']);
  }
  await backend.upload('/api/accommodation_images', {
    ...accommodation,
    file: jpeg('lobby.jpg'),
    position: '0',
  });
  await backend.upload('/api/accommodation_images', {
    ...accommodation,
    file: jpeg('pool.jpg'),
    position: '1',
  });
  await backend.patch('/api/accommodation_images/11', { isMain: true });
  attachments = Object.assign(sentTo(backend, '/api/accommodation_attachments'), {
    rows: await files('/api/accommodation_attachments'),
  });
  images = Object.assign(sentTo(backend, '/api/accommodation_images'), {
    rows: await files('/api/accommodation_images'),
  });
  backend.requests.length = 0;
  // Signed links point at the file store; here at a made-up one.
  backend.server.use(getGetFileUrlMockHandler({ url: 'http://files.example/signed' }));
});

const owner = '/api/accommodations/3';

describe('attachments of a vendor kind record', () => {
  it('uploads with the owner and the chosen type, then renames as name.extension', async () => {
    const user = userEvent.setup();
    renderAt(
      '/admin/accommodations/3?tab=attachments',
      <AttachmentsPanel
        files={accommodationsKind.attachments}
        owner={owner}
        attachments={attachments.rows as unknown as FileRecord[]}
        refreshKey={['test']}
      />,
    );
    const table = screen.getByRole('table', { name: 'Attachments' });
    expect(within(table).getByText('Fact sheet 2026.pdf')).toBeTruthy();
    expect(within(table).getByText('Fact sheet')).toBeTruthy();

    await user.type(screen.getByLabelText('Type of the next upload'), 'Brochure');
    await user.upload(
      screen.getByLabelText('Upload files'),
      nodeFile(['%PDF-1.4'], 'Spring offers.pdf', 'application/pdf'),
    );
    expect(await screen.findByText('Spring offers.pdf file uploaded successfully.')).toBeTruthy();
    expect(attachments.writes[0]).toMatchObject({
      method: 'POST',
      body: { accommodation: owner, file: 'Spring offers.pdf', type: 'Brochure' },
    });

    await user.click(within(table).getByRole('button', { name: 'Edit Fact sheet 2026.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit attachment' });
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Fact sheet 2026');
    expect(within(dialog).getByText('.pdf')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Fact sheet 2027');
    await user.clear(within(dialog).getByLabelText('Type'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(attachments.writes[1]).toMatchObject({
      method: 'PATCH',
      path: '/api/accommodation_attachments/1',
      body: { name: 'Fact sheet 2027.pdf', type: null },
    });
  });

  it('refuses files of 10 MB or more before sending them', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <AttachmentsPanel
        files={accommodationsKind.attachments}
        owner={owner}
        attachments={[]}
        refreshKey={['test']}
      />,
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'scan.tiff');
    await user.upload(screen.getByLabelText('Upload files'), big);
    expect(await screen.findByText('File must smaller than 10MB')).toBeTruthy();
    expect(attachments.writes).toEqual([]);
  });
});

describe('images of an accommodation', () => {
  const renderImages = () =>
    renderAt(
      '/admin/accommodations/3?tab=images',
      <ImagesPanel
        files={accommodationsKind.images!}
        owner={owner}
        images={images.rows as unknown as FileRecord[]}
        refreshKey={['test']}
      />,
    );

  it('shows the main image, sets another one as main and removes one', async () => {
    const user = userEvent.setup();
    renderImages();
    const table = screen.getByRole('table', { name: 'Images' });
    expect(within(table).getByText('Main image')).toBeTruthy();
    // Thumbnails load through signed links (GET /files/{path} → { url }).
    await waitFor(() => expect(within(table).getAllByRole('img')).toHaveLength(2));
    expect(within(table).getByRole('img', { name: 'pool' }).getAttribute('src')).toBe(
      'http://files.example/signed',
    );

    await user.click(within(table).getByRole('button', { name: 'Set pool.jpg as main image' }));
    await waitFor(() =>
      expect(images.writes[0]).toMatchObject({
        path: '/api/accommodation_images/12',
        body: { isMain: true },
      }),
    );

    await user.click(within(table).getByRole('button', { name: 'Delete lobby.jpg' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image removed successfully.')).toBeTruthy();
    expect(images.writes[1]).toMatchObject({ method: 'DELETE', path: '/api/accommodation_images/11' });
  });

  it('uploads real images after the others and refuses anything else', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderImages();
    await user.upload(screen.getByLabelText('Upload images'), nodeFile(['hello'], 'notes.png', 'image/png'));
    expect(await screen.findByText('You can only upload image file!')).toBeTruthy();
    expect(images.writes).toEqual([]);

    await user.upload(screen.getByLabelText('Upload images'), png());
    expect(await screen.findByText('terrace.png file uploaded successfully.')).toBeTruthy();
    expect(images.writes[0]).toMatchObject({
      method: 'POST',
      body: { accommodation: owner, file: 'terrace.png', position: '2' },
    });
  });
});
