import { describe, expect, it } from 'vitest';
import { adminAppForFile, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();

type Item = Record<string, unknown> & { '@id': string; id: number };
type Problem = { 'hydra:description': string; violations?: { propertyPath: string; message: string }[] };

const send = async (method: string, path: string, body?: Record<string, unknown>, token = t.admin) =>
  t.request(method, path, { token, body });
const created = (path: string, body: Record<string, unknown>) => postCreated(t, path, body);
const iri = async (path: string, name: string) => (await created(path, { name }))['@id'];

describe('client preferences', () => {
  it('keeps every kind of field: enums, reference lists, interests with a level, numbers, switches, text', async () => {
    const client = await created('/api/clients', { firstName: 'Isabella', lastName: 'Moreau' });
    const refs = {
      hotelType: [await iri('/api/hotel_types', 'Palace')],
      hotelDesign: [await iri('/api/design_types', 'Contemporary')],
      roomAmenities: [await iri('/api/accommodation_room_amenities', 'Bathtub')],
      newspapers: [await iri('/api/accommodation_newspapers', 'Le Monde')],
      amenities: [await iri('/api/accommodation_amenities', 'Butler')],
      foodAllergies: [await iri('/api/food_allergies', 'Peanuts')],
      restaurantTags: [await iri('/api/restaurant_tags', 'Romantic')],
      favoriteCuisines: [await iri('/api/restaurant_cuisines', 'Japanese')],
      spaModalities: [await iri('/api/spa_modalities', 'Ayurveda')],
      airCharterMemberships: [await iri('/api/air_charter_memberships', 'NetJets')],
      airlines: [await iri('/api/airlines', 'Air France')],
      globalAirports: [await iri('/api/airports', 'Nice Côte d’Azur')],
      flightMeals: [await iri('/api/flight_meals', 'Vegetarian')],
      extremeSports: [await iri('/api/extreme_sports', 'Heli-skiing')],
      sportInterests: [await iri('/api/sport_interests', 'Golf')],
      fitnessRequirements: [await iri('/api/fitness_requirements', 'Moderate')],
      medicalLimitations: [await iri('/api/medical_limitations', 'Knee')],
    };
    const one = {
      villaType: await iri('/api/villa_types', 'Beachfront'),
      airport: await iri('/api/airports', 'Paris Charles de Gaulle'),
      carType: await iri('/api/transfer_car_types', 'SUV'),
    };
    const interest = await iri('/api/interests', 'Art');
    const prefs = await created('/api/client_preferences', {
      client: client['@id'],
      ...refs,
      ...one,
      roomSize: 'junior_suite',
      hotelFloor: 'high',
      roomAllergies: ['feather', 'feather', 'dust'],
      numberRooms: '2',
      connectingRooms: true,
      boutiqueHotel: true,
      flowers: ['White peonies', ' ', 'Lilies'],
      massagePressure: 'firm',
      spaTreatments: ['massage', 'facial'],
      therapistsFemale: true,
      onlyNatural: true,
      classPreferred: 'first',
      planeSeating: 'window',
      takeoffTime: 'morning',
      lunchReservation: '13:00',
      dailyActivityLevel: 'moderate',
      activityStartTime: 'late_morning',
      tourGuideGender: 'female',
      interests: [{ interest, level: 4 }],
      height: 172,
      weight: 61,
      shoeSizeUS: 7.5,
      jacketAndPantSize: 'S',
      gender: 'female',
      maritalStatus: 'married',
      childrenNumber: 2,
      secretaryEmail: 'Office@Moreau.example',
      pilotEmail: '',
      hotelComment: 'Always a view of the sea.',
    });
    expect(prefs).toMatchObject({
      '@type': 'ClientPreference',
      client: client['@id'],
      ...refs,
      ...one,
      roomSize: 'junior_suite',
      roomAllergies: ['feather', 'dust'],
      numberRooms: 2,
      boutiqueHotel: true,
      flowers: ['White peonies', 'Lilies'],
      spaTreatments: ['massage', 'facial'],
      therapistsFemale: true,
      therapistsMale: false,
      lunchReservation: '13:00:00',
      interests: [{ interest, level: 4 }],
      shoeSizeUS: '7.5',
      childrenNumber: 2,
      hotelComment: 'Always a view of the sea.',
    });
    // The client names its preferences.
    const readClient = await json<Item>(await send('GET', client['@id']));
    expect(readClient.preferences).toBe(prefs['@id']);
    const read = await json<Item>(await send('GET', prefs['@id']));
    expect(read).toMatchObject({ roomSize: 'junior_suite', favoriteCuisines: refs.favoriteCuisines });

    const patched = await send('PATCH', prefs['@id'], {
      roomAmenities: [],
      roomSize: null,
      interests: [],
      carType: null,
      therapistsMale: true,
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      roomAmenities: [],
      roomSize: null,
      interests: [],
      carType: null,
      therapistsMale: true,
      therapistsFemale: true,
      favoriteCuisines: refs.favoriteCuisines,
    });
    // Both writes are in the client's log.
    const log = await json<{ 'hydra:member': { message: string }[] }>(
      await send('GET', `/api/client_logs?client.id=${client.id}&itemsPerPage=50`),
    );
    const messages = log['hydra:member'].map((e) => e.message);
    expect(messages).toContain('Added preferences');
    expect(messages.some((m) => m.startsWith('Updated preferences'))).toBe(true);
    const byClient = await json<{ 'hydra:member': Item[] }>(
      await send('GET', `/api/client_preferences?client.id=${client.id}`),
    );
    expect(byClient['hydra:member'].map((p) => p['@id'])).toEqual([prefs['@id']]);
  });

  it('refuses values outside the enums, unknown IRIs and bad numbers with 422 per field', async () => {
    const client = await created('/api/clients', { firstName: 'Hugo', lastName: 'Lindqvist' });
    const res = await send('POST', '/api/client_preferences', {
      client: client['@id'],
      roomSize: 'broom_cupboard',
      roomAllergies: ['cats'],
      spaTreatments: ['surgery'],
      favoriteCuisines: ['/api/restaurant_cuisines/99999'],
      interests: [{ interest: '/api/interests/99999', level: 3 }],
      height: 900,
      boutiqueHotel: 'yes',
      secretaryEmail: 'not-an-email',
    });
    expect(res.status).toBe(422);
    const paths = (await json<Problem>(res)).violations!.map((v) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        'roomSize',
        'roomAllergies.0',
        'spaTreatments.0',
        'height',
        'boutiqueHotel',
        'secretaryEmail',
        'favoriteCuisines',
      ]),
    );
    const level = await send('POST', '/api/client_preferences', {
      client: client['@id'],
      interests: [{ interest: '/api/interests/1', level: 9 }],
    });
    expect(level.status).toBe(422);
    expect((await json<Problem>(level)).violations![0]!.propertyPath).toBe('interests.0.level');
    const unknownInterest = await send('POST', '/api/client_preferences', {
      client: client['@id'],
      interests: [{ interest: '/api/interests/99999', level: 2 }],
    });
    expect(unknownInterest.status).toBe(422);
    expect((await json<Problem>(unknownInterest)).violations![0]!.message).toContain('/api/interests/99999');
    const noClient = await send('POST', '/api/client_preferences', { roomSize: 'suite' });
    expect(noClient.status).toBe(422);
    expect((await json<Problem>(noClient)).violations![0]!.propertyPath).toBe('client');
  });

  it('keeps one record per client: a second POST is a 409 naming the first; the client cannot change', async () => {
    const client = await created('/api/clients', { firstName: 'Akira', lastName: 'Tanaka' });
    const other = await created('/api/clients', { firstName: 'Mei', lastName: 'Tanaka' });
    const first = await created('/api/client_preferences', { client: client['@id'], roomSize: 'suite' });
    const again = await send('POST', '/api/client_preferences', { client: client['@id'] });
    expect(again.status).toBe(409);
    const problem = await json<Problem & { existing: string }>(again);
    expect(problem['hydra:description']).toContain(first['@id']);
    expect(problem.existing).toBe(first['@id']);
    const moved = await send('PATCH', first['@id'], { client: other['@id'] });
    expect(moved.status).toBe(422);
    // No DELETE: the record goes with its client.
    expect([404, 405]).toContain((await send('DELETE', first['@id'])).status);
    expect((await send('GET', first['@id'])).status).toBe(200);
    expect((await send('GET', '/api/client_preferences/99999')).status).toBe(404);
  });

  it('lets the travel director write, the accountant read, other roles nothing', async () => {
    const client = await created('/api/clients', { firstName: 'Nora', lastName: 'Berg' });
    const travel = await t.login('travel@demo.travel');
    const accountant = await t.login('accountant@demo.travel');
    const vendor = await t.login('vendor@demo.travel');
    const res = await send('POST', '/api/client_preferences', { client: client['@id'] }, travel);
    expect(res.status).toBe(201);
    const prefs = await json<Item>(res);
    expect((await send('GET', prefs['@id'], undefined, accountant)).status).toBe(200);
    expect((await send('PATCH', prefs['@id'], { roomSize: 'suite' }, accountant)).status).toBe(403);
    expect((await send('GET', prefs['@id'], undefined, vendor)).status).toBe(403);
    expect((await send('PATCH', prefs['@id'], { roomSize: 'suite' }, travel)).status).toBe(200);
    expect((await send('GET', prefs['@id'])).status).toBe(200);
    expect((await t.request('GET', prefs['@id'])).status).toBe(401);
  });
});
