import { lazy, Suspense, useEffect, useState } from 'react';

const Palette = lazy(() => import('./command-palette.tsx').then((m) => ({ default: m.CommandPalette })));

// Listens for Ctrl+K (⌘K) anywhere but in a rich text editor, where Ctrl+K makes a link (as in the
// word processors staff know); the palette's code is loaded the first time it opens.
export const CommandPaletteTrigger = () => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inEditor = event.target instanceof HTMLElement && event.target.isContentEditable;
      if (
        (event.ctrlKey || event.metaKey) &&
        event.key.toLowerCase() === 'k' &&
        !event.defaultPrevented &&
        !inEditor
      ) {
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
