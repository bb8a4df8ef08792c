import type { ReactNode } from 'react';

// product.md §2.1: the documents pages are dark (black background).
export const DocumentsLayout = ({ children }: { children: ReactNode }) => (
  <main className="min-h-screen min-w-[1190px] bg-black p-10 text-stone-100">{children}</main>
);
