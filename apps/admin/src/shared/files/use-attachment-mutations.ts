import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export type AttachmentPatch = { name: string; type: string | null };

// The SDK calls of one owner's attachments (calls.md 7: <owner>_attachments POST, PATCH, DELETE),
// bound to the owner, and the queries that embed them.
export type AttachmentCalls = {
  upload: (file: File, type: string | null) => Promise<unknown>;
  /** Left out where the attachments cannot be renamed or retyped. */
  update?: (id: number, body: AttachmentPatch) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  refresh: QueryKey[];
};

// Upload, edit and delete one owner's attachments; each write re-reads the queries that embed them.
export const useAttachmentMutations = (calls: AttachmentCalls) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(calls.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const upload = useMutation({
    mutationFn: ({ file, type }: { file: File; type: string | null }) => calls.upload(file, type),
    onSettled: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AttachmentPatch }) =>
      calls.update ? calls.update(id, body) : Promise.reject(new Error('This attachment cannot be edited.')),
    onSuccess: refresh,
    // The edit modal shows failures on its fields.
    meta: { successMessage: 'Updated successfully', silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { upload, edit, remove };
};
