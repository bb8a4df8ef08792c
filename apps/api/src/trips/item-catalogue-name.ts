import { sql } from 'drizzle-orm';

// The name of an item's catalogue record (a flight: its airline), for a row aliased `i`.
export const catalogueNameSql = sql.raw(`case i.type
      when 'accommodation' then (select name from accommodations where id = i.accommodation_id)
      when 'activity' then (select name from activities where id = i.activity_id)
      when 'transfer' then (select name from transfers where id = i.transfer_id)
      when 'spa' then (select name from spas where id = i.spa_id)
      when 'restaurant' then (select name from restaurants where id = i.restaurant_id)
      when 'conciergerie_service' then (select name from conciergerie_services where id = i.conciergerie_service_id)
      when 'flight' then (select name from airlines where id = i.airline_id)
    end`);
