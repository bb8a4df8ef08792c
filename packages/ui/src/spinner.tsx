import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

const spinnerVariants = cva('animate-spin text-brand-700', {
  variants: { size: { sm: 'size-4', md: 'size-6', lg: 'size-10' } },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = VariantProps<typeof spinnerVariants> & { label?: string; className?: string };

export const Spinner = ({ size, label = 'Loading', className }: SpinnerProps) => (
  <span role="status" aria-label={label} className="inline-flex">
    <LoaderCircle className={cn(spinnerVariants({ size }), className)} aria-hidden />
  </span>
);
