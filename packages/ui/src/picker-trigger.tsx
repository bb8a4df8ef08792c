import { X } from 'lucide-react';
import { cn } from './cn.ts';

// The closed face of the kit's pickers (Select, DateRangePicker, DestinationTreeSelect): a field-sized
// button showing the choice, and beside it, once something is chosen, a small button that clears it.

/** The picker button's classes; each picker adds its own padding and layout after them. */
export const pickerTriggerClass =
  'flex h-10 w-full items-center gap-2 rounded-md border border-stone-300 bg-white text-left text-sm text-stone-900 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20 disabled:cursor-not-allowed disabled:opacity-50';

/** The clear button inside the picker's right edge (`className` places it: past a chevron or not). */
export const PickerClearButton = ({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className: string;
}) => (
  <button
    type="button"
    aria-label={label}
    onClick={onClick}
    className={cn(
      'absolute inset-y-0 my-auto flex size-5 items-center justify-center rounded text-stone-400 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600',
      className,
    )}
  >
    <X className="size-3.5" aria-hidden />
  </button>
);
