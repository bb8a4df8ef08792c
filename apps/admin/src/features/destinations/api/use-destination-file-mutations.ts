import {
  createDestinationAttachment,
  createDestinationImage,
  type Destination,
  deleteDestinationAttachment,
  deleteDestinationImage,
} from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';
import type { AttachmentCalls } from '../../../shared/files/use-attachment-mutations.ts';

type Owner = Pick<Destination, 'id' | '@id' | 'images'>;

// calls.md 7.4: destination_attachments POST and DELETE (uploaded without a type); the destination
// embeds them.
export const destinationAttachmentCalls = (destination: Owner): AttachmentCalls => ({
  upload: (file) => createDestinationAttachment({ destination: destination['@id'], file }),
  remove: (id) => deleteDestinationAttachment(id),
  refresh: [destinationKeys.item(destination.id)],
});

// The image of one destination (calls.md 7.4: destination_images POST); each success re-reads it.
export const useDestinationImageMutations = (destination: Owner) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: destinationKeys.item(destination.id) });
  // A destination has one image (product.md §3): the new one becomes the main image, then the ones
  // it replaces are deleted, so that removing it later does not bring an old one back.
  const uploadImage = useMutation({
    mutationFn: async (file: File) => {
      const replaced = destination.images.map((image) => image.id);
      await createDestinationImage({ destination: destination['@id'], file, isMain: true });
      await Promise.all(replaced.map((id) => deleteDestinationImage(id)));
    },
    onSettled: refresh,
  });
  const removeImage = useMutation({
    mutationFn: (id: number) => deleteDestinationImage(id),
    onSuccess: refresh,
    meta: { successMessage: 'Image removed successfully.' },
  });
  return { uploadImage, removeImage };
};
