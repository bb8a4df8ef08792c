import type { Trip, TripItem } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { cn } from '@backoffice/ui/cn';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { ArrowDown, ArrowUp, type LucideIcon, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { StatusMenu } from '../../../shared/forms/status-menu.tsx';
import { isDroppedItem } from '../../trip-domain/dropped-items.ts';
import {
  formatItemDateTime,
  formatMoney,
  isMain,
  itemName,
  itemSubtitle,
  nights,
  typeLabel,
  useItemStatuses,
} from '../../trip-domain/item-format.ts';
import { inDayOrder } from '../../trip-domain/item-order.ts';
import { useReorderMutation } from '../../trip-domain/item-reorder.ts';
import { journeyDays, moveWithinDay } from '../../trip-domain/journey-data.ts';
import { type BookableItem, RequestBookingDialog } from '../../trip-domain/request-booking-dialog.tsx';
import {
  canSwitch,
  type ItemType,
  itemTransitionsOptions,
  useTripItemMutations,
  useTripItemsQuery,
} from '../../trip-domain/trip-items-api.ts';
import { statusOf } from '../../trip-domain/trip-status.ts';
import { ChecksPanel } from './checks-panel.tsx';
import { ClientPaidNote } from './client-paid-note.tsx';
import { ItemFormModal } from './item-form-modal.tsx';
import { MoneyPanel } from './money-panel.tsx';

/** The trip tabs that show items, and the type each shows (none: all of them). */
export const itemTabTypes: Record<string, ItemType | undefined> = {
  items: undefined,
  accommodation: 'accommodation',
  flight: 'flight',
  activities: 'activity',
  transfers: 'transfer',
};

type Column = { label: string; cell: (item: TripItem) => ReactNode };
const lastSegment = (iri: string | null) => iri?.split('/').at(-1) ?? '';
type AirportSummary = { code?: string | null; name?: string };
/** 'CDG' (the name when the airport has no IATA code); the names are in the cell's tooltip. */
const airportCode = (airport: AirportSummary) => airport.code || airport.name || '';

// The type's own columns (issue 12: accommodation nights and main; flight airline, number,
// airports and PNR; activity and transfer main).
const typeColumns: Partial<Record<ItemType, Column[]>> = {
  accommodation: [
    { label: 'Nights', cell: nights },
    { label: 'Main', cell: (item) => (isMain(item) ? 'Yes' : '') },
  ],
  flight: [
    // The number over the airline, in one column (the tab fits 1280 px, issue 30.13).
    {
      label: 'Flight',
      cell: (item) => (
        <>
          <span className="block whitespace-nowrap">
            {item.type === 'flight' ? (item.flightNumber ?? '') : ''}
          </span>
          <span className="block text-xs text-stone-500">
            {item.item?.name ?? (item.type === 'flight' ? lastSegment(item.airline) : '')}
          </span>
        </>
      ),
    },
    {
      label: 'Airports',
      // Codes keep the row narrow enough for 1280 px (issue 30.13); the names show on hover.
      cell: (item) => {
        const { departureAirport, arrivalAirport } = item.flight ?? {};
        const airports = [departureAirport, arrivalAirport].filter((a): a is AirportSummary => Boolean(a));
        return (
          <span className="whitespace-nowrap" title={airports.map((a) => a.name ?? '').join(' → ')}>
            {airports.map(airportCode).join(' → ')}
          </span>
        );
      },
    },
    { label: 'PNR', cell: (item) => (item.type === 'flight' ? (item.pnr ?? '') : '') },
  ],
  activity: [{ label: 'Main', cell: (item) => (isMain(item) ? 'Yes' : '') }],
  transfer: [{ label: 'Main', cell: (item) => (isMain(item) ? 'Yes' : '') }],
};

// A row's action as an icon button named for screen readers, its word in the tooltip.
const IconAction = ({
  label,
  title,
  icon: Icon,
  onClick,
}: {
  label: string;
  title: string;
  icon: LucideIcon;
  onClick: () => void;
}) => (
  <Button variant="ghost" size="sm" className="size-8 p-0" aria-label={label} title={title} onClick={onClick}>
    <Icon className="size-4" aria-hidden />
  </Button>
);

// Moves an item before the one above it or after the one below it, within its day.
const OrderButtons = ({
  name,
  up,
  down,
  busy,
  onMove,
}: {
  name: string;
  up?: TripItem;
  down?: TripItem;
  busy: boolean;
  onMove: (over: TripItem) => void;
}) => (
  <span className="inline-flex gap-0.5">
    {(
      [
        // An item with none above keeps the up button's room, so that the down buttons line up.
        { over: up, way: 'up', title: 'Earlier in the day', Icon: ArrowUp, room: true },
        { over: down, way: 'down', title: 'Later in the day', Icon: ArrowDown, room: false },
      ] as const
    ).map(({ over, way, title, Icon, room }) =>
      over ? (
        <Button
          key={way}
          variant="ghost"
          size="sm"
          className="size-7 p-0"
          aria-label={`Move ${name} ${way}`}
          title={title}
          disabled={busy}
          onClick={() => onMove(over)}
        >
          <Icon className="size-4" aria-hidden />
        </Button>
      ) : room ? (
        <span key={way} className="size-7" />
      ) : null,
    )}
  </span>
);

// The trip's items (GET /api/trip_items?trip.id=) day by day, each day in date-and-time order or the
// order set by hand (issue 30.5: "Move up" / "Move down" within a day on the Items tab, the journey's
// reorder call), alternatives indented under the item they stand in for; on the Items tab with the
// trip's money and checks above, on a type's tab the same table with that type's items and columns.
export const ItemsTab = ({ trip, type }: { trip: Trip; type: ItemType | undefined }) => {
  const items = useTripItemsQuery(trip.id);
  const statuses = useItemStatuses();
  const mutations = useTripItemMutations(trip.id);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TripItem | 'new' | null>(null);
  // Items ticked for one booking request to their supplier; the request being prepared.
  const [selected, setSelected] = useState<string[]>([]);
  const [booking, setBooking] = useState<BookableItem[] | null>(null);
  const reorder = useReorderMutation(trip.id);
  const all = inDayOrder(items.data ?? []);
  const names = new Map(all.map((item) => [item.id, itemName(item)]));
  const shown = all.filter((item) => !type || item.type === type);
  const mains = shown.filter((item) => !item.alternativeOf);
  const alternatives = (item: TripItem) => shown.filter((alt) => alt.alternativeOf === item['@id']);
  const orphans = shown.filter(
    (item) => item.alternativeOf && !mains.some((main) => main['@id'] === item.alternativeOf),
  );
  const rows = [...mains.flatMap((item) => [item, ...alternatives(item)]), ...orphans];
  const extra = type ? (typeColumns[type] ?? []) : [];
  // The Items tab orders by hand within a day: the item's neighbours in the journey's days.
  const days = type ? [] : journeyDays(all, trip.startDate);
  const neighbours = (item: TripItem) => {
    const rows = days.find((day) => day.rows.some((row) => row.item.id === item.id))?.rows ?? [];
    const at = rows.findIndex((row) => row.item.id === item.id);
    return at === -1 ? {} : { up: rows[at - 1]?.item, down: rows[at + 1]?.item };
  };
  const move = (item: TripItem, over: TripItem) =>
    void reorder.mutateAsync(moveWithinDay(days, item.id, over.id)).catch(() => undefined);
  // A type's tab drops the Type column and the name's summary: its own columns say the same.
  const columns = 7 + extra.length + (type ? 0 : 2);

  const remove = async (item: TripItem) => {
    const ok = await confirm({
      title: 'Are you sure?',
      content: `${itemName(item)} will be deleted.`,
      confirmText: 'Delete',
    });
    if (ok) await mutations.remove.mutateAsync(item.id).catch(() => undefined);
  };

  return (
    <div className="space-y-4">
      {type ? null : (
        <>
          <MoneyPanel trip={trip} />
          <ChecksPanel tripId={trip.id} names={names} />
        </>
      )}
      <div className="flex justify-end gap-2">
        {selected.length ? (
          <Button
            variant="secondary"
            onClick={() =>
              setBooking(
                rows
                  .filter((item) => selected.includes(item['@id']))
                  .map((item) => ({ '@id': item['@id'], name: itemName(item) })),
              )
            }
          >
            Request booking ({selected.length})
          </Button>
        ) : null}
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Add item
        </Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-sm" aria-label={type ? `${typeLabel(type)} items` : 'Items'}>
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th className="w-8 px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
              {type ? null : (
                <th className="w-16 px-1 py-2">
                  <span className="sr-only">Order</span>
                </th>
              )}
              {type ? null : <th className="px-3 py-2">Type</th>}
              <th className="px-3 py-2">Name</th>
              <th className="px-3 py-2">Dates</th>
              {extra.map((column) => (
                <th key={column.label} className="px-2 py-2">
                  {column.label}
                </th>
              ))}
              <th className="px-3 py-2">Status</th>
              <th className="px-3 py-2 text-right">Client total</th>
              <th className="px-3 py-2 text-right">Vendor total</th>
              <th className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.isPending ? (
              <tr>
                <td colSpan={columns} className="px-3 py-6 text-center text-stone-500">
                  Loading…
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns} className="px-3 py-6 text-center text-stone-500">
                  No items yet.
                </td>
              </tr>
            ) : (
              rows.map((item) => {
                const status = statusOf(statuses.data, item.status);
                const name = itemName(item);
                const isAlternative = Boolean(item.alternativeOf);
                // Dropped from the plan (not needed, cancelled): greyed, its prices struck (issue 30.10).
                const dropped = isDroppedItem(item);
                return (
                  <tr
                    key={item.id}
                    id={`item-${item.id}`}
                    className={cn(
                      'border-t border-stone-100 align-middle',
                      dropped && 'bg-stone-50 text-stone-400',
                    )}
                  >
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={`Select ${name}`}
                        checked={selected.includes(item['@id'])}
                        onChange={(event) =>
                          setSelected((now) =>
                            event.target.checked
                              ? [...now, item['@id']]
                              : now.filter((iri) => iri !== item['@id']),
                          )
                        }
                      />
                    </td>
                    {type ? null : (
                      <td className="whitespace-nowrap px-1 py-2">
                        <OrderButtons
                          name={name}
                          {...(isAlternative ? {} : neighbours(item))}
                          busy={reorder.isPending}
                          onMove={(over) => move(item, over)}
                        />
                      </td>
                    )}
                    {type ? null : <td className="px-3 py-2 text-stone-600">{typeLabel(item.type)}</td>}
                    <td className={isAlternative ? 'py-2 pr-3 pl-8' : 'px-3 py-2'}>
                      {isAlternative ? (
                        <span className="mr-1 text-xs text-stone-500">Alternative:</span>
                      ) : null}
                      <span className={cn('font-medium', dropped ? 'text-stone-500' : 'text-stone-800')}>
                        {name}
                      </span>
                      {!type && itemSubtitle(item) ? (
                        <span className="block text-xs text-stone-500">{itemSubtitle(item)}</span>
                      ) : null}
                    </td>
                    {/* Start over end (issue 30.13: the table fits 1280 px without scrolling sideways). */}
                    <td className="px-3 py-2 tabular-nums text-stone-600">
                      {item.startDate ? (
                        <span className="block whitespace-nowrap">{formatItemDateTime(item.startDate)}</span>
                      ) : null}
                      {item.endDate ? (
                        <span className="block whitespace-nowrap text-stone-500">
                          – {formatItemDateTime(item.endDate)}
                        </span>
                      ) : null}
                    </td>
                    {extra.map((column) => (
                      <td key={column.label} className="px-2 py-2">
                        {column.cell(item)}
                      </td>
                    ))}
                    <td className="px-3 py-2">
                      {/* The menu goes under the badge: the flights tab's extra columns fit 1280 px (30.13). */}
                      <div className="flex max-w-44 flex-wrap items-center gap-1">
                        <Badge color={status.color}>{status.label}</Badge>
                        <StatusMenu
                          name={name}
                          status={item.status}
                          transitions={(enabled) => itemTransitionsOptions(item.id, enabled)}
                          busy={mutations.status.isPending && mutations.status.variables?.id === item.id}
                          onMove={(next, _label, etag) =>
                            void mutations.status
                              .mutateAsync({ id: item.id, status: next, etag })
                              .catch(() => undefined)
                          }
                        />
                      </div>
                      {item.status === 'paid' ? (
                        <ClientPaidNote tripId={trip.id} currency={trip.currency} />
                      ) : null}
                    </td>
                    {(
                      [
                        ['client', item.clientTotalPrice],
                        ['vendor', item.vendorTotalPrice],
                      ] as const
                    ).map(([side, total]) => (
                      <td
                        key={side}
                        className={cn(
                          'whitespace-nowrap px-3 py-2 text-right tabular-nums',
                          dropped && 'line-through',
                        )}
                      >
                        {formatMoney(total, item.currency ?? trip.currency)}
                      </td>
                    ))}
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      {isAlternative && canSwitch(item.type) ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Switch to ${name}`}
                          onClick={() =>
                            void mutations.switchAlternative
                              .mutateAsync({ id: item.id, type: item.type })
                              .catch(() => undefined)
                          }
                        >
                          Switch
                        </Button>
                      ) : null}{' '}
                      {isAlternative ? null : (
                        <IconAction
                          label={`Request booking of ${name}`}
                          title="Request booking"
                          icon={Send}
                          onClick={() => setBooking([{ '@id': item['@id'], name }])}
                        />
                      )}
                      <IconAction
                        label={`Edit ${name}`}
                        title="Edit"
                        icon={Pencil}
                        onClick={() => setEditing(item)}
                      />
                      <IconAction
                        label={`Delete ${name}`}
                        title="Delete"
                        icon={Trash2}
                        onClick={() => void remove(item)}
                      />
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {editing ? (
        <ItemFormModal
          trip={trip}
          item={editing === 'new' ? undefined : editing}
          defaultType={type}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {booking ? (
        <RequestBookingDialog
          items={booking}
          onClose={() => {
            setBooking(null);
            setSelected([]);
          }}
        />
      ) : null}
    </div>
  );
};
