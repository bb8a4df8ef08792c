import { beforeAll, describe, expect, it } from 'vitest';
import { adminAppForFile, getOk, postCreated } from '../test/admin-app.ts';
import { png } from '../test/file-bytes.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let content: string;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };

const post = (path: string, body: unknown, token = t.admin) => postCreated(t, path, body, token);
const get = <T = Item>(path: string) => getOk<T>(t, path);
const ids = (c: Collection) => c['hydra:member'].map((m) => m['@id']);

const upload = (fields: Record<string, string>, bytes: Uint8Array, name: string) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', new Blob([bytes]), name);
  return f;
};

let vendor: Item;
let otherVendor: Item;
let kyoto: Item;
let location: Item;

beforeAll(async () => {
  content = await t.login('content@demo.travel');
  kyoto = await post('/api/destinations.json', { name: 'Kyoto Catalogue' });
  vendor = await post('/api/vendors.json', { name: 'Aman Group Kyoto' });
  otherVendor = await post('/api/vendors.json', { name: 'Plain Agency' });
  location = await post('/api/vendor_locations', {
    vendor: vendor['@id'],
    address: '1 Okitayama Washimine-cho',
    city: 'Kyoto',
    country: 'Japan',
    destination: kyoto['@id'],
    latitude: '35.0470',
    longitude: '135.7350',
  });
});

describe('accommodations', () => {
  it('creates a hotel with a type, amenities, rooms and options, and filters the list', async () => {
    const type = await post('/api/accommodation_types', { name: 'Ryokan Test' });
    const amenity = await post('/api/accommodation_amenities', { name: 'Onsen Test' });
    const hotel = await post('/api/accommodations', {
      name: 'Aman Kyoto',
      vendor: vendor['@id'],
      location: location['@id'],
      type: type['@id'],
      amenities: [amenity['@id']],
      stars: '5',
      checkIn: '15:00',
    });
    expect(hotel).toMatchObject({
      '@type': 'Accommodation',
      stars: 5,
      type: type['@id'],
      amenities: [amenity['@id']],
      location: location['@id'],
      rooms: [],
      images: [],
      attachments: [],
    });
    expect((hotel.vendor as Item).name).toBe('Aman Group Kyoto');

    const room = await post('/api/accommodation_rooms', {
      name: 'Garden Pavilion',
      accommodation: hotel['@id'],
      maxOccupancy: 2,
      rackRate: '2400.00',
    });
    await post('/api/accommodation_options', {
      name: 'Kaiseki dinner',
      accommodation: hotel['@id'],
      price: 350,
    });
    const reread = await get(hotel['@id']);
    expect((reread.rooms as Item[]).map((r) => r['@id'])).toEqual([room['@id']]);
    expect((reread.options as Item[])[0]!.name).toBe('Kaiseki dinner');

    // ?type= matches the end of the type link, as the menu's one entry per type sends it.
    expect(ids(await get<Collection>(`/api/accommodations?type=${type.id}`))).toEqual([hotel['@id']]);
    expect(ids(await get<Collection>(`/api/accommodations?type=${type['@id']}`))).toEqual([hotel['@id']]);
    expect(ids(await get<Collection>(`/api/accommodations?location.id=${location.id}`))).toEqual([
      hotel['@id'],
    ]);
    expect(ids(await get<Collection>(`/api/accommodations?location.destination.id=${kyoto.id}`))).toEqual([
      hotel['@id'],
    ]);
    expect(ids(await get<Collection>('/api/accommodations?search=aman%20kyo'))).toContain(hotel['@id']);

    // The vendor list's service filter (exists[service]=true).
    const withHotels = await get<Collection>('/api/vendors?exists[accommodations]=true&itemsPerPage=100');
    expect(ids(withHotels)).toContain(vendor['@id']);
    expect(ids(withHotels)).not.toContain(otherVendor['@id']);
    const without = await get<Collection>('/api/vendors?exists[accommodations]=false&itemsPerPage=100');
    expect(ids(without)).toContain(otherVendor['@id']);
    // Lists never carry the detail-only relations; the vendor's own page does.
    const listed = withHotels['hydra:member'].find((m) => m['@id'] === vendor['@id'])!;
    expect(listed.accommodations).toBeUndefined();
    expect((await get(vendor['@id'])).accommodations).toEqual([hotel['@id']]);
  });

  it("keeps a kind at one of its own vendor's locations", async () => {
    const elsewhere = await post('/api/vendor_locations', { vendor: otherVendor['@id'], city: 'Osaka' });
    const hotel = await post('/api/accommodations', {
      name: 'Located',
      vendor: vendor['@id'],
      location: location['@id'],
    });
    const wrong = await t.request('PATCH', hotel['@id'], {
      token: t.admin,
      body: { location: elsewhere['@id'] },
    });
    expect(wrong.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(wrong)).violations[0]!.propertyPath).toBe(
      'location',
    );
    const moved = await t.request('PATCH', hotel['@id'], {
      token: t.admin,
      body: { vendor: otherVendor['@id'] },
    });
    expect(await json<Item>(moved)).toMatchObject({ location: null });
  });

  it('refuses bad values with violations, never a 500', async () => {
    const res = await t.request('POST', '/api/accommodations', {
      token: t.admin,
      body: { name: '', vendor: vendor['@id'], checkIn: '25:99', stars: 'five' },
    });
    expect(res.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(res);
    expect(body.violations.map((v) => v.propertyPath).sort()).toEqual(['checkIn', 'name', 'stars']);
  });

  it('stores images with one main image and attachments, checked by content', async () => {
    const hotel = await post('/api/accommodations', { name: 'Villa Images', vendor: vendor['@id'] });
    const first = await t.request('POST', '/api/accommodation_images', {
      token: t.admin,
      body: upload({ accommodation: hotel['@id'] }, png, 'pool.png'),
    });
    expect(first.status).toBe(201);
    const second = await t.request('POST', '/api/accommodation_images', {
      token: t.admin,
      body: upload({ accommodation: String(hotel.id), position: '1' }, png, 'garden.png'),
    });
    expect(second.status).toBe(201);
    const secondImage = await json<Item>(second);
    expect((await json<Item>(first)).isMain).toBe(true);
    expect(secondImage.isMain).toBe(false);
    await t.request('PATCH', secondImage['@id'], { token: t.admin, body: { isMain: true, position: 0 } });
    const images = (await get(hotel['@id'])).images as Item[];
    expect(images.filter((i) => i.isMain).map((i) => i['@id'])).toEqual([secondImage['@id']]);

    const att = await t.request('POST', '/api/accommodation_attachments', {
      token: t.admin,
      body: upload({ accommodation: hotel['@id'], type: 'contract' }, png, 'floor plan.png'),
    });
    expect(att.status).toBe(201);
    const renamed = await t.request('PATCH', (await json<Item>(att))['@id'], {
      token: t.admin,
      body: { name: 'Floor plan 2027.png', type: 'brochure' },
    });
    expect(await json<Item>(renamed)).toMatchObject({ name: 'Floor plan 2027', type: 'brochure' });
    const notImage = await t.request('POST', '/api/accommodation_images', {
      token: t.admin,
      body: upload({ accommodation: hotel['@id'] }, new TextEncoder().encode('hello'), 'x.png'),
    });
    expect(notImage.status).toBe(415);
  });
});

describe('the other vendor kinds and what they offer', () => {
  it('spas with treatments, restaurants with meals, wineries with wines', async () => {
    const spa = await post('/api/spas', { name: 'Aman Spa', vendor: vendor['@id'] });
    await post('/api/spa_treatments', { name: 'Shiatsu', spa: spa['@id'], type: 'massage', duration: '90' });
    const bad = await t.request('POST', '/api/spa_treatments', {
      token: t.admin,
      body: { name: 'Bad', spa: spa['@id'], type: 'tickle', duration: 2 },
    });
    expect(bad.status).toBe(422);
    expect((await get(spa['@id'])).treatments).toMatchObject([{ type: 'massage', duration: 90 }]);
    expect(ids(await get<Collection>(`/api/spas?vendor.locations.id=${location.id}`))).toEqual([spa['@id']]);

    const restaurant = await post('/api/restaurants', { name: 'Kitcho Arashiyama', vendor: vendor['@id'] });
    await post('/api/restaurant_meals', {
      name: 'Autumn kaiseki',
      restaurant: restaurant['@id'],
      type: 'dinner',
    });
    expect((await get(restaurant['@id'])).meals).toMatchObject([{ name: 'Autumn kaiseki', type: 'dinner' }]);

    const winery = await post('/api/wineries', { name: 'Domaine Kyoto', vendor: vendor['@id'] });
    const wine = await post('/api/wines', { name: 'Koshu', winery: winery['@id'], vintage: 2021 });
    const wines = await get<Collection>(`/api/wines?winery.id=${winery.id}`);
    expect(ids(wines)).toEqual([wine['@id']]);
  });

  it('activities, transfers and concierge services filter by destination', async () => {
    const paris = await post('/api/destinations.json', { name: 'Paris Catalogue' });
    const provider = await post('/api/activity_providers', { name: 'Kyoto Walks', vendor: vendor['@id'] });
    const tea = await post('/api/activities', {
      name: 'Tea ceremony',
      activityProvider: provider['@id'],
      destination: kyoto['@id'],
      duration: 90,
    });
    await post('/api/activities', {
      name: 'Louvre',
      activityProvider: provider['@id'],
      destination: paris['@id'],
    });
    expect(ids(await get<Collection>(`/api/activities?destination.id=${kyoto.id}`))).toEqual([tea['@id']]);
    expect((await get(provider['@id'])).activities).toHaveLength(2);

    const transport = await post('/api/transportation_providers', { name: 'MK Taxi', vendor: vendor['@id'] });
    const transfer = await post('/api/transfers', {
      name: 'Station to ryokan',
      transportationProvider: transport['@id'],
      destination: kyoto['@id'],
      maxPassengers: 3,
    });
    expect(ids(await get<Collection>(`/api/transfers?destination.id=${kyoto.id}`))).toEqual([
      transfer['@id'],
    ]);

    const concierge = await post('/api/conciergeries', { name: 'Kyoto Concierge', vendor: vendor['@id'] });
    const service = await post('/api/conciergerie_services', {
      name: 'Geisha dinner',
      conciergerie: concierge['@id'],
      destination: kyoto['@id'],
    });
    expect(ids(await get<Collection>(`/api/conciergerie_services?destination.id=${kyoto.id}`))).toEqual([
      service['@id'],
    ]);
    expect((await get(concierge['@id'])).conciergerieServices).toEqual([service['@id']]);
  });

  it('lets the content manager read nothing of the catalogue and write nothing', async () => {
    const list = await t.request('GET', '/api/accommodations', { token: content });
    expect(list.status).toBe(403);
    const create = await t.request('POST', '/api/spas', {
      token: content,
      body: { name: 'No', vendor: vendor['@id'] },
    });
    expect(create.status).toBe(403);
  });
});

describe('vendor contacts', () => {
  it('takes an empty position as 0 and a single place as a list of one', async () => {
    const hotel = await post('/api/accommodations', { name: 'Contact Hotel', vendor: vendor['@id'] });
    const contact = await post('/api/vendor_contacts', {
      vendor: vendor['@id'],
      title: 'Mrs Sato',
      email: 'sato@aman.example',
      position: '',
      accommodations: hotel['@id'],
    });
    expect(contact).toMatchObject({ position: 0, accommodations: [hotel['@id']], spas: [] });
    const moved = await t.request('PATCH', contact['@id'], { token: t.admin, body: { position: '3' } });
    expect((await json<Item>(moved)).position).toBe(3);
    expect((await get(hotel['@id'])).contacts).toEqual([contact['@id']]);
    expect(ids(await get<Collection>(`/api/vendor_contacts?accommodations.id=${hotel.id}`))).toEqual([
      contact['@id'],
    ]);
    const vendorContacts = (await get(vendor['@id'])).contacts as Item[];
    expect(vendorContacts.map((c) => c.title)).toContain('Mrs Sato');
  });
});

describe('vendor contracts', () => {
  it('moves along the state machine, refuses other moves and renews into the next period', async () => {
    const contract = await post('/api/vendor_contracts', {
      vendor: vendor['@id'],
      name: 'Rates 2027',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      commission: '12.5',
    });
    expect(contract.status).toBe('draft');
    const draftMoves = await get<{ status: string; transitions: { status: string }[] }>(
      `/api/contract/possible-transitions/${contract.id}`,
    );
    expect(draftMoves.transitions.map((m) => m.status)).toEqual(['active', 'cancelled']);
    const moves = await t.request('GET', `/api/contract/possible-transitions/${contract.id}`, {
      token: t.admin,
    });
    expect(moves.headers.get('etag')).toBe('"1"');

    const skip = await t.request('PATCH', contract['@id'], { token: t.admin, body: { status: 'renewed' } });
    expect(skip.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(skip)).violations[0]!.propertyPath).toBe(
      'status',
    );
    const backwards = await t.request('PATCH', contract['@id'], {
      token: t.admin,
      body: { endDate: '2026-01-01' },
    });
    expect(backwards.status).toBe(422);
    const active = await t.request('PATCH', contract['@id'], { token: t.admin, body: { status: 'active' } });
    expect(active.status).toBe(200);

    const renewed = await t.request('GET', `/api/contract/renew/${contract.id}`, { token: t.admin });
    expect(renewed.status).toBe(200);
    const next = await json<Item>(renewed);
    expect(next).toMatchObject({
      status: 'draft',
      startDate: '2028-01-01',
      endDate: '2028-12-31',
      commission: '12.50',
      renewedFrom: contract['@id'],
    });
    expect((await get(contract['@id'])).status).toBe('renewed');
    const again = await t.request('GET', `/api/contract/renew/${contract.id}`, { token: t.admin });
    expect(again.status).toBe(409);
    expect(
      (await get<{ transitions: unknown[] }>(`/api/contract/possible-transitions/${contract.id}`))
        .transitions,
    ).toEqual([]);
    const missing = await t.request('GET', '/api/contract/possible-transitions/999999', { token: t.admin });
    expect(missing.status).toBe(404);
  });
});

describe('vendor contracts lists', () => {
  it('filters by date range (DateFilter bounds) and embeds the vendor of each contract', async () => {
    const tag = `Dates${Date.now()}`;
    const periods = [
      ['2026-01-01', '2026-06-30'],
      ['2026-07-01', '2026-12-31'],
      ['2027-01-01', '2027-12-31'],
    ];
    for (const [startDate, endDate] of periods)
      await post('/api/vendor_contracts', {
        vendor: vendor['@id'],
        name: `${tag} ${startDate}`,
        startDate,
        endDate,
      });
    const names = async (query: string) =>
      (await get<Collection>(`/api/vendor_contracts?name=${tag}&order[endDate]=asc&${query}`))[
        'hydra:member'
      ].map((c) => (c.name as string).slice(tag.length + 1));
    expect(await names('endDate[before]=2026-12-31')).toEqual(['2026-01-01', '2026-07-01']);
    expect(await names('endDate[strictly_before]=2026-12-31')).toEqual(['2026-01-01']);
    expect(await names('endDate[after]=2026-07-01&endDate[before]=2027-06-30')).toEqual(['2026-07-01']);
    expect(await names('startDate[strictly_after]=2026-07-01')).toEqual(['2027-01-01']);
    const bad = await t.request('GET', '/api/vendor_contracts?endDate[before]=soon', { token: t.admin });
    expect(bad.status).toBe(400);
    expect((await json<Record<string, string>>(bad))['hydra:description']).toContain('endDate[before]');

    const list = await get<Collection>(`/api/vendor_contracts?name=${tag}`);
    const embedded = list['hydra:member'][0]!.vendor as Item;
    expect(embedded).toMatchObject({ '@id': vendor['@id'], '@type': 'Vendor', name: vendor.name });
    const byVendorName = await get<Collection>(
      `/api/vendor_contracts?name=${tag}&vendor.name=${encodeURIComponent(String(vendor.name).slice(0, 5))}`,
    );
    expect(byVendorName['hydra:totalItems']).toBe(3);
    // Written as an IRI, answered embedded.
    const created = await post('/api/vendor_contracts', { vendor: vendor['@id'], name: `${tag} more` });
    expect((created.vendor as Item)['@id']).toBe(vendor['@id']);
  });
});

describe("a vendor's services", () => {
  it('follow its records of each kind: created, moved to another vendor, deleted', async () => {
    const a = await post('/api/vendors', { name: 'Services Vendor A' });
    const b = await post('/api/vendors', { name: 'Services Vendor B' });
    expect(a.services).toEqual([]);
    const spa = await post('/api/spas', { name: 'Services Spa', vendor: a['@id'] });
    await post('/api/spas', { name: 'Services Spa 2', vendor: a['@id'] });
    const hotel = await post('/api/accommodations', { name: 'Services Hotel', vendor: a['@id'] });
    expect((await get(a['@id'])).services).toEqual(['accommodations', 'spas']);
    const listed = await get<Collection>('/api/vendors?name=Services%20Vendor&exists[spas]=true');
    expect(listed['hydra:member'].map((v) => [v.name, v.services])).toEqual([
      ['Services Vendor A', ['accommodations', 'spas']],
    ]);
    const withoutSpas = await get<Collection>('/api/vendors?name=Services%20Vendor&exists[spas]=false');
    expect(withoutSpas['hydra:member'].map((v) => v.name)).toEqual(['Services Vendor B']);

    await t.request('PATCH', hotel['@id'], { token: t.admin, body: { vendor: b['@id'] } });
    expect((await get(a['@id'])).services).toEqual(['spas']);
    expect((await get(b['@id'])).services).toEqual(['accommodations']);
    await t.request('DELETE', spa['@id'], { token: t.admin });
    expect((await get(a['@id'])).services).toEqual(['spas']);
    const rest = await get<Collection>(`/api/spas?vendor.id=${a.id}`);
    await t.request('DELETE', rest['hydra:member'][0]!['@id'], { token: t.admin });
    expect((await get(a['@id'])).services).toEqual([]);
  });
});
