import { cva } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      color: {
        red: 'border-red-200 bg-red-50 text-red-700',
        orange: 'border-orange-200 bg-orange-50 text-orange-700',
        yellow: 'border-yellow-200 bg-yellow-50 text-yellow-800',
        blue: 'border-blue-200 bg-blue-50 text-blue-700',
        green: 'border-green-200 bg-green-50 text-green-700',
        grey: 'border-stone-200 bg-stone-100 text-stone-700',
      },
    },
    defaultVariants: { color: 'grey' },
  },
);

export type BadgeColor = 'red' | 'orange' | 'yellow' | 'blue' | 'green' | 'grey';

/** Status values arrive as snake_case ('on_hold'); the label shows them with spaces. */
export const statusLabel = (status: string) => status.replaceAll('_', ' ');

export type BadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & { color?: BadgeColor };

export const Badge = ({ className, color, children, ...props }: BadgeProps) => (
  <span className={cn(badgeVariants({ color }), className)} {...props}>
    {typeof children === 'string' ? statusLabel(children) : children}
  </span>
);
