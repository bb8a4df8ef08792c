import type { ReactNode } from 'react';

// A label, the control and its error, wired for screen readers.
export const Field = ({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) => (
  <div className="space-y-1.5">
    <label htmlFor={id} className="block text-sm font-medium text-stone-700">
      {label}
    </label>
    {children}
    {error ? (
      <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
        {error}
      </p>
    ) : null}
  </div>
);
