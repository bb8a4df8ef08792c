import type { TripTemplate, TripTemplateItem } from '@backoffice/sdk';
import { isApiError } from '@backoffice/sdk/core';
import { Button } from '@backoffice/ui/button';
import { formatMoney } from '@backoffice/ui/currency';
import { Field } from '@backoffice/ui/field';
import { TextInput } from '@backoffice/ui/text-input';
import { Textarea } from '@backoffice/ui/textarea';
import { CalendarDays } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useDestinationNames } from '../../lib/destination-names.ts';
import { useRecordTitle } from '../../lib/record-title.ts';
import { LoadErrorPage } from '../../lib/records/load-error-page.tsx';
import { itemTypeOf, tripItemTypes } from '../trip-domain/item-types.ts';
import { templateItineraryPath } from '../trip-domain/templates/template-paths.ts';
import { useTemplateDaysQuery, useTemplateItemsQuery, useTemplateQuery, useTemplateUpdate } from './api.ts';

/** A template item's type label (the registry's, by the item's type); unknown: its `@type`. */
export const templateItemLabel = (item: { type: string; '@type': string }, types = tripItemTypes) =>
  itemTypeOf(item.type, types)?.label ?? item['@type'];

const Skeleton = () => (
  <div aria-hidden="true" className="space-y-3">
    {[0, 1].map((row) => (
      <div key={row} className="h-24 animate-pulse rounded-lg bg-stone-200/70" />
    ))}
  </div>
);

// A section of the template page: its heading, then a skeleton while its records load.
const TemplateSection = ({
  id,
  title,
  pending,
  children,
}: {
  id: string;
  title: string;
  pending: boolean;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="space-y-2">
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
    {pending ? <Skeleton /> : children}
  </section>
);

const violationsOf = (error: unknown): Record<string, string> => {
  if (!isApiError(error)) return {};
  const body = error.body as { violations?: { propertyPath: string; message: string }[] } | undefined;
  return Object.fromEntries((body?.violations ?? []).map((v) => [v.propertyPath, v.message]));
};

// Title, length and description; a shorter length that would drop items is refused by the server
// (409 naming them), shown as its message.
const GeneralForm = ({ template, etag }: { template: TripTemplate; etag: string | undefined }) => {
  const update = useTemplateUpdate(template.id);
  const [title, setTitle] = useState(template.title);
  const [nbDays, setNbDays] = useState(String(template.nbDays));
  const [description, setDescription] = useState(template.description ?? '');
  const errors = violationsOf(update.error);
  const conflict = isApiError(update.error) && update.error.status === 409 ? update.error.message : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ etag, body: { title, nbDays: Number(nbDays), description: description || null } });
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      aria-label="Template"
    >
      <h2 className="text-lg font-semibold">General</h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id="template-title" label="Title" error={errors.title}>
          <TextInput id="template-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        </Field>
        <Field id="template-days" label="Length in days" error={errors.nbDays}>
          <TextInput
            id="template-days"
            type="number"
            min={1}
            max={60}
            value={nbDays}
            onChange={(e) => setNbDays(e.target.value)}
            required
          />
        </Field>
      </div>
      <Field id="template-description" label="Description" error={errors.description}>
        <Textarea
          id="template-description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      {conflict ? (
        <p role="alert" className="text-sm text-red-600">
          {conflict}
        </p>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
};

const when = (item: TripTemplateItem) =>
  item.startDay
    ? `Day ${item.startDay}${item.startTime && item.startTime !== '00:00' ? ` · ${item.startTime}` : ''}`
    : '—';

// /admin/trip-templates/{id} (product.md §2.3): the template's general form, its days (Day N, no
// dates) and its items, read-only here (they are planned in the itinerary workspace, linked from
// the header).
export const TripTemplatePage = ({ params }: { params: Record<string, string | undefined> }) => {
  const id = Number(params.id);
  const template = useTemplateQuery(id);
  const days = useTemplateDaysQuery(id);
  const items = useTemplateItemsQuery(id);
  const destinations = useDestinationNames();
  const shown = template.data?.template;
  useRecordTitle(shown?.title, { path: `/admin/trip-templates/${id}` });
  if (template.isError) return <LoadErrorPage error={template.error} />;
  if (!shown) return <Skeleton />;
  const places = destinations(shown.destinations);
  const members = items.data?.['hydra:member'] ?? [];
  return (
    <section className="space-y-4">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href="/admin/trip-templates" className="text-stone-500 hover:text-brand-700 hover:underline">
            Trip templates
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{shown.title}</h1>
          <Link
            href={templateItineraryPath(shown.id)}
            className="inline-flex h-8 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <CalendarDays className="size-4" aria-hidden />
            Open the itinerary
          </Link>
        </div>
        <p className="text-sm text-stone-500">
          {[`${shown.nbDays} day${shown.nbDays === 1 ? '' : 's'}`, places].filter(Boolean).join(' · ')}
        </p>
      </header>
      <GeneralForm key={`${shown.id}-${template.data?.etag}`} template={shown} etag={template.data?.etag} />
      <TemplateSection id="template-days-title" title="Days" pending={days.isPending}>
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {(days.data?.['hydra:member'] ?? []).map((day) => (
            <li key={day.id} className="px-4 py-2">
              <p className="font-medium">
                Day {day.dayNumber}
                {day.title ? <span className="font-normal text-stone-600"> · {day.title}</span> : null}
              </p>
              {day.description ? <p className="text-sm text-stone-500">{day.description}</p> : null}
            </li>
          ))}
        </ol>
      </TemplateSection>
      <TemplateSection id="template-items-title" title="Items" pending={items.isPending}>
        {members.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-stone-500">
            No items in this template yet.
          </p>
        ) : (
          <table className="w-full rounded-lg border border-stone-200 bg-white text-sm">
            <thead className="text-left text-stone-500">
              <tr>
                <th className="px-3 py-2 font-medium">When</th>
                <th className="px-3 py-2 font-medium">Type</th>
                <th className="px-3 py-2 font-medium">Item</th>
                <th className="px-3 py-2 text-right font-medium">Client price</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {members.map((item) => (
                <tr key={item.id}>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{when(item)}</td>
                  <td className="px-3 py-2">{templateItemLabel(item)}</td>
                  <td className="px-3 py-2">
                    {item.title?.trim() || item.item?.name || '—'}
                    {item.title?.trim() && item.item?.name && item.item.name !== item.title.trim() ? (
                      <span className="block text-xs text-stone-500">{item.item.name}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {item.clientPrice ? formatMoney(item.clientPrice, item.currency) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TemplateSection>
    </section>
  );
};
