import { File as NodeFile } from 'node:buffer';
import {
  getCreateAccommodationAttachmentMockHandler,
  getCreateAccommodationImageMockHandler,
  getDeleteAccommodationImageMockHandler,
  getGetFileUrlMockHandler,
  getUpdateAccommodationAttachmentMockHandler,
  getUpdateAccommodationImageMockHandler,
} from '@backoffice/sdk/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockApi } from '../../../testing/msw-server.ts';
import { renderAt } from '../../../testing/render.tsx';
import { accommodationsKind } from '../kinds/accommodations.kind.ts';
import { createCollection } from '../testing/catalogue-mock.ts';
import type { FileRecord } from '../types.ts';
import { AttachmentsPanel } from './attachments-panel.tsx';
import { ImagesPanel } from './images-panel.tsx';

let mock: Awaited<ReturnType<typeof startMockApi>>;
let attachments: ReturnType<typeof createCollection>;
let images: ReturnType<typeof createCollection>;

const file = (id: number, name: string, extension: string, extra: Partial<FileRecord> = {}) => ({
  '@id': `/api/files/${id}`,
  '@type': 'File',
  id,
  name,
  extension,
  // One path segment: the generated GET /files/:path mock matches no more.
  filePath: `${id}.${extension}`,
  mimeType: extension === 'pdf' ? 'application/pdf' : 'image/jpeg',
  size: 2048,
  createdAt: '2026-03-04T10:00:00Z',
  updatedAt: '2026-03-04T10:00:00Z',
  ...extra,
});

// jsdom's File and FormData cannot go through Node's fetch: uploads use Node's own.
const jsdomFormData = globalThis.FormData;
const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
const nodeFile = (parts: BlobPart[], name: string, type: string) =>
  new NodeFile(parts as never, name, { type }) as unknown as File;

const png = () =>
  nodeFile(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    'terrace.png',
    'image/png',
  );

beforeAll(async () => {
  mock = await startMockApi();
});
beforeEach(() => {
  globalThis.FormData = nodeFormData;
  attachments = createCollection('/api/accommodation_attachments', 'AccommodationAttachment', [
    file(1, 'Fact sheet 2026', 'pdf', { type: 'Fact sheet' }),
  ]);
  images = createCollection('/api/accommodation_images', 'AccommodationImage', [
    file(11, 'lobby', 'jpg', { position: 0, isMain: true }),
    file(12, 'pool', 'jpg', { position: 1, isMain: false }),
  ]);
  mock.server.use(
    getGetFileUrlMockHandler({ url: 'http://files.example/signed' }),
    ...(attachments.handlers({
      create: getCreateAccommodationAttachmentMockHandler,
      update: getUpdateAccommodationAttachmentMockHandler,
    }) as never[]),
    ...(images.handlers({
      create: getCreateAccommodationImageMockHandler,
      update: getUpdateAccommodationImageMockHandler,
      remove: getDeleteAccommodationImageMockHandler,
    }) as never[]),
  );
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
  mock.server.resetHandlers();
});
afterAll(() => mock.server.close());

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
