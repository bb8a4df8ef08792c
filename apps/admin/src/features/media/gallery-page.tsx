import type { ImageSrc } from '@backoffice/sdk';
import { Button } from '@backoffice/ui/button';
import { validateImageFile } from '@backoffice/ui/file-validation';
import { Spinner } from '@backoffice/ui/spinner';
import { TextInput } from '@backoffice/ui/text-input';
import { toast } from '@backoffice/ui/toast';
import { Upload } from 'lucide-react';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  galleryPageSize,
  thumbnailOf,
  useGalleryQuery,
  useUploadImage,
} from '../../shared/media/media-api.ts';
import { TagFilter } from '../../shared/media/tag-filter.tsx';
import { ImageDrawer } from './image-drawer.tsx';

type UploadRow = { key: number; name: string; state: 'uploading' | 'done' | 'failed'; message?: string };

// The URL holds the search, the tags and the page: ?q=beach&tag=3&tag=5&page=2.
const useGalleryUrl = () => {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const state = {
    search: params.get('q') ?? '',
    tags: params.getAll('tag'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (next: Partial<typeof state>) => {
    const merged = { ...state, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('q', merged.search);
    for (const t of merged.tags) out.append('tag', t);
    if (merged.page > 1) out.set('page', String(merged.page));
    const query = out.toString();
    navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
  };
  return [state, set] as const;
};

let uploadKey = 0;

// /admin/media/gallery (issue 27.5): the grid of images, upload by drop (or the button), search and
// tags kept in the URL, pages, and the details drawer of an image.
export const GalleryPage = () => {
  const [state, setState] = useGalleryUrl();
  const gallery = useGalleryQuery(state);
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const members = gallery.data?.members ?? [];
  const open = members.find((m) => m.id === openId);
  const pages = Math.max(1, Math.ceil((gallery.data?.total ?? 0) / galleryPageSize));

  const send = async (files: File[]) => {
    for (const file of files) {
      const key = ++uploadKey;
      const message = await validateImageFile(file);
      if (message) {
        setUploads((rows) => [...rows, { key, name: file.name, state: 'failed', message }]);
        continue;
      }
      setUploads((rows) => [...rows, { key, name: file.name, state: 'uploading' }]);
      try {
        await upload.mutateAsync({ file, tags: state.tags.map((id) => `/api/image_tags/${id}`) });
        setUploads((rows) => rows.map((r) => (r.key === key ? { ...r, state: 'done' } : r)));
        toast.success(`${file.name} uploaded successfully.`);
      } catch (err) {
        const text = err instanceof Error ? err.message : 'Upload failed.';
        setUploads((rows) => rows.map((r) => (r.key === key ? { ...r, state: 'failed', message: text } : r)));
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  const active = uploads.filter((u) => u.state === 'uploading').length;
  const finished = uploads.filter((u) => u.state !== 'uploading').length;

  return (
    <section
      aria-label="Media gallery"
      className="space-y-4"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-stone-900">Media gallery</h1>
        <div className="flex items-center gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            className="sr-only"
            aria-label="Upload images"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void send(files);
            }}
          />
          <Button onClick={() => input.current?.click()}>
            <Upload className="mr-2 h-4 w-4" aria-hidden />
            Upload images
          </Button>
        </div>
      </header>

      <div
        data-testid="gallery-drop-zone"
        className={
          dragging
            ? 'rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 p-6 text-center text-sm text-brand-800'
            : 'rounded-lg border-2 border-dashed border-stone-300 p-6 text-center text-sm text-stone-500'
        }
      >
        Drop images here (JPEG, PNG, WebP or GIF, under 5 MB; 1024×768 or larger is best).
      </div>

      {uploads.length ? (
        <div className="space-y-1" aria-live="polite">
          <div
            role="progressbar"
            aria-label="Uploads"
            aria-valuemin={0}
            aria-valuemax={uploads.length}
            aria-valuenow={finished}
            className="h-1.5 overflow-hidden rounded bg-stone-200"
          >
            <div
              className="h-full bg-brand-600 transition-all"
              style={{ width: `${(finished / uploads.length) * 100}%` }}
            />
          </div>
          <ul className="text-sm">
            {uploads.map((u) => (
              <li key={u.key} className={u.state === 'failed' ? 'text-red-700' : 'text-stone-700'}>
                {u.state === 'uploading' ? <Spinner className="mr-1 inline h-3 w-3" /> : null}
                {u.name}:{' '}
                {u.state === 'uploading' ? 'uploading…' : u.state === 'done' ? 'uploaded' : u.message}
              </li>
            ))}
          </ul>
          {active === 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setUploads([])}>
              Clear
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <TextInput
          type="search"
          aria-label="Search images"
          placeholder="Search by name or tag"
          defaultValue={state.search}
          key={state.search}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setState({ search: e.currentTarget.value, page: 1 });
          }}
          onBlur={(e) =>
            e.currentTarget.value !== state.search && setState({ search: e.currentTarget.value, page: 1 })
          }
          className="max-w-xs"
        />
        <TagFilter value={state.tags} onChange={(tags) => setState({ tags, page: 1 })} />
      </div>

      {gallery.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : gallery.isError ? (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          The images could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void gallery.refetch()}>
            Try again
          </Button>
        </div>
      ) : members.length === 0 ? (
        <p className="py-16 text-center text-sm text-stone-500">
          {state.search || state.tags.length ? 'No image matches.' : 'No images yet: drop some here.'}
        </p>
      ) : (
        <ul aria-label="Images" className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {members.map((image: ImageSrc) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setOpenId(image.id)}
                className="block w-full overflow-hidden rounded border border-stone-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={thumbnailOf(image)}
                  alt={image.alt ?? image.name}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
                <span className="block truncate px-2 py-1 text-xs text-stone-700">{image.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={state.page <= 1}
            onClick={() => setState({ page: state.page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {state.page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={state.page >= pages}
            onClick={() => setState({ page: state.page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}

      <ImageDrawer image={open} onClose={() => setOpenId(null)} />
    </section>
  );
};
