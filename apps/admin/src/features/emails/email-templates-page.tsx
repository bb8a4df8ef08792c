import type { EmailTemplate } from '@backoffice/sdk';
import { buttonVariants } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { createDataTableColumnHelper } from '@backoffice/ui/data-table/data-table-columns';
import { truncateSubject } from '@backoffice/ui/format';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { ListPage } from '../../lib/records/collection-table.tsx';
import { dateTimeCell, RecordLink } from '../../lib/records/record-columns.tsx';
import { useTableUrlState } from '../../lib/use-table-url-state.ts';
import { useEmailEnums } from '../../shared/emails/email-api.ts';
import { templateList, useEmailTemplateDeleteMutation, useEmailTemplatesQuery } from './api/email-queries.ts';

const column = createDataTableColumnHelper<EmailTemplate>();
const searchKey = 'name';
export const templatesPath = '/admin/templates/emails';

// /admin/templates/emails: the e-mail templates by name, searched by name and filtered by scope;
// a row opens its form, New template opens an empty one.
export const EmailTemplatesPage = () => {
  const [state, setState] = useTableUrlState({
    sort: { id: 'name', desc: false },
    filterKeys: [searchKey, 'scope'],
  });
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const query = useMemo(() => templateList.toQuery(state), [state]);
  const templates = useEmailTemplatesQuery(query, state);
  const enums = useEmailEnums();
  const remove = useEmailTemplateDeleteMutation();
  const scopeLabel = useMemo(
    () => new Map((enums.data?.scopes ?? []).map((s) => [s.value, s.label])),
    [enums.data],
  );
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        enableSorting: true,
        cell: (c) => <RecordLink href={`${templatesPath}/${c.row.original.id}`}>{c.getValue()}</RecordLink>,
      }),
      column.accessor('scope', {
        header: 'Scope',
        enableSorting: true,
        cell: (c) => scopeLabel.get(c.getValue()) ?? c.getValue(),
      }),
      column.accessor('subject', {
        header: 'Subject',
        cell: (c) => <span title={c.getValue()}>{truncateSubject(c.getValue())}</span>,
      }),
      column.accessor('updatedAt', {
        header: 'Updated',
        enableSorting: true,
        cell: dateTimeCell,
      }),
    ],
    [scopeLabel],
  );
  return (
    <ListPage
      title="E-mail templates"
      page={templates}
      urlState={[state, setState]}
      columns={columns}
      emptyText="No e-mail template yet."
      toolbar={{
        searchKey,
        searchPlaceholder: 'Search templates',
        filterFields: [{ id: 'scope', title: 'Scope', options: enums.data?.scopes ?? [] }],
        createAction: (
          <Link href={`${templatesPath}/new`} className={buttonVariants()}>
            New template
          </Link>
        ),
      }}
      rowActions={{
        label: (t) => `Actions for ${t.name}`,
        actions: [{ label: 'Edit', onSelect: (t) => navigate(`${templatesPath}/${t.id}`) }],
        onDelete: async (t) => {
          if (await confirm({ danger: true, confirmText: 'Delete' })) {
            await remove.mutateAsync(t.id).catch(() => undefined);
          }
        },
      }}
    />
  );
};
