// What every admin test file finds in the real API besides the demo users (admin@demo.travel and
// one account per role, password demo-password): 14 vendor groups and 30 vendors whose statuses
// cycle active, inactive, pending, blacklisted, archived, two of three in a group. Written through
// the API itself.

const base = 'http://localhost:3000';
const statuses = ['active', 'inactive', 'pending', 'blacklisted', 'archived'];
const groupNames = [
  'Aurora',
  'Boreal',
  'Cypress',
  'Dune',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Ivory',
  'Juniper',
  'Kestrel',
  'Lagoon',
  'Meridian',
  'Nimbus',
].map((n) => `${n} Hospitality Group`);
const vendorNames = [
  'Abernathy Lodges',
  'Belmonte Villas',
  'Castellane Retreats',
  'Dunmore Estates',
  'Esterhazy Suites',
  'Falconridge Resorts',
  'Gainsborough Manor',
  'Halcyon Bay',
  'Isolde Gardens',
  'Jasperwood Inn',
  'Kensington Quay',
  'Lindqvist Spa',
  'Montclair Palace',
  'Northbrook Chalets',
  'Orsini House',
  'Pemberton Hall',
  'Quintessa Lodge',
  'Rosewater Terrace',
  'Sandoval Hacienda',
  'Thornbury Castle',
  'Umbria Hills',
  'Valmont Riviera',
  'Westerly Cove',
  'Xanadu Atoll',
  'Yarrow Farmhouse',
  'Zermatt Peaks',
  'Aldergrove Camp',
  'Brightwater Yachts',
  'Cordova Heights',
  'Delacroix Mansion',
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '-');

type Fetch = (request: Request) => Response | Promise<Response>;

export const seedBaseData = async (fetch: Fetch) => {
  const call = async (method: string, path: string, body?: object, token?: string) => {
    const res = await fetch(
      new Request(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/ld+json',
          accept: 'application/ld+json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const { token } = (await call('POST', '/api-auth/admin/auth_token', {
    email: 'admin@demo.travel',
    password: 'demo-password',
  })) as { token: string };
  const groups: string[] = [];
  for (const name of groupNames)
    groups.push(String((await call('POST', '/api/vendor_groups', { name }, token))['@id']));
  for (const [i, name] of vendorNames.entries()) {
    const vendor = {
      name,
      status: statuses[i % statuses.length],
      email: `reservations@${slug(name)}.example`,
      phone: `+1 555 01${String(i).padStart(2, '0')}`,
      website: `https://${slug(name)}.example`,
      description: `${name}, a member of the demo catalogue.`,
      group: i % 3 !== 2 ? groups[i % groups.length] : null,
    };
    await call('POST', '/api/vendors', vendor, token);
  }
};
