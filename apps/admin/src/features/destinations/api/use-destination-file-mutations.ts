import {
  createDestinationAttachment,
  createDestinationImage,
  type Destination,
  deleteDestinationAttachment,
  deleteDestinationImage,
} from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { destinationKeys } from '../../../lib/destination-tree.ts';

// Images and attachments of one destination (calls.md 7.4: destination_images POST,
// destination_attachments POST and DELETE); each success re-reads the destination.
export const useDestinationFileMutations = (destination: Pick<Destination, 'id' | '@id' | 'images'>) => {
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
  const uploadAttachment = useMutation({
    mutationFn: (file: File) => createDestinationAttachment({ destination: destination['@id'], file }),
    onSuccess: refresh,
  });
  const deleteAttachment = useMutation({
    mutationFn: (id: number) => deleteDestinationAttachment(id),
    onSuccess: refresh,
    meta: { successMessage: 'Deleted successfully' },
  });
  return { uploadImage, removeImage, uploadAttachment, deleteAttachment };
};
