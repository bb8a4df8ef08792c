import type { InputHTMLAttributes } from 'react';
import { cn } from './cn.ts';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

// product.md §5: text inputs default to 255 characters.
export const TextInput = ({ className, invalid, maxLength = 255, ...props }: TextInputProps) => (
  <input
    maxLength={maxLength}
    aria-invalid={invalid || undefined}
    className={cn(
      'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20',
      invalid && 'border-red-500 focus:border-red-500 focus:ring-red-500/20',
      className,
    )}
    {...props}
  />
);
