import { ApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { toast } from '../../../lib/toast-store.ts';

/**
 * What a game page does with a refused call (docs/product/errors.md#client-handling): `coin.error.not_enough`
 * opens the top-up (no toast); an error key in `on` runs its handler first, and a handler answering `'silent'`
 * keeps the toast away (the page shows its own state); anything else is toasted when `shouldToastError` says so.
 */
export function reportGameError(e: unknown, on: Record<string, () => void | 'silent'> = {}): void {
  const key = e instanceof ApiError ? e.key : null;
  if (key === 'coin.error.not_enough') {
    openTopUp();
    return;
  }
  const handler = key ? on[key] : undefined;
  if (handler?.() === 'silent') return;
  if (shouldToastError(e)) toast.error(errorMessage(e));
}
