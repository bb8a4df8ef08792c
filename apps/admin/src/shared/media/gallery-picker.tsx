import type { ImageSrc } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { Modal, ModalContent } from '@backoffice/ui/modal';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { useState } from 'react';
import { galleryPageSize, thumbnailOf, useGalleryQuery } from './media-api.ts';
import { TagFilter } from './tag-filter.tsx';

// What a picked image gives its user (the rich text editor, a content form's main image).
export type PickedImage = {
  id: number;
  '@id': string;
  src: string;
  alt: string;
  width: number;
  height: number;
};

export const toPickedImage = (image: ImageSrc): PickedImage => ({
  id: image.id,
  '@id': image['@id'],
  src: image.urls?.large ?? image.src ?? '',
  alt: image.alt ?? image.name,
  width: image.width,
  height: image.height,
});

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (image: PickedImage) => void;
  title?: string;
};

// A dialog over the media gallery: search, tags, pages; a click (or Enter) on an image picks it.
export const GalleryPicker = ({ open, onOpenChange, onPick, title = 'Choose an image' }: Props) => {
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const gallery = useGalleryQuery({ search, tags, page });
  const members = gallery.data?.members ?? [];
  const pages = Math.max(1, Math.ceil((gallery.data?.total ?? 0) / galleryPageSize));

  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent title={title} width={880}>
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <TextInput
              type="search"
              aria-label="Search images"
              placeholder="Search by name or tag"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              className="max-w-xs"
            />
            <TagFilter
              value={tags}
              onChange={(next) => {
                setTags(next);
                setPage(1);
              }}
            />
          </div>
          {gallery.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner />
            </div>
          ) : gallery.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The images could not be loaded.
            </p>
          ) : members.length === 0 ? (
            <p className="py-10 text-center text-sm text-stone-500">No image matches.</p>
          ) : (
            <ul className="grid grid-cols-4 gap-3" aria-label="Images">
              {members.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    className="block w-full overflow-hidden rounded border border-stone-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={() => {
                      onPick(toPickedImage(image));
                      onOpenChange(false);
                    }}
                  >
                    <img
                      src={thumbnailOf(image)}
                      alt={image.alt ?? image.name}
                      className="aspect-square w-full object-cover"
                    />
                    <span className="block truncate px-2 py-1 text-xs text-stone-700">{image.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </div>
      </ModalContent>
    </Modal>
  );
};
