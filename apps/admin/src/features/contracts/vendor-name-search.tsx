import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';

const DEBOUNCE_MS = 300;

// "Vendor name contains …" (the API's vendor.name, a partial match): committed 300 ms after the
// last key, or at once on Enter. Follows outside changes (Reset, the back button).
export const VendorNameSearch = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) => {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useEffectEvent((next: string) => onChange(next.trim()));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom does not know <search>; same landmark by role.
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) commit(text);
      }}
    >
      <Search aria-hidden className="pointer-events-none absolute top-3 left-2.5 size-4 text-stone-400" />
      <input
        type="search"
        aria-label="Vendor name"
        placeholder="Vendor name"
        maxLength={255}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-44 rounded-md border border-stone-300 bg-white pr-2 pl-8 text-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
      />
    </form>
  );
};
