import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

export const Checkbox = ({ className, ...props }: CheckboxProps) => (
  <CheckboxPrimitive.Root
    className={cn(
      'peer grid size-4 shrink-0 place-content-center rounded border border-stone-400 bg-white text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700',
      className,
    )}
    {...props}
  >
    <CheckboxPrimitive.Indicator className="group">
      <Check className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} aria-hidden />
      <Minus className="hidden size-3.5 group-data-[state=indeterminate]:block" strokeWidth={3} aria-hidden />
    </CheckboxPrimitive.Indicator>
  </CheckboxPrimitive.Root>
);
