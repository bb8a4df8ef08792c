import type { Destination } from '@backoffice/sdk';
import { AuditPopover } from '@backoffice/ui/audit-popover';
import { Badge } from '@backoffice/ui/badge';
import { Button, buttonVariants } from '@backoffice/ui/button';
import type { TreeSelectNode } from '@backoffice/ui/destination-tree-select';
import * as v from 'valibot';
import { Link, useLocation } from 'wouter';
import { menuVisibility } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { DeclaredFieldGrid } from '../../shared/forms/declared-field-grid.tsx';
import type { FieldDef } from '../../shared/forms/field-def.ts';
import { FormError } from '../../shared/forms/form-footer.tsx';
import { required } from '../../shared/forms/form-rules.ts';
import { useServerForm } from '../../shared/forms/use-server-form.ts';
import { useDestinationSaveMutation } from './api/use-destination-save-mutation.ts';
import { DestinationFiles } from './destination-files.tsx';
import { useApproveDestination } from './use-approve-destination.ts';

const schema = v.object({
  name: required(255),
  parent: v.nullable(v.string()),
  description: v.pipe(v.string(), v.maxLength(65535, 'Too long')),
});

type Values = v.InferOutput<typeof schema>;

type Props = {
  destination: Destination | undefined;
  etag: string | undefined;
  initialParent: string | null;
  parentNodes: TreeSelectNode[];
  treeLoading: boolean;
};

const by = (id: unknown) => (typeof id === 'number' ? `user #${id}` : null);

// Name (required), parent chosen in the destination tree and description; once saved, the main
// image and the attachments (uploaded at once, each on its own call).
export const DestinationForm = ({ destination, etag, initialParent, parentNodes, treeLoading }: Props) => {
  const isNew = !destination;
  const [, navigate] = useLocation();
  const session = useSession();
  const save = useDestinationSaveMutation(isNew);
  const { approve: confirmApprove, mutation: approve } = useApproveDestination();
  const { form, submit } = useServerForm<Values>({
    schema,
    defaultValues: {
      name: destination?.name ?? '',
      parent: destination ? destination.parent : initialParent,
      description: destination?.description ?? '',
    },
    names: ['name', 'parent', 'description'],
    onSubmit: async (values) => {
      const body = { ...values, description: values.description.trim() || null };
      const saved = await save.mutateAsync({ id: destination?.id, etag, body });
      // A new destination opens on its own page, where its image and attachments can be added.
      if (isNew) navigate(`/admin/destinations/${saved.id}`, { replace: true });
      else navigate('/admin/destinations');
    },
  });
  const errors = form.formState.errors;

  const fields: FieldDef[] = [
    { name: 'name', label: 'Name', id: 'destination-name', kind: 'text' },
    {
      name: 'parent',
      label: 'Parent destination',
      kind: 'destination',
      placeholder: 'None (a country)',
      nodes: parentNodes,
      loading: treeLoading,
    },
    { name: 'description', label: 'Description', id: 'destination-description', kind: 'textarea' },
  ];

  const onApprove = () => destination && confirmApprove(destination);

  return (
    <section className="max-w-2xl space-y-6">
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold">{isNew ? 'New destination' : destination.name}</h1>
          {destination?.pending && !approve.isSuccess ? <Badge color="orange">Pending</Badge> : null}
        </div>
        <div className="flex items-center gap-2">
          {destination?.pending && !approve.isSuccess ? (
            <Button variant="secondary" size="sm" onClick={onApprove} disabled={approve.isPending}>
              Approve
            </Button>
          ) : null}
          {destination ? (
            <AuditPopover
              isSuperAdmin={menuVisibility(session?.user.roles ?? []).auditPopover}
              createdAt={destination.createdAt}
              createdBy={by(destination.createdBy)}
              updatedAt={destination.updatedAt}
              updatedBy={by(destination.updatedBy)}
            />
          ) : null}
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={isNew ? 'New destination' : 'Edit destination'}
        className="space-y-4 rounded-lg border border-stone-200 bg-white p-6"
      >
        <DeclaredFieldGrid fields={fields} control={form.control} />
        <FormError>{errors.root?.message}</FormError>
        <div className="flex justify-end gap-2 pt-2">
          <Link href="/admin/destinations" className={buttonVariants({ variant: 'secondary' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
      {destination ? (
        <DestinationFiles destination={destination} />
      ) : (
        <p className="text-sm text-stone-500">Save the destination to add its image and attachments.</p>
      )}
    </section>
  );
};
