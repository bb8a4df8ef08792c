// The SQL the thin server runs: exactly what drizzle prints for the API's list of vendors
// (list-vendors.ts asserts that the API sends these statements and no others before measuring).
// The page is cut first (limit/offset in a sub-select named like the table), then each row's
// locations are read as JSON by a sub-select: the API's inline relations (engine/serialize.ts).
// The API's statements are compiled once per query shape, so limit and offset are always parameters.
const COLUMNS =
  '"id", "name", "status", "email", "phone", "website", "description", "group_id", "places", "services", "search_text", "created_at", "created_by", "updated_at", "updated_by", "version"';
const LOCATIONS = `(select coalesce(json_agg(json_build_object('id', "e_locations"."id", 'vendor_id', "e_locations"."vendor_id", 'address', "e_locations"."address", 'city', "e_locations"."city", 'country', "e_locations"."country", 'destination_id', "e_locations"."destination_id", 'latitude', "e_locations"."latitude"::text, 'longitude', "e_locations"."longitude"::text, 'created_at', "e_locations"."created_at", 'created_by', "e_locations"."created_by", 'updated_at', "e_locations"."updated_at", 'updated_by', "e_locations"."updated_by", 'version', "e_locations"."version") order by "e_locations"."id" asc), '[]') from "vendor_locations" as "e_locations" where "e_locations"."vendor_id" = "vendors"."id")`;
const INNER =
  'select "id", "name", "status", "email", "phone", "website", "description", "group_id", "places", "services", "search_text", "created_at", "created_by", "updated_at", "updated_by", "version" from "vendors" where "vendors"."search_text" ilike $1 order by "vendors"."name" asc, "vendors"."id" asc limit $2 offset $3';
const ORDER = ' order by "vendors"."name" asc, "vendors"."id" asc';
export const PAGE_SQL = `select ${COLUMNS}, ${LOCATIONS} from (${INNER}) "vendors"${ORDER}`;
export const COUNT_SQL = 'select count(*) from "vendors" where "vendors"."search_text" ilike $1';
