import type { Client, Membership, MembershipInput } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { formatDate } from '@backoffice/ui/format';
import * as v from 'valibot';
import { ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { SelectField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { optional, required } from '../../../shared/forms/form-rules.ts';
import { StatusMenu } from '../../../shared/forms/status-menu.tsx';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import {
  membershipTransitionsOptions,
  useMembershipMutations,
  useMembershipsQuery,
} from '../api/use-client-children.ts';
import { membershipStartStatuses, statusColor, statusLabel, statusOptions } from '../client-status.ts';

const isoDate = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Please enter a valid date'),
);
const schema = v.pipe(
  v.object({
    programme: required(255),
    number: optional(120),
    startDate: isoDate,
    endDate: isoDate,
    status: v.string(),
  }),
  v.forward(
    v.check(
      (m) => m.startDate === '' || m.endDate === '' || m.endDate >= m.startDate,
      'The end date must not be before the start date.',
    ),
    ['endDate'],
  ),
);
type Values = v.InferOutput<typeof schema>;

const period = (m: Membership) =>
  m.startDate || m.endDate ? [m.startDate, m.endDate].map((d) => (d ? formatDate(d) : '…')).join(' – ') : '—';

// The client's loyalty and travel programmes; each status moves along the server's state machine
// (decision 60), offered by the status menu.
export const MembershipsTab = ({ client }: { client: Client }) => {
  const memberships = useMembershipsQuery(client.id);
  const mutations = useMembershipMutations(client.id);
  const confirm = useConfirm();

  const onMove = async (m: Membership, status: string, label: string, etag: string | undefined) => {
    if (status === 'cancelled') {
      const ok = await confirm({
        title: 'Cancel this membership?',
        content: `${m.programme} will be cancelled. A cancelled membership cannot be reopened.`,
        confirmText: label,
        cancelText: 'Keep it',
        danger: true,
      });
      if (!ok) return;
    }
    await mutations.move.mutateAsync({ id: m.id, status, etag }).catch(() => undefined);
  };

  return (
    <ChildRecordsTab<Membership>
      title="Memberships"
      description="Loyalty and travel programmes."
      noun="membership"
      plural="memberships"
      query={memberships}
      nameOf={(m) => m.programme}
      onDelete={(m) => mutations.remove.mutateAsync(m.id)}
      actionsClassName="w-48"
      columns={[
        { header: 'Programme', className: 'font-medium text-stone-800', cell: (m) => m.programme },
        { header: 'Number', className: 'font-mono text-xs', cell: (m) => m.number ?? '—' },
        { header: 'Period', className: 'whitespace-nowrap', cell: period },
        {
          header: 'Status',
          cell: (m) => <Badge color={statusColor(m.status)}>{statusLabel(m.status)}</Badge>,
        },
      ]}
      rowActions={(m) => (
        <StatusMenu
          name={m.programme}
          status={m.status}
          transitions={(enabled) => membershipTransitionsOptions(m.id, enabled)}
          busy={mutations.move.isPending && mutations.move.variables?.id === m.id}
          onMove={(status, label, etag) => void onMove(m, status, label, etag)}
        />
      )}
      renderForm={(membership, close) => (
        <MembershipForm client={client} membership={membership} save={mutations.save} onClose={close} />
      )}
    />
  );
};

const MembershipForm = ({
  client,
  membership,
  save,
  onClose,
}: {
  client: Client;
  membership: Membership | undefined;
  save: ReturnType<typeof useMembershipMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: {
      programme: membership?.programme ?? '',
      number: membership?.number ?? '',
      startDate: membership?.startDate ?? '',
      endDate: membership?.endDate ?? '',
      status: membership?.status ?? 'active',
    },
    names: ['programme', 'number', 'startDate', 'endDate', 'status'],
    onSubmit: async (values) => {
      const body: MembershipInput = {
        client: client['@id'],
        programme: values.programme,
        number: values.number || null,
        startDate: values.startDate || null,
        endDate: values.endDate || null,
      };
      // A saved membership's status moves with the status menu; a new one starts pending or active.
      if (!membership) body.status = values.status as MembershipInput['status'];
      await save.mutateAsync({ id: membership?.id, body });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Membership" className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <TextField {...bind('programme', 'Programme', 'membership-programme')} autoFocus />
        </div>
        <TextField {...bind('number', 'Number', 'membership-number')} maxLength={120} />
        {membership ? null : (
          <SelectField
            {...bind('status', 'Status', 'membership-status')}
            options={statusOptions(membershipStartStatuses)}
          />
        )}
        <TextField {...bind('startDate', 'Start date', 'membership-start')} type="date" />
        <TextField {...bind('endDate', 'End date', 'membership-end')} type="date" />
      </div>
      <FormFooter form={form} onCancel={onClose} />
    </form>
  );
};
