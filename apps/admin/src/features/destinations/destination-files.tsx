import { type Destination, getFileUrl } from '@backoffice/sdk';
import { AttachmentUpload } from '@backoffice/ui/attachment-upload';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import { ImageUpload } from '@backoffice/ui/image-upload';
import { toast } from '@backoffice/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { reportError } from '../../lib/query-client.ts';
import { useDestinationFileMutations } from './api/use-destination-file-mutations.ts';

// Files are served through short-lived signed links (GET /files/{path} answers { url }).
const signedUrl = async (filePath: string) => (await getFileUrl(filePath)).data.url;

// product.md §7.1: an attachment is fetched and opened in a new tab. The tab opens at once (a
// popup opened after an await is blocked) and is sent to the signed link when it arrives.
const openFile = async (filePath: string) => {
  const tab = window.open('', '_blank');
  try {
    const url = await signedUrl(filePath);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
};

// The main image and the attachments of a saved destination.
export const DestinationFiles = ({ destination }: { destination: Destination }) => {
  const confirm = useConfirm();
  const files = useDestinationFileMutations(destination);
  const image = destination.images.find((i) => i.isMain) ?? destination.images[0];
  const preview = useQuery({
    queryKey: ['files', image?.filePath],
    queryFn: () => signedUrl(image!.filePath),
    enabled: image !== undefined,
    staleTime: 240_000,
  });
  const uploaded = (file: File) => toast.success(`${file.name} file uploaded successfully.`);

  return (
    <div className="space-y-6 rounded-lg border border-stone-200 bg-white p-6">
      <div className="space-y-2">
        <h2 className="text-sm font-medium text-stone-700">Image</h2>
        <ImageUpload
          value={image ? (preview.data ?? null) : null}
          alt={image ? image.name : 'Destination image'}
          label="Upload image"
          onSelect={async (file) => {
            await files.uploadImage.mutateAsync(file);
            uploaded(file);
          }}
          onRemove={
            image ? () => void files.removeImage.mutateAsync(image.id).catch(() => undefined) : undefined
          }
        />
      </div>
      <div className="space-y-2">
        <h2 className="text-sm font-medium text-stone-700">Attachments</h2>
        <AttachmentUpload
          label="Upload files"
          attachments={destination.attachments.map((a) => ({
            id: String(a.id),
            name: a.name,
            extension: a.extension,
            url: `/files/${a.filePath}`,
          }))}
          onUpload={async (file) => {
            await files.uploadAttachment.mutateAsync(file);
            uploaded(file);
          }}
          onOpen={(attachment) => {
            const stored = destination.attachments.find((a) => String(a.id) === attachment.id);
            if (stored) void openFile(stored.filePath).catch(reportError);
          }}
          onDelete={async (attachment) => {
            if (await confirm({ danger: true, confirmText: 'Delete' })) {
              await files.deleteAttachment.mutateAsync(Number(attachment.id)).catch(() => undefined);
            }
          }}
        />
      </div>
    </div>
  );
};
