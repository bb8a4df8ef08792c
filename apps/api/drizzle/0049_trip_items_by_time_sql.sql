-- Issue 30.5: a trip's items in date-and-time order. The items written so far kept the order they
-- were added in (a 20:00 dinner before a 10:00 class of the same day); from now on the server
-- places each item by its start (trips/item-order.ts). The trips' main items are put once in
-- date-and-time order (undated last), their alternatives after them in their order.
update trip_items t
set position = o.rn - 1
from (
  select id,
    row_number() over (
      partition by trip_id
      order by (alternative_of_id is not null), start_date nulls last, position, id
    ) as rn
  from trip_items
) o
where t.id = o.id and t.position <> o.rn - 1;
