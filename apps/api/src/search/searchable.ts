import type { PgTable } from 'drizzle-orm/pg-core';
import type { AccessArea } from '../auth/permissions.ts';
import { vendorKinds } from '../catalogue/define-vendor-kind.ts';
import {
  activities,
  airlines,
  airports,
  clients,
  conciergerieServices,
  destinations,
  prospects,
  transfers,
  trips,
  tripTemplates,
  vendorLocations,
  vendors,
} from '../db/schema/index.ts';

// What the search reads of one kind of record, declared once: the domain modules list theirs
// (`searchable` in <domain>/module.ts) and search/ derives the index, the reactions that keep it,
// the kinds of global search and the filters of advanced search from the list.
//
// `source` is one SELECT over the record's table aliased `r` (its WHERE is added by the index)
// answering: id, title, name (names, references, codes, e-mails, phones), address (streets,
// cities, postcodes, countries), description (descriptions, rich texts: tags are stripped),
// locs (destination ids: their ancestors are added), facets (a JSON object of arrays of the
// values advanced search filters on) and updated_at. Card numbers, passports and documents are
// never read here.
//
// A new kind (content when it exists) is one more declaration in its module's list, plus its line
// in the delete trigger migration (search_documents_forget).
export type SearchableKind = {
  kind: string;
  label: string;
  area: AccessArea;
  table: PgTable;
  // The record's IRI base (/api/vendors) and the admin screen that opens it ({id} replaced).
  iriBase: string;
  adminPath: string;
  source: string;
  // Writes to other tables that change what this kind's documents hold: the ids to re-index.
  // `ids`: read from the written row (a location's vendorId); `fk`: this kind's rows whose column
  // points at the written rows (a trip's client_id when the client is renamed).
  related?: { table: PgTable; ids?: (row: Record<string, unknown>) => unknown; fk?: string }[];
  // Advanced search filters this kind answers (names from search/filters.ts).
  filters: readonly string[];
};

const digits = (col: string) => `regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g')`;
const join = (...cols: string[]) => `concat_ws(' ', ${cols.join(', ')})`;
const ids = (sqlText: string) => `coalesce((${sqlText}), '{}'::integer[])`;

export const vendorSearch: SearchableKind = {
  kind: 'vendors',
  label: 'Vendors',
  area: 'catalogue',
  table: vendors,
  iriBase: '/api/vendors',
  adminPath: '/admin/vendors/{id}',
  source: `SELECT r.id, r.name AS title,
      ${join('r.name', 'r.email', 'r.phone', digits('r.phone'), 'r.website')} AS name,
      (SELECT string_agg(${join('l.address', 'l.city', 'l.country')}, ' ') FROM vendor_locations l WHERE l.vendor_id = r.id) AS address,
      r.description AS description,
      ${ids('SELECT array_agg(l.destination_id) FROM vendor_locations l WHERE l.vendor_id = r.id')} AS locs,
      jsonb_build_object('status', jsonb_build_array(r.status), 'vendorKind', to_jsonb(r.services)) AS facets,
      r.updated_at
    FROM vendors r`,
  related: [{ table: vendorLocations, ids: (row) => row.vendorId }],
  filters: ['destination', 'vendorKind', 'status'],
};

// Per vendor kind: the facets of its own lists (accommodation types, amenities, cuisines...).
const kindFacets: Record<string, { facets: string; filters: string[] }> = {
  accommodations: {
    facets: `'accommodationType', jsonb_build_array(r.type_id),
      'amenity', ${idsJson('SELECT array_agg(a.amenity_id) FROM accommodation_amenity_links a WHERE a.accommodation_id = r.id')},
      'roomAmenity', ${idsJson('SELECT array_agg(DISTINCT a.amenity_id) FROM accommodation_rooms rm JOIN accommodation_room_amenity_links a ON a.room_id = rm.id WHERE rm.accommodation_id = r.id')}`,
    filters: ['accommodationType', 'amenity', 'roomAmenity'],
  },
  restaurants: {
    facets: `'cuisine', ${idsJson('SELECT array_agg(a.cuisine_id) FROM restaurant_cuisine_links a WHERE a.restaurant_id = r.id')},
      'tag', ${idsJson('SELECT array_agg(a.tag_id) FROM restaurant_tag_links a WHERE a.restaurant_id = r.id')},
      'dressCode', jsonb_build_array(r.dress_code_id),
      'priceBand', jsonb_build_array(CASE WHEN r.average_price IS NULL THEN NULL
        WHEN r.average_price < 50 THEN 'budget' WHEN r.average_price < 100 THEN 'moderate'
        WHEN r.average_price < 200 THEN 'expensive' ELSE 'luxury' END)`,
    filters: ['cuisine', 'tag', 'dressCode', 'priceBand'],
  },
};

function idsJson(sqlText: string) {
  return `coalesce(to_jsonb((${sqlText})), '[]'::jsonb)`;
}

// The vendor kinds of the catalogue's registry (define-vendor-kind.ts): one search kind each.
export const vendorKindSearch = (): SearchableKind[] =>
  vendorKinds().map(({ resource, label, service }) => {
    const own = kindFacets[resource.path];
    return {
      kind: resource.path,
      label,
      area: 'catalogue',
      table: resource.table,
      iriBase: `/api/${resource.path}`,
      adminPath: `/admin/${resource.path.replaceAll('_', '-')}/{id}`,
      source: `SELECT r.id, r.name AS title,
          ${join('r.name', 'v.name', 'r.website')} AS name,
          ${join('l.address', 'l.city', 'l.country')} AS address,
          r.description AS description,
          ${ids('SELECT array_agg(l2.destination_id) FROM vendor_locations l2 WHERE l2.id = r.location_id')} AS locs,
          jsonb_build_object('status', jsonb_build_array(v.status), 'vendorKind', jsonb_build_array('${service}')${own ? `, ${own.facets}` : ''}) AS facets,
          r.updated_at
        FROM ${resource.path} r JOIN vendors v ON v.id = r.vendor_id LEFT JOIN vendor_locations l ON l.id = r.location_id`,
      filters: ['destination', 'vendorKind', 'status', ...(own?.filters ?? [])],
      related: [{ table: vendors, fk: 'vendor_id' }],
    };
  });

const itemWithDestination = (
  kind: string,
  label: string,
  table: PgTable,
  adminPath: string,
  extraAddress = "''",
): SearchableKind => ({
  kind,
  label,
  area: 'catalogue',
  table,
  iriBase: `/api/${kind}`,
  adminPath,
  source: `SELECT r.id, r.name AS title, r.name AS name, ${extraAddress} AS address, r.description AS description,
      ${ids('SELECT array_remove(ARRAY[r.destination_id], NULL)')} AS locs,
      '{}'::jsonb AS facets, r.updated_at
    FROM ${kind} r`,
  filters: ['destination'],
});

export const activitySearch = itemWithDestination(
  'activities',
  'Activities',
  activities,
  '/admin/activities/{id}',
);
export const transferSearch = itemWithDestination(
  'transfers',
  'Transfers',
  transfers,
  '/admin/transfers?id={id}',
  join('r.from_place', 'r.to_place'),
);
export const conciergerieServiceSearch = itemWithDestination(
  'conciergerie_services',
  'Other Services items',
  conciergerieServices,
  '/admin/conciergerie-services?id={id}',
);

export const destinationSearch: SearchableKind = {
  kind: 'destinations',
  label: 'Destinations',
  area: 'destinations',
  table: destinations,
  iriBase: '/api/destinations',
  adminPath: '/admin/destinations/{id}',
  source: `SELECT r.id, r.name AS title, r.name AS name, '' AS address, r.description AS description,
      ARRAY[r.id] AS locs, '{}'::jsonb AS facets, r.updated_at
    FROM destinations r`,
  filters: ['destination'],
};

export const airportSearch: SearchableKind = {
  kind: 'airports',
  label: 'Airports',
  area: 'reference',
  table: airports,
  iriBase: '/api/airports',
  adminPath: '/admin/airports?id={id}',
  source: `SELECT r.id, r.name AS title, ${join('r.name', 'r.iata', 'r.icao')} AS name,
      ${join('r.city', 'r.country')} AS address, '' AS description,
      ${ids('SELECT array_agg(a.destination_id) FROM airport_destinations a WHERE a.airport_id = r.id')} AS locs,
      '{}'::jsonb AS facets, r.updated_at
    FROM airports r`,
  filters: ['destination'],
};

export const airlineSearch: SearchableKind = {
  kind: 'airlines',
  label: 'Airlines',
  area: 'reference',
  table: airlines,
  iriBase: '/api/airlines',
  adminPath: '/admin/airlines?id={id}',
  source: `SELECT r.id, r.name AS title, ${join('r.name', 'r.iata', 'r.icao', 'r.callsign')} AS name,
      r.country AS address, '' AS description, '{}'::integer[] AS locs, '{}'::jsonb AS facets, r.updated_at
    FROM airlines r`,
  filters: [],
};

export const clientSearch: SearchableKind = {
  kind: 'clients',
  label: 'Clients',
  area: 'clients',
  table: clients,
  iriBase: '/api/clients',
  adminPath: '/admin/clients/{id}',
  source: `SELECT r.id, r.name AS title,
      ${join('r.name', 'r.first_name', 'r.last_name', 'r.email', 'r.phone', 'r.mobile_phone', digits('r.phone'), digits('r.mobile_phone'))} AS name,
      ${join('r.address', 'r.address_line2', 'r.postal_code', 'r.city', 'r.region', 'r.country')} AS address,
      r.notes AS description, '{}'::integer[] AS locs,
      jsonb_build_object('status', jsonb_build_array(r.status)) AS facets, r.updated_at
    FROM clients r`,
  filters: ['status'],
};

export const prospectSearch: SearchableKind = {
  kind: 'prospects',
  label: 'Prospects',
  area: 'clients',
  table: prospects,
  iriBase: '/api/prospects',
  adminPath: '/admin/prospects/{id}',
  source: `SELECT r.id, r.name AS title,
      ${join('r.name', 'r.first_name', 'r.last_name', 'r.email', 'r.phone', digits('r.phone'))} AS name,
      '' AS address, r.message AS description,
      ${ids('SELECT array_agg(a.destination_id) FROM prospect_destinations a WHERE a.prospect_id = r.id')} AS locs,
      jsonb_build_object('status', jsonb_build_array(r.status), 'startDate', r.start_date) AS facets, r.updated_at
    FROM prospects r`,
  filters: ['destination', 'status', 'startDate'],
};

export const tripSearch: SearchableKind = {
  kind: 'trips',
  label: 'Trips',
  area: 'trips',
  table: trips,
  iriBase: '/api/trips',
  adminPath: '/admin/trips/{id}',
  source: `SELECT r.id, concat_ws(' – ', r.reference, coalesce(r.title, c.name)) AS title,
      ${join('r.reference', 'r.title', 'r.mobile_app_itinerary_name', 'c.name')} AS name,
      '' AS address, ${join('r.inquiry', 'r.notes')} AS description,
      ${ids('SELECT array_agg(a.destination_id) FROM trip_destinations a WHERE a.trip_id = r.id')} AS locs,
      jsonb_build_object('status', jsonb_build_array(r.status), 'startDate', r.start_date) AS facets, r.updated_at
    FROM trips r LEFT JOIN clients c ON c.id = r.client_id`,
  related: [{ table: clients, fk: 'client_id' }],
  filters: ['destination', 'status', 'startDate'],
};

export const tripTemplateSearch: SearchableKind = {
  kind: 'trip_templates',
  label: 'Trip templates',
  area: 'templates',
  table: tripTemplates,
  iriBase: '/api/trip_templates',
  adminPath: '/admin/trip-templates/{id}',
  source: `SELECT r.id, r.title AS title, r.title AS name, '' AS address, r.description AS description,
      ${ids('SELECT array_agg(a.destination_id) FROM trip_template_destinations a WHERE a.trip_template_id = r.id')} AS locs,
      '{}'::jsonb AS facets, r.updated_at
    FROM trip_templates r`,
  filters: ['destination'],
};

// The searchable kinds by domain, listed in each domain's module (modules.ts reads them).
// A vendor's document also follows its kinds' records (their triggers keep its services).
export const catalogueSearchable = (): SearchableKind[] => [
  {
    ...vendorSearch,
    related: [
      ...(vendorSearch.related ?? []),
      ...vendorKinds().map(({ resource }) => ({
        table: resource.table,
        ids: (row: Record<string, unknown>) => row.vendorId,
      })),
    ],
  },
  ...vendorKindSearch(),
  activitySearch,
  transferSearch,
  conciergerieServiceSearch,
];
export const destinationsSearchable: SearchableKind[] = [destinationSearch];
export const referenceSearchable: SearchableKind[] = [airportSearch, airlineSearch];
export const clientsSearchable: SearchableKind[] = [clientSearch, prospectSearch];
export const tripsSearchable: SearchableKind[] = [tripSearch];
export const tripTemplatesSearchable: SearchableKind[] = [tripTemplateSearch];
