import { IconChevronDown, Skeleton } from '../../components/index.ts';

/**
 * The avatar menu's trigger without its personal parts, at its size: what the header shows while the menu's code
 * loads, and what the menu renders without a session (the server's signed-in first screen, and until that page has
 * hydrated: docs/architecture/first-screen.md#signed-in-visitors).
 */
export function UserMenuPlaceholder() {
  return (
    <span className="flex items-center gap-2 rounded-xl p-1 pr-2" aria-hidden data-testid="user-menu-placeholder">
      <Skeleton className="size-8 rounded-full" />
      <Skeleton className="hidden h-4 w-20 lg:block" />
      <IconChevronDown size={16} className="text-muted" />
    </span>
  );
}
