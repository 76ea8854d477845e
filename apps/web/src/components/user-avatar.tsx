import { useState } from 'react';
import { cn } from './cn.ts';

/** Round avatar: the player's image, or initials on a gradient when there is none or it fails. */
export function UserAvatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initials = name.trim().slice(0, 2).toUpperCase() || '?';
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-accent to-violet text-xs font-black text-accent-ink',
        className,
      )}
    >
      {src && !failed ? <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} /> : initials}
    </span>
  );
}
