import { useRef, useState } from 'react';
import type { PickedImage as EditorImage } from '../editor/contract.ts';
import { GalleryPicker, type PickedImage } from './gallery-picker.tsx';

// The gallery picker as a promise: `pick(target)` opens it with that target's title and resolves
// with the image chosen, or null when it is closed; `pickEditorImage` is the rich text editor's
// image button (target `body`). Render `picker` once in the form.
export const useGalleryPick = <T extends string>(titles: Record<'body' | T, string>) => {
  const [picking, setPicking] = useState<'body' | T | null>(null);
  const resolvePick = useRef<((image: PickedImage | null) => void) | null>(null);
  const pick = (target: 'body' | T) =>
    new Promise<PickedImage | null>((resolve) => {
      resolvePick.current = resolve;
      setPicking(target);
    });
  const settlePick = (image: PickedImage | null) => {
    resolvePick.current?.(image);
    resolvePick.current = null;
    setPicking(null);
  };
  const pickEditorImage = async (): Promise<EditorImage | null> => {
    const image = await pick('body');
    return image ? { src: image.src, alt: image.alt, imageId: image.id } : null;
  };
  const picker = (
    <GalleryPicker
      open={picking !== null}
      onOpenChange={(open) => {
        if (!open) settlePick(null);
      }}
      onPick={(image) => settlePick(image)}
      title={titles[picking ?? 'body']}
    />
  );
  return { pick, pickEditorImage, picker };
};
