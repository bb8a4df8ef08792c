import type { TripItem } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Spinner } from '@backoffice/ui/spinner';
import { Pencil, Trash2 } from 'lucide-react';
import { itemName, itemSubtitle, typeLabel } from '../../trip-domain/item-format.ts';
import { useTemplateItems } from '../api/use-template-itinerary.ts';
import { useConfirmDeleteTemplateItem } from '../calendar/template-calendar-panel.tsx';
import { templateDayAndTime } from '../calendar/template-item-dialog.tsx';

type Day = { key: string; label: string; items: TripItem[] };

/**
 * The template's items by day, in time order (Day 1..nbDays, the day after the last when an item
 * starts there), then those without a day.
 */
export const templateJourneyDays = (items: readonly TripItem[], nbDays: number): Day[] => {
  const byDay = new Map<number, TripItem[]>();
  const undated: TripItem[] = [];
  for (const item of items) {
    const { day } = templateDayAndTime(item.startDate);
    if (day === null) undated.push(item);
    else byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const last = Math.max(nbDays, ...byDay.keys());
  const days: Day[] = [];
  for (let n = 1; n <= last; n++) {
    // Within a day, by start time (position breaks ties: the list keeps the server's order).
    const dayItems = [...(byDay.get(n) ?? [])].sort((a, b) =>
      (a.startDate ?? '').replace('T', ' ').localeCompare((b.startDate ?? '').replace('T', ' ')),
    );
    days.push({ key: String(n), label: `Day ${n}`, items: dayItems });
  }
  if (undated.length) days.push({ key: 'none', label: 'No day', items: undated });
  return days;
};

/**
 * Tab 1 of a template's itinerary: its items day by day (Day N, no dates), each with Edit (day and
 * times) and Delete, the keyboard's way to what the calendar does by drag.
 */
export const TemplateJourney = ({
  templateId,
  nbDays,
  onOpen,
}: {
  templateId: number;
  nbDays: number;
  onOpen: (item: TripItem) => void;
}) => {
  const items = useTemplateItems(templateId);
  const onDelete = useConfirmDeleteTemplateItem(templateId);
  if (items.isPending) return <Spinner size="sm" label="Loading the journey" />;
  if (items.isError)
    return (
      <p role="alert" className="p-3 text-sm text-red-600">
        The template's items could not be loaded.
      </p>
    );
  if (items.data.length === 0)
    return (
      <p className="p-3 text-sm text-stone-500">
        No items yet: drag a record from the other tabs onto the calendar, or use its Add button.
      </p>
    );
  return (
    <ol aria-label="Journey" className="space-y-3 p-3">
      {templateJourneyDays(items.data, nbDays).map((day) => (
        <li key={day.key}>
          <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{day.label}</h3>
          {day.items.length === 0 ? (
            <p className="text-xs text-stone-400">Nothing planned.</p>
          ) : (
            <ul className="mt-1 space-y-1" aria-label={day.label}>
              {day.items.map((item) => {
                const name = itemName(item);
                const { time } = templateDayAndTime(item.startDate);
                return (
                  <li
                    key={item.id}
                    className="flex items-center gap-1.5 rounded-md border border-stone-200 bg-white px-2 py-1 text-sm"
                  >
                    <span className="w-10 shrink-0 tabular-nums text-xs text-stone-500">{time || '—'}</span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-stone-800" title={name}>
                        {name}
                      </span>
                      <span className="block truncate text-xs text-stone-500">
                        {[typeLabel(item.type), itemSubtitle(item)].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    {(
                      [
                        ['Edit', Pencil, () => onOpen(item)],
                        ['Delete', Trash2, () => void onDelete(item)],
                      ] as const
                    ).map(([verb, Icon, act]) => (
                      <Button
                        key={verb}
                        variant="ghost"
                        size="sm"
                        className="h-7 px-1.5"
                        aria-label={`${verb} ${name}`}
                        onClick={act}
                      >
                        <Icon className="size-3.5" aria-hidden />
                      </Button>
                    ))}
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
};
