import { useEffect, useState } from 'react';

/** SPEC §9: debounce default 300 ms. */
export const debounceMs = 300;

/** The value once it has stopped changing for `ms` (search-as-you-type asks the server once, not per keystroke). */
export function useDebounced<T>(value: T, ms = debounceMs): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}
