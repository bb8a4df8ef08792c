import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileApi } from '../types.ts';

// Uploads, reorders, promotes and deletes the images of one record (accommodation_images). The
// record embeds its images, so each success re-reads it (`refreshKey`).
export const useImageMutations = (files: FileApi, owner: string, refreshKey: QueryKey) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey });
  const upload = useMutation({
    mutationFn: ({ file, position }: { file: File; position: number }) =>
      files.create({ owner, file, position }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => files.remove(id),
    onSuccess: refresh,
    meta: { successMessage: 'Image removed successfully.' },
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
  return { upload, remove, reorder, setMain };
};
