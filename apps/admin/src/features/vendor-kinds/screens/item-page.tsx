import { idFromIri } from '@backoffice/sdk/core';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@backoffice/ui/tabs';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { RecordGate } from '../../../shared/record-gate.tsx';
import { itemKeys } from '../api/keys.ts';
import { useItemDeleteMutation } from '../api/use-item-mutations.ts';
import { useItemQuery } from '../api/use-item-queries.ts';
import { ParentName } from '../columns.tsx';
import type { Body, FileRecord, ItemDef, Row } from '../types.ts';
import { AttachmentsPanel } from './attachments-panel.tsx';
import { ItemForm } from './item-form.tsx';
import { RecordHeader } from './record-header.tsx';

/** The owner's page, on the tab listing these items. */
export const ownerTabPath = (item: ItemDef, owner: unknown) => {
  const id = typeof owner === 'string' ? idFromIri(owner) : undefined;
  return id === undefined
    ? (item.adminList?.path ?? `/admin/${item.parent.segment}`)
    : `/admin/${item.parent.segment}/${id}?tab=${item.key}`;
};

// Where a created item opens: its own page when it has files of its own, else its owner's tab.
const afterCreate = (item: ItemDef, saved: Row) =>
  item.detailPath && item.attachments
    ? item.detailPath(saved.id)
    : ownerTabPath(item, saved[item.parent.property]);

type CreateProps = { item: ItemDef; owner: string | null; initial?: Body };

// A new item on a page of its own: /admin/<kind>/{id}/new (owner fixed), /admin/rooms and
// /admin/activities/new (owner chosen in the form).
export const ItemCreatePage = ({ item, owner, initial }: CreateProps) => {
  const [, navigate] = useLocation();
  const back = owner ? ownerTabPath(item, owner) : (item.adminList?.path ?? `/admin/${item.parent.segment}`);
  return (
    <section className="max-w-4xl space-y-4">
      <div className="space-y-1">
        <Link
          href={back}
          className="inline-flex items-center gap-1 text-sm text-stone-500 hover:text-stone-800"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Link>
        <h1 className="text-2xl font-semibold">
          New {item.singular}
          {owner ? (
            <span className="text-stone-500">
              {' · '}
              <ParentName parent={item.parent} value={owner} />
            </span>
          ) : null}
        </h1>
      </div>
      <div className="rounded-lg border border-stone-200 bg-white p-6">
        <ItemForm
          item={item}
          owner={owner}
          initial={initial}
          onSaved={(saved) => navigate(afterCreate(item, saved))}
          onCancel={() => navigate(back)}
        />
      </div>
    </section>
  );
};

const Edit = ({ item, record, etag }: { item: ItemDef; record: Row; etag?: string }) => {
  const [location, navigate] = useLocation();
  const tab =
    new URLSearchParams(useSearch()).get('tab') === 'attachments' && item.attachments
      ? 'attachments'
      : 'general';
  const remove = useItemDeleteMutation(item);
  const owner = record[item.parent.property];
  const form = (
    <div className="rounded-lg border border-stone-200 bg-white p-6">
      <ItemForm
        key={String(record.updatedAt)}
        item={item}
        record={record}
        etag={etag}
        owner={typeof owner === 'string' ? owner : null}
        onSaved={() => undefined}
      />
    </div>
  );
  return (
    <section className="max-w-4xl space-y-4">
      <RecordHeader
        title={record.name}
        kicker={
          <>
            <span className="capitalize">{item.singular}</span> of{' '}
            <ParentName parent={item.parent} value={owner} />
          </>
        }
        back={{ href: ownerTabPath(item, owner), label: item.parent.label }}
        record={record}
        onDelete={async () => {
          await remove.mutateAsync(record);
          navigate(ownerTabPath(item, owner));
        }}
      />
      {item.attachments ? (
        <Tabs
          value={tab}
          onValueChange={(value) =>
            navigate(value === 'general' ? location : `${location}?tab=${value}`, { replace: true })
          }
        >
          <TabsList aria-label={`${item.singular} sections`}>
            <TabsTrigger value="general">General</TabsTrigger>
            <TabsTrigger value="attachments">Attachments</TabsTrigger>
          </TabsList>
          <TabsContent value="general">{form}</TabsContent>
          <TabsContent value="attachments">
            <AttachmentsPanel
              files={item.attachments}
              owner={record['@id']}
              attachments={(record.attachments as FileRecord[] | undefined) ?? []}
              refreshKey={itemKeys.item(item.key, record.id)}
            />
          </TabsContent>
        </Tabs>
      ) : (
        form
      )}
    </section>
  );
};

// The page of one item: /admin/rooms/{id}, /admin/activities/{id}.
export const ItemEditPage = ({ item, id }: { item: ItemDef; id: number }) => {
  const current = useItemQuery(item, id);
  return (
    <RecordGate query={current} label={`Loading the ${item.singular}`}>
      {() => <Edit item={item} record={current.data!.item} etag={current.data!.etag} />}
    </RecordGate>
  );
};
