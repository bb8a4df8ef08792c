import {
  type ChangeEvent,
  type TextareaHTMLAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cn } from './cn.ts';

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & {
  minRows?: number;
  maxRows?: number;
  invalid?: boolean;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// Rows needed for the text: the measured height when layout is available, and at least one row per
// line so the count is right before paint (and in tests, where nothing is laid out).
const rowsFor = (element: HTMLTextAreaElement, minRows: number, maxRows: number) => {
  const lines = element.value.split('\n').length;
  const style = getComputedStyle(element);
  const lineHeight = Number.parseFloat(style.lineHeight);
  let measured = 0;
  if (lineHeight > 0 && element.scrollHeight > 0) {
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    const previous = element.rows;
    element.rows = minRows;
    measured = Math.ceil((element.scrollHeight - (padding || 0)) / lineHeight);
    element.rows = previous;
  }
  return clamp(Math.max(lines, measured), minRows, maxRows);
};

/** A textarea that starts at 4 rows and grows with its content up to 8, then scrolls. */
export const Textarea = ({
  className,
  minRows = 4,
  maxRows = 8,
  invalid,
  onChange,
  ...props
}: TextareaProps) => {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [rows, setRows] = useState(minRows);

  const resize = useCallback(() => {
    if (ref.current) setRows(rowsFor(ref.current, minRows, maxRows));
  }, [minRows, maxRows]);

  // Controlled values can change from outside (form reset), so measure after every value change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the value changes
  useLayoutEffect(resize, [resize, props.value]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    resize();
  };

  return (
    <textarea
      ref={ref}
      rows={rows}
      aria-invalid={invalid || undefined}
      onChange={handleChange}
      className={cn(
        'w-full resize-none rounded-md border border-stone-300 bg-white px-3 py-2 text-sm/6 text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:cursor-not-allowed disabled:opacity-50',
        rows >= maxRows ? 'overflow-y-auto' : 'overflow-y-hidden',
        invalid && 'border-red-500 focus:border-red-500 focus:ring-red-500/20',
        className,
      )}
      {...props}
    />
  );
};
