import { cn } from '../../../components/index.ts';
import { badgeText } from '../lib/notice-cards.ts';

/**
 * The red count pill on the bell and the Menu tab: the unread count capped at `cap` ("99+", "9+", docs/product/constants.md#battles);
 * nothing when all is read. Placed over the top-right corner of its (relative) parent.
 */
export function UnreadBadge({ count, cap, className, testId }: { count: number; cap: number; className?: string; testId?: string }) {
  const text = badgeText(count, cap);
  if (!text) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className={cn(
        'pointer-events-none absolute -right-1.5 -top-1 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 text-[10px] font-black leading-none text-danger-ink ring-2 ring-bg tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}
