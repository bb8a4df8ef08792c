import { getClient, getTrip, getVendor } from '@backoffice/sdk';
import { idFromIri } from '@backoffice/sdk/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';

type Owner = {
  trip?: string | null;
  client?: string | null;
  vendor?: string | null;
  // The record's name as the task answers it (one query per page on the server); absent for a task
  // not made yet (the new-task dialog opened from a record), which reads the one record it names.
  recordName?: string | null;
};

const kinds = [
  {
    field: 'trip',
    noun: 'Trip',
    href: (id: number) => `/admin/trips/${id}`,
    read: async (id: number) => {
      const { data } = await getTrip(id);
      return [data.reference, data.title].filter(Boolean).join(' · ');
    },
  },
  {
    field: 'client',
    noun: 'Client',
    href: (id: number) => `/admin/clients/${id}`,
    read: async (id: number) => (await getClient(id)).data.name,
  },
  {
    field: 'vendor',
    noun: 'Vendor',
    href: (id: number) => `/admin/vendors/${id}`,
    read: async (id: number) => (await getVendor(id)).data.name,
  },
] as const;

/** The record a task belongs to (its trip first, else its client, else its vendor). */
export const taskOwner = (task: Owner) => {
  for (const kind of kinds) {
    const id = idFromIri(task[kind.field]);
    if (id !== undefined) return { kind, id };
  }
  return undefined;
};

// The record a task belongs to, as a link named by the record (its reference, its name); the
// number stands in while the name loads or when there is none.
export const TaskRecordLink = ({ task, onNavigate }: { task: Owner; onNavigate?: () => void }) => {
  const owner = taskOwner(task);
  const name = useQuery({
    queryKey: ['task-owner', owner?.kind.field, owner?.id],
    queryFn: () => owner!.kind.read(owner!.id),
    enabled: owner !== undefined && task.recordName === undefined,
    staleTime: 300_000,
    meta: { silent: true },
    retry: false,
  });
  if (!owner) return null;
  return (
    <Link
      href={owner.kind.href(owner.id)}
      onClick={onNavigate}
      className="truncate text-xs text-brand-800 hover:underline"
    >
      {owner.kind.noun} {task.recordName ?? name.data ?? `#${owner.id}`}
    </Link>
  );
};
