import { createNote, deleteNote, listNotes, type Note, updateNote } from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The records notes are written on (issue 29.6), as the notes API names their relation. */
export type NoteRecordKind = 'trip' | 'client' | 'vendor' | 'clientInvoice';
export type NoteRecord = { kind: NoteRecordKind; id: number; name?: string | undefined };

const paths: Record<NoteRecordKind, string> = {
  trip: '/api/trips',
  client: '/api/clients',
  vendor: '/api/vendors',
  clientInvoice: '/api/client_invoices',
};

export const noteKeys = { record: (record: NoteRecord) => ['notes', record.kind, record.id] as const };

// A record's notes (GET /api/notes?trip.id=…), newest first as the API answers them.
export const useNotesQuery = (record: NoteRecord) =>
  useQuery({
    queryKey: noteKeys.record(record),
    queryFn: async (): Promise<Note[]> =>
      (await listNotes({ [`${record.kind}.id`]: String(record.id), itemsPerPage: 100 })).data['hydra:member'],
  });

export const useNoteMutations = (record: NoteRecord) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: noteKeys.record(record) });
  const create = useMutation({
    mutationFn: (body: string) => createNote({ body, [record.kind]: `${paths[record.kind]}/${record.id}` }),
    onSuccess: refresh,
    meta: { successMessage: 'Created successfully' },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => updateNote(id, { body }),
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully' },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteNote(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { create, update, remove };
};
