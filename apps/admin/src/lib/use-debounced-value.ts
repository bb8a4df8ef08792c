import { useEffect, useRef, useState } from 'react';

/** The debounce of the searches as one types (the itinerary search, product.md §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value` once it has stayed the same for `delay` ms; the first value at once. An object is compared
 * by its content (JSON): one built during render is new on every render, and a re-render for another
 * reason (a query settling, a spinner) must not restart the wait — with many re-renders it never
 * ended, and the e-mail preview kept the request of before the last edit.
 */
export const useDebouncedValue = <T>(value: T, delay = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const content = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` stands for `value` (read through `latest`).
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delay);
    return () => clearTimeout(timer);
  }, [content, delay]);
  return settled;
};
