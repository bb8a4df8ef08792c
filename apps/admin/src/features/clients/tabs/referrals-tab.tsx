import type { Client, Referral, ReferralInput } from '@backoffice/sdk';
import { formatDate } from '@backoffice/ui/format';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { Link } from 'wouter';
import { clientSearchSource } from '../../../shared/emails/client-source.ts';
import { ChildRecordsTab } from '../../../shared/forms/child-records-tab.tsx';
import { RecordPickerField, TextareaField, TextField } from '../../../shared/forms/form-fields.tsx';
import { FormFooter } from '../../../shared/forms/form-footer.tsx';
import { optional } from '../../../shared/forms/form-rules.ts';
import { idOfIri } from '../../../shared/forms/record-source.ts';
import { useServerForm } from '../../../shared/forms/use-server-form.ts';
import { useReferralMutations, useReferralsQuery } from '../api/use-client-children.ts';
import { clientPath } from '../client-tabs.ts';

// The clients a referral can name, searched on the server as the user types.
const clientSource = clientSearchSource(20);

const schema = v.pipe(
  v.object({
    referredClient: v.nullable(v.string()),
    referredName: optional(255),
    notes: v.pipe(v.string(), v.maxLength(20000, 'Too long')),
  }),
  v.forward(
    v.check(
      (r) => r.referredClient !== null || r.referredName !== '',
      'Give the referred client or their name.',
    ),
    ['referredName'],
  ),
);
type Values = v.InferOutput<typeof schema>;

const ReferredName = ({ referral }: { referral: Referral }) => {
  const iri = referral.referredClient;
  const name = useQuery({
    queryKey: ['clients', 'name', iri],
    queryFn: () => clientSource.get(iri!),
    enabled: Boolean(iri),
    staleTime: 60_000,
    meta: { silent: true },
  });
  if (!iri) return <span>{referral.referredName}</span>;
  return (
    <Link href={clientPath(idOfIri(iri))} className="text-brand-800 hover:underline">
      {name.data?.name ?? referral.referredName ?? 'Client'}
    </Link>
  );
};

// Whom the client brought to the agency (referrals): a client on file or a name; the server dates
// each referral the day it is recorded.
export const ReferralsTab = ({ client }: { client: Client }) => {
  const referrals = useReferralsQuery(client.id);
  const mutations = useReferralMutations(client.id);
  return (
    <ChildRecordsTab<Referral>
      title="Referrals"
      description="People this client introduced to the agency."
      noun="referral"
      plural="referrals"
      query={referrals}
      nameOf={(referral) => referral.referredName ?? `referral of ${formatDate(referral.referredOn)}`}
      onDelete={(referral) => mutations.remove.mutateAsync(referral.id)}
      columns={[
        {
          header: 'Referred',
          className: 'font-medium',
          cell: (referral) => <ReferredName referral={referral} />,
        },
        { header: 'Referred on', cell: (referral) => formatDate(referral.referredOn) },
        { header: 'Notes', className: 'text-stone-600', cell: (referral) => referral.notes ?? '—' },
      ]}
      renderForm={(referral, close) => (
        <ReferralForm client={client} referral={referral} save={mutations.save} onClose={close} />
      )}
    />
  );
};

const ReferralForm = ({
  client,
  referral,
  save,
  onClose,
}: {
  client: Client;
  referral: Referral | undefined;
  save: ReturnType<typeof useReferralMutations>['save'];
  onClose: () => void;
}) => {
  const { form, submit, bind } = useServerForm<Values>({
    schema,
    defaultValues: {
      referredClient: referral?.referredClient ?? null,
      referredName: referral?.referredName ?? '',
      notes: referral?.notes ?? '',
    },
    names: ['referredClient', 'referredName', 'notes'],
    onSubmit: async (values) => {
      const body: ReferralInput = {
        client: client['@id'],
        referredClient: values.referredClient,
        referredName: values.referredName || null,
        notes: values.notes || null,
      };
      await save.mutateAsync({ id: referral?.id, body });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Referral" className="space-y-4">
      <RecordPickerField
        {...bind('referredClient', 'Referred client', 'referral-client')}
        source={clientSource}
        placeholder="Search clients…"
      />
      <TextField {...bind('referredName', 'Or their name (not a client yet)', 'referral-name')} />
      <TextareaField {...bind('notes', 'Notes', 'referral-notes')} />
      <FormFooter form={form} onCancel={onClose} />
    </form>
  );
};
