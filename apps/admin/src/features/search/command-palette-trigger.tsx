import { lazy, Suspense, useEffect, useState } from 'react';

const Palette = lazy(() => import('./command-palette.tsx').then((m) => ({ default: m.CommandPalette })));

// Listens for Ctrl+K (⌘K) anywhere; the palette's code is loaded the first time it opens.
export const CommandPaletteTrigger = () => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Palette onClose={() => setOpen(false)} />
    </Suspense>
  );
};
