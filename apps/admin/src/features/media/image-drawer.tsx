import type { ImageSrc } from '@backoffice/sdk';
import { useListImageSrcUsages } from '@backoffice/sdk/react';
import { Button } from '@backoffice/ui/button';
import { ConfirmDialog, DEFAULT_CONFIRM_CONTENT, DEFAULT_CONFIRM_TITLE } from '@backoffice/ui/confirm-dialog';
import { Drawer, DrawerContent } from '@backoffice/ui/drawer';
import { TagSelector } from '@backoffice/ui/tag-selector';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import { useDeleteImage, useImageTagsQuery, useUpdateImage } from '../../shared/media/media-api.ts';

type Props = { image: ImageSrc | undefined; onClose: () => void };

const clamp = (x: number) => Math.min(1, Math.max(0, Math.round(x * 1000) / 1000));

// The details of one image: name, alt text, tags, the focal point (a click on the picture, arrows
// to nudge it), where it is used, and delete (the spec's confirmation; an image in use is refused
// by the server with where it is used).
export const ImageDrawer = ({ image, onClose }: Props) => {
  const nameId = useId();
  const altId = useId();
  const tagsId = useId();
  const tags = useImageTagsQuery();
  const update = useUpdateImage();
  const remove = useDeleteImage();
  const [name, setName] = useState('');
  const [alt, setAlt] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [focal, setFocal] = useState({ x: 0.5, y: 0.5 });
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!image) return;
    setName(image.name);
    setAlt(image.alt ?? '');
    setChosen(image.tags);
    setFocal({ x: image.focalX, y: image.focalY });
  }, [image]);

  const usages = useListImageSrcUsages(image?.id ?? 0, { query: { enabled: !!image } });
  const usedBy = usages.data?.data['hydra:member'] ?? [];

  const dirty =
    !!image &&
    (name !== image.name ||
      alt !== (image.alt ?? '') ||
      focal.x !== image.focalX ||
      focal.y !== image.focalY ||
      chosen.join() !== image.tags.join());

  const close = () => {
    if (dirty && !window.confirm('You have unsaved changes. Leave without saving?')) return;
    onClose();
  };

  const save = async () => {
    if (!image) return;
    const known = new Set((tags.data ?? []).map((t) => t['@id']));
    await update.mutateAsync({
      id: image.id,
      patch: {
        name: name.trim(),
        alt: alt.trim() || null,
        tags: chosen.filter((t) => known.has(t)),
        focalX: focal.x,
        focalY: focal.y,
      },
    });
    toast.success('Saved successfully.');
  };

  const pickFocal = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocal((f) => ({ x: clamp(f.x + move[0]), y: clamp(f.y + move[1]) }));
  };

  return (
    <Drawer open={!!image} onOpenChange={(open) => (open ? undefined : close())}>
      {image ? (
        <DrawerContent
          title={image.name}
          width={520}
          footer={
            <div className="flex justify-between gap-2">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete
              </Button>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={close}>
                  Close
                </Button>
                <Button onClick={() => void save()} disabled={!dirty || !name.trim() || update.isPending}>
                  Save
                </Button>
              </div>
            </div>
          }
        >
          <div className="space-y-4">
            <div>
              <button
                type="button"
                aria-label="Focal point: click the picture or use the arrow keys"
                className="relative block w-full cursor-crosshair overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={pickFocal}
                onKeyDown={nudge}
              >
                <img src={image.urls?.medium ?? image.src} alt={image.alt ?? image.name} className="w-full" />
                <span
                  aria-hidden
                  className="absolute h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600/70 shadow"
                  style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
                />
              </button>
              <p className="mt-1 text-xs text-stone-500">
                {image.width} × {image.height} px · {(image.size / 1024).toFixed(0)} KB · focal point{' '}
                {Math.round(focal.x * 100)}% / {Math.round(focal.y * 100)}%
              </p>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={nameId} className="block text-sm font-medium text-stone-700">
                Name
              </label>
              <TextInput
                id={nameId}
                value={name}
                onChange={(e) => setName(e.target.value)}
                invalid={!name.trim()}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={altId} className="block text-sm font-medium text-stone-700">
                Alternative text
              </label>
              <TextInput id={altId} value={alt} onChange={(e) => setAlt(e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={tagsId} className="block text-sm font-medium text-stone-700">
                Tags
              </label>
              <TagSelector id={tagsId} value={chosen} onChange={setChosen} tags={tags.data ?? []} />
            </div>
            <section aria-label="Where used">
              <h3 className="text-sm font-medium text-stone-700">Where used</h3>
              {usages.isPending ? (
                <p className="text-sm text-stone-500">Loading…</p>
              ) : usedBy.length === 0 ? (
                <p className="text-sm text-stone-500">Not used anywhere.</p>
              ) : (
                <ul className="list-disc pl-5 text-sm">
                  {usedBy.map((u) => (
                    <li key={`${u.table}-${u.column}-${u.id}`}>
                      {u.table.replace(/_/g, ' ')}: {u.label ?? `#${u.id}`}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={DEFAULT_CONFIRM_TITLE}
            content={DEFAULT_CONFIRM_CONTENT}
            danger
            onConfirm={async () => {
              await remove.mutateAsync(image.id);
              toast.success('Deleted successfully.');
              onClose();
            }}
          />
        </DrawerContent>
      ) : null}
    </Drawer>
  );
};
