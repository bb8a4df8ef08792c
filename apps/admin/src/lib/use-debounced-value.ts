import { useEffect, useState } from 'react';

/** The debounce of the searches as one types (the itinerary search, product.md §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delay` ms; the first value at once. */
export const useDebouncedValue = <T>(value: T, delay = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
