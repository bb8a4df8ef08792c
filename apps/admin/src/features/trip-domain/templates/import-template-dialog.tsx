import {
  type ImportTemplatePreview,
  type ImportTemplateResult,
  importTripTemplate,
  listTripTemplates,
  previewImportTemplate,
  type TripTemplate,
} from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { Checkbox } from '@backoffice/ui/checkbox';
import { formatItineraryDate } from '@backoffice/ui/format';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useDestinationNames } from '../../../lib/destination-names.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { itemTypeOf } from '../item-types.ts';
import { tripKeys } from '../trip-keys.ts';
import { templateKeysAll } from './template-paths.ts';

/** What the dialog needs of the trip. */
export type ImportTarget = {
  id: number;
  startDate: string;
  endDate: string;
  destinations: readonly string[];
};

const dayMs = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** The trip's length in days (first and last included). */
export const tripLength = (start: string, end: string) =>
  Math.round(
    (Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`)) / dayMs,
  ) + 1;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const labelOf = (type: string | null | undefined) => itemTypeOf(type ?? '')?.label;

export const importKeys = {
  search: (query: Record<string, unknown>) => [...templateKeysAll, 'import-search', query] as const,
  preview: (tripId: number, templateId: number, startDay: number) =>
    [...tripKeys.item(tripId), 'import-preview', templateId, startDay] as const,
};

// GET /api/trip_templates: by title, optionally only those of the trip's destinations (or below).
const useTemplateSearch = (text: string, destinations: readonly string[]) => {
  const query = {
    search: text.trim() || undefined,
    'destinations.id[]': destinations.length ? destinations.map((iri) => iri.split('/').at(-1)!) : undefined,
    itemsPerPage: 20,
    'order[title]': 'asc' as const,
  };
  return useQuery({
    queryKey: importKeys.search(query),
    queryFn: async () => (await listTripTemplates(query)).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** The import's 409 ("the template is longer than the days left"), null for anything else. */
const conflictOf = (error: unknown) =>
  isApiError(error) && error.status === 409 ? error.message || error.messages[0] || 'Conflict' : null;

const TemplateChoice = ({
  trip,
  value,
  onChange,
}: {
  trip: ImportTarget;
  value: TripTemplate | null;
  onChange: (template: TripTemplate) => void;
}) => {
  const id = useId();
  const [text, setText] = useState('');
  const [onlyTrip, setOnlyTrip] = useState(trip.destinations.length > 0);
  const search = useDebouncedValue(text, 250);
  const found = useTemplateSearch(search, onlyTrip ? trip.destinations : []);
  const names = useDestinationNames();
  const members = found.data?.['hydra:member'] ?? [];
  const total = found.data?.['hydra:totalItems'] ?? 0;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-700">Template</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search templates
        </label>
        <TextInput
          id={`${id}-search`}
          type="search"
          placeholder="Search templates by title"
          className="min-w-0 flex-1"
          maxLength={255}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="flex items-center gap-2 text-sm text-stone-700">
          <Checkbox
            id={`${id}-dest`}
            checked={onlyTrip}
            disabled={trip.destinations.length === 0}
            onCheckedChange={(on) => setOnlyTrip(on === true)}
          />
          <label htmlFor={`${id}-dest`}>Only the trip's destinations</label>
        </span>
      </div>
      <div
        role="radiogroup"
        aria-label="Templates"
        aria-busy={found.isFetching}
        className="max-h-52 overflow-y-auto rounded-md border border-stone-200"
      >
        {found.isPending ? (
          <div className="p-3">
            <Spinner size="sm" label="Loading the templates" />
          </div>
        ) : found.isError ? (
          <p role="alert" className="p-3 text-sm text-red-600">
            The templates could not be loaded.
          </p>
        ) : members.length === 0 ? (
          <p className="p-3 text-sm text-stone-500">
            No template found.
            {onlyTrip ? " Untick “Only the trip's destinations” to see every template." : ''}
          </p>
        ) : (
          members.map((template) => {
            const places = names(template.destinations);
            const checked = value?.id === template.id;
            return (
              <label
                key={template.id}
                className="flex cursor-pointer items-center gap-3 border-b border-stone-100 px-3 py-2 text-sm last:border-b-0 hover:bg-stone-50 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-template`}
                  value={template.id}
                  checked={checked}
                  onChange={() => onChange(template)}
                  className="accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{template.title}</span>
                  <span className="block truncate text-xs text-stone-500">
                    {[plural(template.nbDays, 'day'), places].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            );
          })
        )}
      </div>
      {total > members.length ? (
        <p className="text-xs text-stone-500">
          {members.length} of {total} shown: type to narrow the list.
        </p>
      ) : null}
    </fieldset>
  );
};

const PreviewPanel = ({
  preview,
  extend,
  onExtend,
}: {
  preview: ImportTemplatePreview;
  extend: boolean;
  onExtend: (on: boolean) => void;
}) => {
  const id = useId();
  // By day and time (the server answers in the template's position order).
  const items = [...preview.items].sort(
    (a, b) => (a.day ?? 9999) - (b.day ?? 9999) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
  );
  const lastDay = preview.startDay + (preview.nbDays ?? 1) - 1;
  const days = preview.days as { dayNumber: number; title: string | null; kept: boolean }[];
  const dmcs = preview.dmcs as { vendor: string; name: string; alreadyOnTrip: boolean }[];
  const overlaps = preview.overlaps as {
    title: string | null;
    name?: string | null;
    type: string;
    startDate: string;
    overlapsTitle: string | null;
    overlapsName?: string | null;
  }[];
  const added = days.filter((d) => !d.kept);
  const kept = days.filter((d) => d.kept);
  return (
    <section aria-label="Preview" className="space-y-3 text-sm">
      <p className="text-stone-700">
        {items.length === 0
          ? 'The template has no items: only its day texts and DMCs are copied.'
          : `Adds ${plural(items.length, 'item')} on Day ${preview.startDay} to Day ${lastDay}`}
        {items.length > 0 && preview.startDate ? ` (from ${formatItineraryDate(preview.startDate)}).` : ''}
      </p>
      {preview.mustExtend ? (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <p className="flex items-start gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              The template lasts {plural(preview.nbDays ?? 0, 'day')} but the trip has only{' '}
              {plural(preview.remainingDays ?? 0, 'day')} from Day {preview.startDay}:{' '}
              {plural(preview.missingDays, 'day')} missing.
            </span>
          </p>
          <span className="flex items-center gap-2">
            <Checkbox id={`${id}-extend`} checked={extend} onCheckedChange={(on) => onExtend(on === true)} />
            <label htmlFor={`${id}-extend`}>
              Extend the trip: its end moves to{' '}
              {preview.newEndDate ? formatItineraryDate(preview.newEndDate) : 'a later day'}
            </label>
          </span>
        </div>
      ) : null}
      {items.length ? (
        <ol aria-label="Items to add" className="max-h-48 overflow-y-auto rounded-md border border-stone-200">
          {items.map((item) => (
            <li
              key={item.templateItem}
              className="flex gap-3 border-b border-stone-100 px-3 py-1.5 last:border-b-0"
            >
              <span className="w-24 shrink-0 tabular-nums text-stone-500">
                {item.day ? `Day ${item.day}` : 'No date'}
                {item.startTime && item.startTime !== '00:00' ? ` ${item.startTime}` : ''}
              </span>
              <span className="min-w-0 flex-1 truncate">
                {item.name || item.title || labelOf(item.type) || item.type}
                {item.alternative ? <span className="text-stone-500"> (alternative)</span> : null}
              </span>
              <span className="shrink-0 text-xs text-stone-500">{labelOf(item.type) ?? item.type}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {added.length || kept.length ? (
        <p className="text-stone-600">
          {added.length ? `Day texts added: ${added.map((d) => `Day ${d.dayNumber}`).join(', ')}.` : ''}
          {added.length && kept.length ? ' ' : ''}
          {kept.length
            ? `Kept as they are (the trip's own texts win): ${kept.map((d) => `Day ${d.dayNumber}`).join(', ')}.`
            : ''}
        </p>
      ) : null}
      {dmcs.length ? (
        <p className="text-stone-600">
          DMCs: {dmcs.map((d) => (d.alreadyOnTrip ? `${d.name} (already on the trip)` : d.name)).join(', ')}.
        </p>
      ) : null}
      {overlaps.length ? (
        <div className="space-y-1">
          <p className="font-medium text-orange-800">Overlaps with the trip's items</p>
          <ul aria-label="Overlaps" className="list-disc space-y-0.5 pl-5 text-orange-800">
            {overlaps.map((o, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <li key={index}>
                {o.name || o.title || labelOf(o.type) || o.type} ({formatItineraryDate(o.startDate)}) crosses{' '}
                {o.overlapsName || o.overlapsTitle || 'an item'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
};

/**
 * Import a template into the trip (POST /api/trips/import-template): choose the template (by title,
 * optionally of the trip's destinations) and the trip's day it starts on, read the server's preview
 * (items added, day texts added or kept, DMCs, overlaps, the end moved when the template is longer
 * than the days left), then import; the trip, its items, days and DMCs are read again.
 */
export const ImportTemplateDialog = ({ trip, onClose }: { trip: ImportTarget; onClose: () => void }) => {
  const id = useId();
  const queryClient = useQueryClient();
  const [template, setTemplate] = useState<TripTemplate | null>(null);
  const [startDay, setStartDay] = useState(1);
  const [extend, setExtend] = useState(false);
  const length = tripLength(trip.startDate, trip.endDate);
  const preview = useQuery({
    queryKey: importKeys.preview(trip.id, template?.id ?? 0, startDay),
    queryFn: async () =>
      (
        await previewImportTemplate({
          trip: String(trip.id),
          tripTemplate: String(template!.id),
          startDay,
        })
      ).data,
    enabled: template !== null,
    staleTime: 0,
    meta: { silent: true },
  });
  const run = useMutation({
    mutationFn: async (withExtend: boolean) =>
      (
        await importTripTemplate({
          trip: `/api/trips/${trip.id}`,
          tripTemplate: `/api/trip_templates/${template!.id}`,
          startDay,
          extend: withExtend,
        })
      ).data as ImportTemplateResult,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tripKeys.all }),
        queryClient.invalidateQueries({ queryKey: templateKeysAll }),
      ]);
      onClose();
    },
    // A 409 is answered in the dialog (with the choice to extend); the rest are toasts.
    onError: (error) => {
      if (!conflictOf(error)) console.error(error);
    },
    meta: { silent: true, successMessage: 'Template imported' },
  });
  const conflict = conflictOf(run.error);
  const otherError = run.error && !conflict ? run.error : null;
  const choose = (next: TripTemplate) => {
    setTemplate(next);
    setExtend(false);
    run.reset();
  };
  const ready = template !== null && preview.isSuccess && !preview.isFetching;
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        title="Import a template"
        description="Copies the template's items, day texts and DMCs into this trip."
        width={680}
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!ready || run.isPending}
              onClick={() => run.mutate(extend)}
              aria-describedby={conflict ? `${id}-conflict` : undefined}
            >
              <FileDown className="size-4" aria-hidden />
              {run.isPending ? 'Importing…' : 'Import'}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <TemplateChoice trip={trip} value={template} onChange={choose} />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-day`} className="block text-sm font-medium text-stone-700">
              Start on
            </label>
            <select
              id={`${id}-day`}
              value={startDay}
              onChange={(e) => {
                setStartDay(Number(e.target.value));
                run.reset();
              }}
              className="block h-10 w-full rounded-md border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {Array.from({ length }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  Day {n} — {formatItineraryDate(addDays(trip.startDate, n - 1))}
                </option>
              ))}
            </select>
          </div>
          {template === null ? (
            <p className="text-sm text-stone-500">Choose a template to see what the import does.</p>
          ) : preview.isPending || (preview.isFetching && !preview.data) ? (
            <Spinner size="sm" label="Loading the preview" />
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-red-600">
              The preview could not be loaded: {preview.error.message}
            </p>
          ) : preview.data ? (
            <div aria-busy={preview.isFetching} className={preview.isFetching ? 'opacity-60' : undefined}>
              <PreviewPanel preview={preview.data} extend={extend} onExtend={setExtend} />
            </div>
          ) : null}
          {conflict ? (
            <div
              id={`${id}-conflict`}
              role="alert"
              className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <p>{conflict}</p>
              <div className="flex gap-2">
                <Button size="sm" disabled={run.isPending} onClick={() => run.mutate(true)}>
                  Extend the trip
                </Button>
                <Button size="sm" variant="secondary" onClick={() => run.reset()}>
                  Choose another day
                </Button>
              </div>
            </div>
          ) : null}
          {otherError ? (
            <p role="alert" className="text-sm text-red-600">
              {isApiError(otherError) ? otherError.messages.join(' ') : otherError.message}
            </p>
          ) : null}
        </div>
      </ModalContent>
    </Modal>
  );
};

/** The trip header's "Import a template" button and its dialog. */
export const ImportTemplateButton = ({ trip }: { trip: ImportTarget }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <FileDown className="size-4" aria-hidden />
        Import a template
      </Button>
      {open ? <ImportTemplateDialog trip={trip} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
