import type { Destination } from '@backoffice/sdk';
import { ImageUpload } from '@backoffice/ui/image-upload';
import { toast } from '@backoffice/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Attachments } from '../../shared/files/attachments.tsx';
import { signedFileUrl } from '../../shared/files/open-file.ts';
import {
  destinationAttachmentCalls,
  useDestinationImageMutations,
} from './api/use-destination-file-mutations.ts';

// The main image and the attachments of a saved destination.
export const DestinationFiles = ({ destination }: { destination: Destination }) => {
  const images = useDestinationImageMutations(destination);
  const image = destination.images.find((i) => i.isMain) ?? destination.images[0];
  const preview = useQuery({
    queryKey: ['files', image?.filePath],
    queryFn: () => signedFileUrl(image!.filePath),
    enabled: image !== undefined,
    staleTime: 240_000,
  });

  return (
    <div className="space-y-6 rounded-lg border border-stone-200 bg-white p-6">
      <div className="space-y-2">
        <h2 className="text-sm font-medium text-stone-700">Image</h2>
        <ImageUpload
          value={image ? (preview.data ?? null) : null}
          alt={image ? image.name : 'Destination image'}
          label="Upload image"
          onSelect={async (file) => {
            await images.uploadImage.mutateAsync(file);
            toast.success(`${file.name} file uploaded successfully.`);
          }}
          onRemove={
            image ? () => void images.removeImage.mutateAsync(image.id).catch(() => undefined) : undefined
          }
        />
      </div>
      <div className="space-y-2">
        <h2 className="text-sm font-medium text-stone-700">Attachments</h2>
        <Attachments calls={destinationAttachmentCalls(destination)} attachments={destination.attachments} />
      </div>
    </div>
  );
};
