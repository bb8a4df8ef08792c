// The SQL the thin server runs: exactly what drizzle prints for the API's list of vendors
// (list-vendors.ts asserts the equality before measuring).
// drizzle leaves `offset` out when it is 0 (page 1).
export const PAGE_SQL =
  'select "id", "name", "status", "email", "phone", "website", "description", "group_id", "search_text", "created_at", "created_by", "updated_at", "updated_by", "version" from "vendors" where "vendors"."search_text" ilike $1 order by "vendors"."name" asc, "vendors"."id" asc limit $2 offset $3';
export const FIRST_PAGE_SQL = PAGE_SQL.replace(' offset $3', '');
export const COUNT_SQL = 'select count(*) from "vendors" where "vendors"."search_text" ilike $1';
export const locationsSql = (n: number) =>
  `select "id", "vendor_id", "address", "city", "country", "latitude", "longitude", "created_at", "created_by", "updated_at", "updated_by", "version" from "vendor_locations" where "vendor_locations"."vendor_id" in (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')}) order by "vendor_locations"."id"`;
