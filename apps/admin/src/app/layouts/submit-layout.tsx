import type { ReactNode } from 'react';

// A signed-in page without the admin frame (documents submit).
export const SubmitLayout = ({ children }: { children: ReactNode }) => (
  <main className="min-h-screen min-w-[1190px] bg-stone-50 p-10">{children}</main>
);
