import { Tabs, TabsContent, TabsList, TabsTrigger } from '@backoffice/ui/tabs';
import { Link, useLocation, useSearch } from 'wouter';
import { RecordGate } from '../../../shared/record-gate.tsx';
import { vendorPath } from '../../../shared/vendors/vendor-paths.ts';
import { kindKeys } from '../api/keys.ts';
import { useKindDeleteMutation } from '../api/use-kind-mutations.ts';
import { useKindQuery } from '../api/use-kind-queries.ts';
import type { KindDef, KindRecord } from '../types.ts';
import { AttachmentsPanel } from './attachments-panel.tsx';
import { ImagesPanel } from './images-panel.tsx';
import { ItemSection } from './item-section.tsx';
import { KindContactsTab } from './kind-contacts-tab.tsx';
import { KindGeneralForm } from './kind-general-form.tsx';
import { KindLocationTab } from './kind-location-tab.tsx';
import { RecordHeader } from './record-header.tsx';

type Tab = { value: string; label: string };

export const kindTabs = (kind: KindDef): Tab[] => [
  { value: 'general', label: 'General' },
  { value: 'location', label: 'Location' },
  ...kind.sections.map((section) => ({ value: section.key, label: section.title })),
  { value: 'contacts', label: 'Contacts' },
  ...(kind.images ? [{ value: 'images', label: 'Images' }] : []),
  { value: 'attachments', label: 'Attachments' },
];

const Detail = ({ kind, record, etag }: { kind: KindDef; record: KindRecord; etag?: string }) => {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const remove = useKindDeleteMutation(kind);
  const tabs = kindTabs(kind);
  const requested = new URLSearchParams(search).get('tab');
  const tab = tabs.some((t) => t.value === requested) ? requested! : 'general';
  const refreshKey = kindKeys.item(kind.segment, record.id);

  return (
    <section className="space-y-4">
      <RecordHeader
        title={record.name}
        kicker={
          <>
            <span className="capitalize">{kind.singular}</span>
            {record.vendor ? (
              <>
                {' of '}
                <Link href={vendorPath(record.vendor.id)} className="text-brand-800 hover:underline">
                  {record.vendor.name}
                </Link>
              </>
            ) : null}
          </>
        }
        back={{ href: `/admin/${kind.segment}`, label: kind.title }}
        record={record}
        onDelete={async () => {
          await remove.mutateAsync(record);
          navigate(`/admin/${kind.segment}`);
        }}
      />
      {/* The open tab lives in the URL (?tab=), so a reload or a shared link keeps it. */}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(value === 'general' ? location : `${location}?tab=${value}`, { replace: true })
        }
      >
        <TabsList aria-label={`${kind.singular} sections`}>
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general" className="max-w-4xl">
          <KindGeneralForm kind={kind} record={record} etag={etag} />
        </TabsContent>
        <TabsContent value="location">
          <KindLocationTab key={record.location ?? 'none'} kind={kind} record={record} etag={etag} />
        </TabsContent>
        {kind.sections.map((section) => (
          <TabsContent key={section.key} value={section.key}>
            <ItemSection item={section} owner={record} />
          </TabsContent>
        ))}
        <TabsContent value="contacts" className="max-w-5xl">
          <KindContactsTab kind={kind} record={record} />
        </TabsContent>
        {kind.images ? (
          <TabsContent value="images" className="max-w-4xl">
            <ImagesPanel
              files={kind.images}
              owner={record['@id']}
              images={record.images ?? []}
              refreshKey={refreshKey}
            />
          </TabsContent>
        ) : null}
        <TabsContent value="attachments" className="max-w-4xl">
          <AttachmentsPanel
            files={kind.attachments}
            owner={record['@id']}
            attachments={record.attachments}
            refreshKey={refreshKey}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
};

// /admin/<kind>/{id}: the record's tabs (general, location, its items, images, attachments).
export const KindDetailPage = ({ kind, id }: { kind: KindDef; id: number }) => {
  const current = useKindQuery(kind, id);
  return (
    <RecordGate query={current} label={`Loading the ${kind.singular}`}>
      {() => <Detail kind={kind} record={current.data!.item} etag={current.data!.etag} />}
    </RecordGate>
  );
};
