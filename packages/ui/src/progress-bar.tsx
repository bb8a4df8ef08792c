import { cn } from './cn.ts';

export type ProgressBarProps = { active: boolean; label?: string; className?: string };

// A 2 px indeterminate bar pinned to the top of the page while `active` (product spec: height 2 px).
// The `progress` keyframes live in styles.css.
export const ProgressBar = ({ active, label = 'Loading', className }: ProgressBarProps) =>
  active ? (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      className={cn('fixed inset-x-0 top-0 z-50 h-[2px] overflow-hidden bg-brand-100', className)}
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand-600" />
    </div>
  ) : null;
