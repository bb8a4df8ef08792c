import type { ReactNode } from 'react';

// product.md §2.1: full-screen background and a centred card.
export const LoginLayout = ({ children }: { children: ReactNode }) => (
  <main className="grid min-h-screen min-w-[1190px] place-items-center bg-gradient-to-br from-brand-900 via-stone-800 to-stone-900 p-6">
    <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl">{children}</div>
  </main>
);
