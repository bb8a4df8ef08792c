import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { IMAGE_HINT, validateImageFile } from './file-validation.ts';
import { Spinner } from './spinner.tsx';
import { Switch } from './switch.tsx';

export type ImageUploadProps = {
  /** URL of the current image. */
  value?: string | null;
  /** Called with a file that passed the checks; a returned promise shows a pending state. */
  onSelect: (file: File) => void | Promise<void>;
  onRemove?: () => void;
  alt?: string;
  label?: string;
  disabled?: boolean;
  /** Shows a "Main image" switch when a change handler is given. */
  mainImage?: boolean;
  onMainImageChange?: (mainImage: boolean) => void;
  className?: string;
};

// One image: a preview, a file picker (and drop zone) accepting real images under 5 MB, a remove
// action and an optional "main image" switch. A picked file is previewed locally until the parent
// replaces `value` with the uploaded URL.
export const ImageUpload = ({
  value,
  onSelect,
  onRemove,
  alt = 'Current image',
  label = 'Upload image',
  disabled = false,
  mainImage,
  onMainImageChange,
  className,
}: ImageUploadProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const switchId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value from the parent replaces the local preview
  useEffect(() => setLocalPreview(null), [value]);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const handleFile = async (file: File | undefined) => {
    if (!file || disabled || pending) return;
    const message = await validateImageFile(file);
    setError(message);
    if (message) return;
    setLocalPreview(URL.createObjectURL(file));
    setPending(true);
    try {
      await onSelect(file);
    } catch {
      // The caller reports its own failures (toasts); here the unsaved preview just goes away.
      setLocalPreview(null);
    } finally {
      setPending(false);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    void handleFile(event.target.files?.[0]);
    // Lets the same file be picked again after an error.
    event.target.value = '';
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void handleFile(event.dataTransfer.files[0]);
  };

  const src = localPreview ?? value ?? null;

  return (
    <div className={cn('space-y-2', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the button and file input are the accessible path */}
      <div
        onDragOver={(event) => event.preventDefault()}
        onDrop={handleDrop}
        className={cn(
          'relative flex aspect-[4/3] w-full max-w-xs items-center justify-center overflow-hidden rounded-lg border border-dashed border-stone-300 bg-stone-50',
          error && 'border-red-400',
        )}
      >
        {src ? (
          <img src={src} alt={alt} className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-8 text-stone-400" aria-hidden />
        )}
        {pending ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner label="Uploading" />
          </div>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label={label}
        aria-describedby={hintId}
        disabled={disabled || pending}
        onChange={handleChange}
        className="sr-only"
        tabIndex={-1}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || pending}
          onClick={() => inputRef.current?.click()}
        >
          <Upload className="size-4" aria-hidden />
          {src ? 'Replace image' : 'Choose image'}
        </Button>
        {src && onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || pending}
            onClick={() => {
              setLocalPreview(null);
              setError(null);
              onRemove();
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Remove image
          </Button>
        ) : null}
        {onMainImageChange ? (
          <span className="ml-auto inline-flex items-center gap-2 text-sm text-stone-700">
            <Switch
              id={switchId}
              checked={Boolean(mainImage)}
              disabled={disabled}
              onCheckedChange={onMainImageChange}
            />
            <label htmlFor={switchId}>Main image</label>
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-stone-500">
        {IMAGE_HINT}
      </p>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};
