import type { TripItem } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import {
  DataTableDragHandle,
  DataTableReorderContext,
  DataTableSortableRow,
} from '@backoffice/ui/data-table/data-table-reorder';
import { Spinner } from '@backoffice/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Tag } from 'lucide-react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { StatusMenu } from '../../../shared/forms/status-menu.tsx';
import { itemName, itemSubtitle, typeLabel, useItemStatuses } from '../../trip-domain/item-format.ts';
import { itemTypeOf } from '../../trip-domain/item-types.ts';
import {
  itemTime,
  type JourneyDay,
  type JourneyRow,
  journeyDays,
  moveWithinDay,
} from '../../trip-domain/journey-data.ts';
import { canSwitch, itemTransitionsOptions, useTripItemMutations } from '../../trip-domain/trip-items-api.ts';
import { tripQuery } from '../../trip-domain/trip-query.ts';
import { statusOf } from '../../trip-domain/trip-status.ts';
import { filtersAtom } from '../state.ts';
import { useJourneyItemsQuery, useReorderMutation } from './use-journey.ts';

const TypeIcon = ({ type }: { type: string }) => {
  const Icon = itemTypeOf(type)?.icon ?? Tag;
  return <Icon className="size-3.5 shrink-0 text-stone-500" aria-label={typeLabel(type)} role="img" />;
};

type Mutations = ReturnType<typeof useTripItemMutations>;

const ItemStatus = ({ item, mutations }: { item: TripItem; mutations: Mutations }) => {
  const statuses = useItemStatuses();
  const status = statusOf(statuses.data, item.status);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      <Badge color={status.color}>{status.label}</Badge>
      <StatusMenu
        name={itemName(item)}
        status={item.status}
        transitions={(enabled) => itemTransitionsOptions(item.id, enabled)}
        busy={mutations.status.isPending && mutations.status.variables?.id === item.id}
        onMove={(next, _label, etag) =>
          void mutations.status.mutateAsync({ id: item.id, status: next, etag }).catch(() => undefined)
        }
      />
    </div>
  );
};

const Row = ({ row, mutations }: { row: JourneyRow; mutations: Mutations }) => {
  const { item } = row;
  const name = itemName(item);
  return (
    <DataTableSortableRow
      id={String(item.id)}
      className="border-t border-stone-100 align-top"
      data-item={item.id}
    >
      <td className="w-7 py-1 pl-0.5">
        <DataTableDragHandle label={`Move ${name}`} />
      </td>
      <td className="py-1.5 pr-2">
        <div className="flex min-w-0 items-center gap-1.5 text-sm">
          <span className="w-10 shrink-0 tabular-nums text-xs text-stone-500">{itemTime(item) || '—'}</span>
          <TypeIcon type={item.type} />
          <span className="truncate font-medium text-stone-800" title={name}>
            {name}
          </span>
        </div>
        {itemSubtitle(item) ? (
          <div className="truncate pl-11 text-xs text-stone-500" title={itemSubtitle(item)}>
            {itemSubtitle(item)}
          </div>
        ) : null}
        <div className="mt-1 pl-11">
          <ItemStatus item={item} mutations={mutations} />
        </div>
        {row.alternatives.length > 0 ? (
          <ul className="mt-1 space-y-1 pl-11" aria-label={`Alternatives to ${name}`}>
            {row.alternatives.map((alt) => {
              const altName = itemName(alt);
              return (
                <li key={alt.id} className="flex min-w-0 items-center gap-1.5 text-xs text-stone-600">
                  <span className="shrink-0 text-stone-400">Alt.</span>
                  <span className="truncate" title={altName}>
                    {altName}
                  </span>
                  {canSwitch(alt.type) ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="ml-auto h-6 shrink-0 px-2 text-xs"
                      aria-label={`Switch to ${altName}`}
                      disabled={mutations.switchAlternative.isPending}
                      onClick={() =>
                        void mutations.switchAlternative
                          .mutateAsync({ id: alt.id, type: alt.type })
                          .catch(() => undefined)
                      }
                    >
                      Switch
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </td>
    </DataTableSortableRow>
  );
};

const Day = ({
  day,
  days,
  mutations,
  onReorder,
}: {
  day: JourneyDay;
  days: JourneyDay[];
  mutations: Mutations;
  onReorder: (order: number[]) => void;
}) => {
  const ids = day.rows.map((row) => String(row.item.id));
  return (
    <section aria-label={day.label} className="py-1">
      <h3 className="sticky top-0 z-[1] bg-stone-50 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {day.label}
      </h3>
      <DataTableReorderContext
        ids={ids}
        onMove={(active, over) => onReorder(moveWithinDay(days, Number(active), Number(over)))}
      >
        <table className="w-full table-fixed" aria-label={`${day.label} items`}>
          <tbody>
            {day.rows.map((row) => (
              <Row key={row.item.id} row={row} mutations={mutations} />
            ))}
          </tbody>
        </table>
      </DataTableReorderContext>
    </section>
  );
};

/**
 * The journey tab (issue 13, 6): the trip's items day by day in position order, with their status
 * (colour, possible moves), a one-click switch to an alternative, and reordering by drag or
 * keyboard (Space, arrows, Space) within a day: one call with the whole order, undone on a refusal.
 * Sized for the 300 px side list.
 */
const searchedDays = (days: JourneyDay[], search: string) => {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = (row: JourneyRow) => {
    const text = [row.item, ...row.alternatives]
      .map((item) => `${itemName(item)} ${itemSubtitle(item)}`)
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  };
  return days.map((day) => ({ ...day, rows: day.rows.filter(matches) })).filter((day) => day.rows.length);
};

export const JourneyList = ({ tripId }: { tripId: number }) => {
  const search = useDebouncedValue(useAtomValue(filtersAtom).search).trim();
  const items = useJourneyItemsQuery(tripId);
  const trip = useQuery({ ...tripQuery(tripId), meta: { silent: true } });
  const mutations = useTripItemMutations(tripId);
  const reorder = useReorderMutation(tripId);

  if (items.isPending)
    return (
      <div className="grid place-items-center py-8">
        <Spinner label="Loading the journey" />
      </div>
    );
  if (items.isError)
    return (
      <p role="alert" className="px-3 py-6 text-center text-sm text-stone-500">
        The journey could not be loaded.
      </p>
    );
  const days = journeyDays(items.data, trip.data?.trip.startDate);
  if (days.length === 0) return <p className="px-3 py-6 text-center text-sm text-stone-500">No items yet.</p>;
  // The side list's search box finds items by name (or an alternative's); a day shows its matches,
  // and a reorder still moves the item among all of that day's items (moveWithinDay reads `days`).
  const shown = search ? searchedDays(days, search) : days;
  if (shown.length === 0)
    return <p className="px-3 py-6 text-center text-sm text-stone-500">No items match “{search}”.</p>;
  return (
    <section className="text-sm" aria-label="Journey" aria-busy={reorder.isPending}>
      {shown.map((day) => (
        <Day
          key={day.key}
          day={day}
          days={days}
          mutations={mutations}
          onReorder={(order) => void reorder.mutateAsync(order).catch(() => undefined)}
        />
      ))}
    </section>
  );
};
