import type { ImageSrc, ListImageSrcsParams } from '@backoffice/sdk';
import {
  createImageSrc,
  deleteImageSrc,
  listImageSrcs,
  listImageTags,
  updateImageSrc,
} from '@backoffice/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The media gallery's data (API: /api/image_srcs, /api/image_tags), shared by the gallery screen
// and the gallery picker.
export const mediaKeys = {
  all: ['media'] as const,
  list: (params: ListImageSrcsParams) => ['media', 'list', params] as const,
  tags: ['media', 'tags'] as const,
  usages: (id: number) => ['media', 'usages', id] as const,
};

export const galleryPageSize = 24;

export type GalleryQuery = { search: string; tags: string[]; page: number };

export const toListParams = ({ search, tags, page }: GalleryQuery): ListImageSrcsParams => ({
  page,
  itemsPerPage: galleryPageSize,
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(tags.length ? { 'tags.id[]': tags } : {}),
});

export const useGalleryQuery = (query: GalleryQuery) => {
  const params = toListParams(query);
  return useQuery({
    queryKey: mediaKeys.list(params),
    queryFn: async () => {
      const res = await listImageSrcs(params);
      return { members: res.data['hydra:member'] as ImageSrc[], total: res.data['hydra:totalItems'] };
    },
    placeholderData: (previous) => previous,
  });
};

export type MediaTag = { '@id': string; id: number; name: string };

export const useImageTagsQuery = () =>
  useQuery({
    queryKey: mediaKeys.tags,
    queryFn: async () =>
      (await listImageTags({ pagination: false })).data['hydra:member'].map((t) => ({
        '@id': t['@id'],
        id: t.id,
        name: t.name,
      })) as MediaTag[],
    staleTime: 60_000,
  });

export const useUploadImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; tags: string[] }) =>
      (await createImageSrc({ file: input.file, 'tags[]': input.tags })).data as ImageSrc,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};

export const useUpdateImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      patch: { name?: string; alt?: string | null; tags?: string[]; focalX?: number; focalY?: number };
    }) => (await updateImageSrc(input.id, input.patch)).data as ImageSrc,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};

export const useDeleteImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await deleteImageSrc(id);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};

// The picture a grid shows: the thumbnail once the job made it, the original until then.
export const thumbnailOf = (image: ImageSrc) => image.urls?.thumbnail ?? image.src ?? '';
