import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realApiForFile } from '../../../testing/real-api-file.ts';
import { renderAt } from '../../../testing/render.tsx';
import { accommodationsKind } from '../kinds/accommodations.kind.ts';
import { seedReference, sentTo } from '../testing/catalogue-records.ts';
import { KindCreatePage } from './kind-create-page.tsx';

const backend = realApiForFile();
let accommodations: ReturnType<typeof sentTo>;
type Vendor = { '@id': string; id: number; name: string };
let vendors: Vendor[];

beforeAll(async () => {
  await seedReference(backend);
  vendors = (await backend.get('/api/vendors?order[id]=asc&itemsPerPage=30'))['hydra:member'] as Vendor[];
});
beforeEach(() => {
  backend.requests.length = 0;
  accommodations = sentTo(backend, '/api/accommodations');
});

describe('new vendor kind record (accommodation)', () => {
  it('requires a vendor, finds it by search, creates and opens the record', async () => {
    const user = userEvent.setup();
    const vendor = vendors[3]!;
    const { history } = renderAt('/admin/accommodations/new', <KindCreatePage kind={accommodationsKind} />);
    const form = screen.getByRole('form', { name: 'New accommodation' });
    await user.click(within(form).getByRole('button', { name: 'Create accommodation' }));
    expect((await within(form).findAllByText('Please input value')).length).toBe(2);

    // The vendor picker searches GET /api/vendors?search= as one types.
    const picker = within(form).getByRole('combobox', { name: 'Vendor' });
    await user.type(picker, vendor.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: vendor.name }));
    expect((picker as HTMLInputElement).value).toBe(vendor.name);

    await user.type(within(form).getByLabelText('Name'), 'Palazzo Test');
    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Villa' }));
    await user.type(within(form).getByLabelText('Stars'), '5');
    await user.type(within(form).getByLabelText('Check-in'), '15:00');
    await user.click(within(form).getByLabelText('Boutique hotel'));
    await user.click(within(form).getByLabelText('Butler Service'));
    await user.click(within(form).getByRole('button', { name: 'Create accommodation' }));

    await waitFor(() => expect(history.at(-1)).toBe('/admin/accommodations/1'));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(accommodations.writes[0]?.body).toEqual({
      vendor: vendor['@id'],
      name: 'Palazzo Test',
      website: null,
      description: null,
      type: '/api/accommodation_types/2',
      villaType: null,
      stars: 5,
      numberOfRooms: null,
      checkIn: '15:00',
      checkOut: null,
      boutique: true,
      amenities: ['/api/accommodation_amenities/2'],
    });
  });

  it('starts with the vendor given in the query', async () => {
    const vendor = vendors[0]!;
    renderAt(`/admin/accommodations/new?vendor=${vendor.id}`, <KindCreatePage kind={accommodationsKind} />);
    const picker = screen.getByRole('combobox', { name: 'Vendor' }) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe(vendor.name));
  });
});
