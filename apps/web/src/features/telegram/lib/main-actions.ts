/**
 * The page's primary action for Telegram's MainButton (docs/architecture/web-app.md: "Open" on a box page, "Top up" on top-up):
 * the first of these buttons present and visible in the page. The MainButton presses it, so the action
 * (and its checks, busy state and errors) stays the page's own.
 */
export interface MainAction {
  selector: string;
  /** i18n key of the MainButton text */
  label: string;
}

/** In priority order: the top-up dialog or page above the page under it. */
export const MAIN_ACTIONS: readonly MainAction[] = [
  { selector: '[data-testid="topup-submit"]', label: 'telegram.main.topUp' },
  { selector: '[data-testid="open-1x"]', label: 'telegram.main.open' },
];

interface QueryRoot {
  querySelector(selector: string): Element | null;
}

/** The first visible primary action in `root` with its button, else null. */
export function findMainAction(
  root: QueryRoot,
  actions: readonly MainAction[] = MAIN_ACTIONS,
): { action: MainAction; button: HTMLButtonElement } | null {
  for (const action of actions) {
    const el = root.querySelector(action.selector) as HTMLButtonElement | null;
    if (el && el.getClientRects().length > 0) return { action, button: el };
  }
  return null;
}

/** Routes without a back arrow (the home page): Telegram's BackButton is hidden there. */
export const ROOT_PATHS: ReadonlySet<string> = new Set(['/', '/boxes']);
