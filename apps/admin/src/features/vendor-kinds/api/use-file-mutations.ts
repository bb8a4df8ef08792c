import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Body, FileApi } from '../types.ts';

type Upload = { file: File; name?: string; type?: string; position?: number };

// Uploads, edits, reorders and deletes the files of one record (its attachments or images). The
// record embeds its files, so each success re-reads it (`refreshKey`).
export const useFileMutations = (
  files: FileApi,
  owner: string,
  refreshKey: QueryKey,
  { removedMessage = 'Deleted successfully' } = {},
) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });
  const upload = useMutation({
    mutationFn: ({ file, ...rest }: Upload) => files.create({ owner, file, ...rest }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => files.update(id, body),
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully', silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => files.remove(id),
    onSuccess: refresh,
    meta: { successMessage: removedMessage },
  });
  // product.md §4.5: rows reordered by drag send a new position per item.
  const reorder = useMutation({
    mutationFn: (changes: { id: number; position: number }[]) =>
      Promise.all(changes.map(({ id, position }) => files.update(id, { position }))),
    onSettled: refresh,
  });
  const setMain = useMutation({
    mutationFn: (id: number) => files.update(id, { isMain: true }),
    onSuccess: refresh,
    meta: { successMessage: 'Updated successfully' },
  });
  return { upload, update, remove, reorder, setMain };
};
