import { useEffect, useState } from 'react';

/** `value`, updated only after it has been stable for `delayMs` (search: 500 ms, docs/product/validation.md#search). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}
