import { ExternalLink } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { TextInput, type TextInputProps } from './text-input.tsx';

/** True for absolute http(s) URLs with a host; anything else (mailto:, javascript:, text) is not opened. */
export const isHttpUrl = (value: string | null | undefined) => {
  const text = value?.trim();
  if (!text || !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export type LinkFieldProps = Omit<TextInputProps, 'type'> & { value: string; openLabel?: string };

// A URL text box with a button that opens the link in a new tab, enabled only for http(s) URLs.
export const LinkField = ({ value, openLabel = 'Open link', className, ...props }: LinkFieldProps) => {
  const openable = isHttpUrl(value);
  return (
    <div className={cn('flex gap-2', className)}>
      <TextInput type="url" inputMode="url" value={value} {...props} />
      <Button
        variant="secondary"
        aria-label={openLabel}
        title={openLabel}
        disabled={!openable}
        onClick={() => {
          if (openable) window.open(value.trim(), '_blank', 'noopener,noreferrer');
        }}
        className="shrink-0 px-3"
      >
        <ExternalLink className="size-4" aria-hidden />
      </Button>
    </div>
  );
};
