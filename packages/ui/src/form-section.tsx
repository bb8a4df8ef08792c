import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

export type FormSectionProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

// A titled group of fields; the heading names the region so screens and tests can find it by role.
export const FormSection = ({ title, description, actions, className, children }: FormSectionProps) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-stone-200 bg-white', className)}
    >
      <header className="flex items-start justify-between gap-4 border-b border-stone-100 px-5 py-4">
        <div className="space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-stone-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-stone-500">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </header>
      <div className="grid gap-4 px-5 py-4">{children}</div>
    </section>
  );
};
