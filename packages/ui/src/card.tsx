import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

type DivProps = HTMLAttributes<HTMLDivElement>;

export const Card = ({ className, ...props }: DivProps) => (
  <div className={cn('rounded-lg border border-stone-200 bg-white shadow-sm', className)} {...props} />
);

export const CardHeader = ({ className, ...props }: DivProps) => (
  <div className={cn('flex flex-col gap-1 border-b border-stone-100 px-5 py-4', className)} {...props} />
);

export const CardTitle = ({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) => (
  <h3 className={cn('text-base font-semibold text-stone-900', className)} {...props} />
);

export const CardDescription = ({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-stone-500', className)} {...props} />
);

export const CardContent = ({ className, ...props }: DivProps) => (
  <div className={cn('px-5 py-4', className)} {...props} />
);

export const CardFooter = ({ className, ...props }: DivProps) => (
  <div
    className={cn('flex items-center justify-end gap-2 border-t border-stone-100 px-5 py-3', className)}
    {...props}
  />
);
