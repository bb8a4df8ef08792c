import type { Client } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { FormSection } from '@backoffice/ui/form-section';
import { formatDateTime } from '@backoffice/ui/format';
import {
  CreditCard,
  Eye,
  FileText,
  History,
  type LucideIcon,
  Mail,
  MessageSquare,
  Send,
  Upload,
} from 'lucide-react';
import { useState } from 'react';
import * as v from 'valibot';
import { TextareaField } from '../../../shared/forms/form-fields.tsx';
import { required } from '../../../shared/forms/form-rules.ts';
import { PagedLogSection } from '../../../shared/forms/paged-log-section.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { logPageSize, useCanWriteClients, useLogQuery, useNoteMutation } from '../api/use-client-vault.ts';

// How each kind of log entry is named and drawn; an unknown kind reads as a change.
const kinds: Record<string, { label: string; icon: LucideIcon }> = {
  note: { label: 'Note', icon: MessageSquare },
  'card-reveal': { label: 'Card revealed', icon: CreditCard },
  'passport-reveal': { label: 'Passport number revealed', icon: CreditCard },
  'card-purge': { label: 'Card number purged', icon: CreditCard },
  'passport-purge': { label: 'Passport number purged', icon: CreditCard },
  'document-purge': { label: 'Document purged', icon: FileText },
  'document-request': { label: 'Documents requested', icon: Send },
  'document-upload': { label: 'Document received', icon: Upload },
  'document-submit': { label: 'Documents received', icon: FileText },
  'document-read': { label: 'Document opened', icon: Eye },
  email: { label: 'E-mail', icon: Mail },
};
const kindOf = (kind: string) =>
  kinds[kind] ?? {
    label: kind ? kind[0]!.toUpperCase() + kind.slice(1).replace(/-/g, ' ') : 'Change',
    icon: History,
  };

// product.md §2.9 Log: what happened to the client, newest first, ten a page (the server pages it),
// and staff notes added from here.
export const LogTab = ({ client }: { client: Client }) => {
  const [page, setPage] = useState(1);
  const log = useLogQuery(client.id, page);
  const canWrite = useCanWriteClients();
  return (
    <div className="space-y-4">
      {canWrite ? <NoteForm client={client} onAdded={() => setPage(1)} /> : null}
      <PagedLogSection
        title="Log"
        counted={['entry', 'entries']}
        tableLabel="Client log"
        pagerLabel="Log pages"
        loadingLabel="Loading the log"
        emptyText="Nothing in the log yet."
        headers={[
          { label: 'Kind', className: 'w-48' },
          { label: 'Message' },
          { label: 'By' },
          { label: 'Date', className: 'w-44' },
        ]}
        query={{ isPending: log.isPending, isPlaceholderData: log.isPlaceholderData, total: log.data?.total }}
        pageSize={logPageSize}
        page={page}
        onPage={setPage}
        rows={(log.data?.entries ?? []).map((entry) => <LogRow key={entry.id} entry={entry} />)}
      />
    </div>
  );
};

type LogEntry = NonNullable<ReturnType<typeof useLogQuery>['data']>['entries'][number];

const LogRow = ({ entry }: { entry: LogEntry }) => {
  const kind = kindOf(entry.kind);
  const Icon = kind.icon;
  return (
    <tr>
      <td className="whitespace-nowrap px-2 py-2 text-stone-600">
        <Icon className="mr-1.5 inline size-4 align-text-bottom" aria-hidden />
        {kind.label}
      </td>
      <td className="whitespace-pre-line px-2 py-2 text-stone-800">{entry.message}</td>
      <td className="px-2 py-2">{entry.actor?.name ?? 'Client / system'}</td>
      <td className="whitespace-nowrap px-2 py-2">{formatDateTime(entry.at)}</td>
    </tr>
  );
};

const schema = v.object({
  message: required(5000),
});

const NoteForm = ({ client, onAdded }: { client: Client; onAdded: () => void }) => {
  const note = useNoteMutation(client);
  const { form, submit, bind } = useServerForm<{ message: string }>({
    schema,
    defaultValues: { message: '' },
    names: ['message'],
    onSubmit: async ({ message }) => {
      await note.mutateAsync(message);
      form.reset({ message: '' });
      onAdded();
    },
  });
  return (
    <FormSection title="Add note">
      <form onSubmit={submit} noValidate aria-label="Add note" className="space-y-3">
        <TextareaField {...bind('message', 'Note', 'client-note')} />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            Add note
          </Button>
        </div>
      </form>
    </FormSection>
  );
};
