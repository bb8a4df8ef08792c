import { Badge, type BadgeColor } from '@backoffice/ui/badge';
import { buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { formatDateTime } from '@backoffice/ui/format';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { dateTimeCell, RecordLink } from '../../lib/records/record-columns.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useUpdateWebsiteMutation } from '../../lib/website-update.ts';
import { useStaffOptions } from '../../shared/staff/staff-options.ts';
import { contentList, useContentDeleteMutation, useContentListQuery } from './content-api.ts';
import { type ContentKindMeta, type ContentRecord, contentStatuses } from './content-kinds.ts';

const column = createDataTableColumnHelper<ContentRecord>();
const searchKey = 'title';

export const statusColor: Record<string, BadgeColor> = {
  draft: 'grey',
  published: 'green',
  archived: 'orange',
};

export const StatusBadge = ({ status, scheduledAt }: { status: string; scheduledAt?: string | null }) => (
  <span className="inline-flex items-center gap-1">
    <Badge color={statusColor[status] ?? 'grey'}>{status}</Badge>
    {status === 'draft' && scheduledAt ? (
      <Badge color="blue" title={`Publishes ${formatDateTime(scheduledAt)}`}>
        scheduled
      </Badge>
    ) : null}
  </span>
);

// The list of one content kind (product.md §2: /admin/cms/articles, /admin/journal…): title,
// status, author and last update; searched by title and filtered by status in the URL; newest
// changes first. "Update website" asks for the website update (§8 messages).
export const ContentListPage = ({ kind }: { kind: ContentKindMeta }) => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'updatedAt', desc: true },
    filterKeys: [searchKey, 'status'],
  });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = useMemo(() => contentList.toQuery(state), [state]);
  const records = useContentListQuery(kind, query, state);
  const remove = useContentDeleteMutation(kind);
  const website = useUpdateWebsiteMutation();
  const staff = useStaffOptions();
  const authorName = useMemo(() => new Map((staff.data ?? []).map((s) => [s.value, s.label])), [staff.data]);
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: 'Title',
        enableSorting: true,
        cell: (c) => <RecordLink href={`${kind.listPath}/${c.row.original.id}`}>{c.getValue()}</RecordLink>,
      }),
      column.accessor('status', {
        header: 'Status',
        enableSorting: true,
        cell: (c) => <StatusBadge status={c.getValue()} scheduledAt={c.row.original.scheduledAt} />,
      }),
      column.accessor('author', {
        header: 'Author',
        cell: (c) => {
          const iri = c.getValue();
          return iri ? (authorName.get(iri) ?? '') : '';
        },
      }),
      column.accessor('updatedAt', {
        header: 'Updated',
        enableSorting: true,
        cell: dateTimeCell,
      }),
    ],
    [kind, authorName],
  );
  const filtered = contentList.hasUserFilters(state);
  return (
    <ListPage
      title={kind.label}
      page={records}
      urlState={[state, setState]}
      columns={columns}
      pageSizeOptions={[10, 20, 50, 100]}
      emptyText={filtered ? `No ${kind.singular} matches these filters.` : `No ${kind.singular} yet.`}
      toolbar={{
        searchKey,
        searchPlaceholder: 'Search by title',
        filterFields: [{ id: 'status', title: 'Status', options: contentStatuses, multiple: true }],
        onUpdateWebsite: () => website.mutateAsync(),
        createAction: (
          <Link href={`${kind.listPath}/new`} className={buttonVariants()}>
            New {kind.singular}
          </Link>
        ),
      }}
      rowActions={{
        label: (r) => `Actions for ${r.title}`,
        actions: [{ label: 'Edit', onSelect: (r) => navigate(`${kind.listPath}/${r.id}`) }],
        onDelete: async (r) => {
          if (await confirm({ danger: true, confirmText: 'Delete' })) {
            await remove.mutateAsync(r.id).catch(() => undefined);
          }
        },
      }}
    />
  );
};
