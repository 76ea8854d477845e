import { useState } from 'react';

/** True from the first render where `open` is true on (a lazily mounted dialog then stays mounted to close animated). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
