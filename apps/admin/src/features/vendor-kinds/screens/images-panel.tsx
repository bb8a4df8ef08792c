import { Badge } from '@backoffice/ui/badge';
import { Button } from '@backoffice/ui/button';
import { useConfirm } from '@backoffice/ui/confirm-dialog';
import {
  computeReorder,
  DataTableDragHandle,
  DataTableReorderContext,
  DataTableSortableRow,
} from '@backoffice/ui/data-table/data-table-reorder';
import { fileDisplayName, IMAGE_HINT, validateImageFile } from '@backoffice/ui/file-validation';
import { Spinner } from '@backoffice/ui/spinner';
import { toast } from '@backoffice/ui/toast';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { signedFileUrl } from '../../../shared/files/open-file.ts';
import { useImageMutations } from '../api/use-image-mutations.ts';
import type { FileApi, FileRecord } from '../types.ts';

type Props = { files: FileApi; owner: string; images: FileRecord[]; refreshKey: QueryKey };

const byPosition = (a: FileRecord, b: FileRecord) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id;

const Thumbnail = ({ image }: { image: FileRecord }) => {
  const url = useQuery({
    queryKey: ['files', image.filePath],
    queryFn: () => signedFileUrl(image.filePath),
    staleTime: 240_000,
    meta: { silent: true },
  });
  return (
    <div className="grid h-16 w-24 place-items-center overflow-hidden rounded-md bg-stone-100">
      {url.data ? (
        <img src={url.data} alt={image.name} className="size-full object-cover" />
      ) : (
        <Spinner size="sm" label="Loading image" />
      )}
    </div>
  );
};

// The images of an accommodation (accommodation_images): upload (real images under 5 MB), one main
// image, order by drag (a new position per moved image) and delete.
export const ImagesPanel = ({ files, owner, images, refreshKey }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [order, setOrder] = useState<{ source: FileRecord[]; rows: FileRecord[] } | null>(null);
  const confirm = useConfirm();
  const mutations = useImageMutations(files, owner, refreshKey);
  const sorted = useMemo(() => [...images].sort(byPosition), [images]);
  // A dropped order shows at once; the re-read record replaces it.
  const rows = order?.source === images ? order.rows : sorted;
  const ids = useMemo(() => rows.map((image) => String(image.id)), [rows]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const checks = await Promise.all(
      picked.map(async (file) => ({ file, error: await validateImageFile(file) })),
    );
    setErrors(
      checks.flatMap(({ file, error }) =>
        error ? [picked.length > 1 ? `${file.name}: ${error}` : error] : [],
      ),
    );
    let next = Math.max(-1, ...images.map((image) => image.position ?? 0)) + 1;
    setPending(true);
    // One after the other, so the new images keep the order they were picked in.
    for (const { file } of checks.filter((check) => !check.error)) {
      try {
        await mutations.upload.mutateAsync({ file, position: next++ });
        toast.success(`${file.name} file uploaded successfully.`);
      } catch {
        // The query client has shown the error (413, 415...).
      }
    }
    setPending(false);
  };

  const move = (activeId: string, overId: string) => {
    const result = computeReorder(rows, activeId, overId, {
      getRowId: (image) => String(image.id),
      getPosition: (image) => image.position,
    });
    setOrder({ source: images, rows: result.rows });
    if (result.changes.length > 0) {
      mutations.reorder.mutate(
        result.changes.map((change) => ({ id: Number(change.id), position: change.position })),
      );
    }
  };

  return (
    <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-6">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          multiple
          accept="image/*"
          aria-label="Upload images"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void onPick(event)}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={pending}>
          <ImagePlus className="size-4" aria-hidden />
          Upload images
        </Button>
        {pending ? <Spinner size="sm" label="Uploading" /> : null}
        <p className="text-xs text-stone-500">{IMAGE_HINT} Under 5 MB.</p>
      </div>
      {errors.map((error) => (
        <p key={error} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ))}
      {rows.length === 0 ? (
        <p className="text-sm text-stone-500">No images yet</p>
      ) : (
        <DataTableReorderContext ids={ids} onMove={move}>
          <table aria-label="Images" className="w-full text-sm">
            <tbody className="divide-y divide-stone-100">
              {rows.map((image, index) => {
                const name = fileDisplayName(image.name, image.extension);
                return (
                  <DataTableSortableRow
                    key={image.id}
                    id={String(image.id)}
                    aria-label={`Image ${index + 1}: ${name}`}
                  >
                    <td className="w-10 px-2 py-2">
                      <DataTableDragHandle
                        label={`Drag ${name} to reorder`}
                        disabled={mutations.reorder.isPending}
                      />
                    </td>
                    <td className="w-28 px-2 py-2">
                      <Thumbnail image={image} />
                    </td>
                    <td className="px-2 py-2 text-stone-800">{name}</td>
                    <td className="px-2 py-2">
                      {image.isMain ? (
                        <Badge color="green">Main image</Badge>
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Set ${name} as main image`}
                          onClick={() => mutations.setMain.mutate(image.id)}
                        >
                          <Star className="size-4" aria-hidden />
                          Set as main
                        </Button>
                      )}
                    </td>
                    <td className="w-12 px-2 py-2 text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${name}`}
                        onClick={async () => {
                          if (await confirm({ danger: true, confirmText: 'Delete' })) {
                            await mutations.remove.mutateAsync(image.id).catch(() => undefined);
                          }
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </td>
                  </DataTableSortableRow>
                );
              })}
            </tbody>
          </table>
        </DataTableReorderContext>
      )}
    </div>
  );
};
