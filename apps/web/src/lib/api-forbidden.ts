/**
 * HTTP 403 from the API (docs/product/errors.md#client-handling "HTTP 403: logout and open sign-up (in app re-read user from query)").
 * Every 403 signs the player out and opens sign-up, except the business refusals below, which answer 403
 * for one action while the account itself is fine (they keep the player signed in and show their message).
 * Inside the native app shell (docs/product/routes.md#navigation in-app mode: `?fromHapaBoxApp=true` or the app's user agent) the
 * shell owns sign-in, so our sign-up modal is not opened: the user is re-read once (GET /user/base_info);
 * only when that re-read is refused too is the local session dropped.
 */

/** 403 keys that refuse one action, not the account: the session stays. Any other 403 signs out. */
export const KEEP_SESSION_ON_403: ReadonlySet<string> = new Set([
  'pay.error.charge_disabled',
  'battle.error.creator_join',
  'battle.error.not_creator',
  'battle.error.vip_required',
  'vip.error.exclusive_box',
  'boost.error.trial.level1',
  'boost.error.self',
  'treasure_hunter.error.level',
  'chat.error.vip_required',
  'chat.error.vip_chat_level',
  'chat.error.deposit_required',
  'chat.error.muted',
  'review.error.not_eligible',
  // an operator's own player account refused for a console money action, and a player sign-in with an operator's
  // one-time password (docs/security.md#operator-sign-in): the refusal is shown, nothing signs out
  'ops.error.own_account',
  'ops.error.one_time_password',
]);

export interface ForbiddenDeps {
  /** true inside the native app shell (lib/app-shell.ts isInApp) */
  inApp: () => boolean;
  /** drops the local session (lib/session.ts clearSession) */
  clearSession: () => void;
  /** opens the sign-up modal (lib/modals.ts openAuth('signup')) */
  openSignUp: () => void;
  /** re-reads the signed-in user (GET /user/base_info through the API client, so a 403 comes back here) */
  reReadUser: () => Promise<unknown>;
}

/**
 * Builds the API client's `onForbidden(key)`: see the module comment. A re-read already running makes a
 * second 403 final (session dropped), so the re-read's own 403 never loops.
 */
export function createForbiddenHandler(deps: ForbiddenDeps): (key: string) => void {
  let reReading = false;
  return (key: string) => {
    if (KEEP_SESSION_ON_403.has(key)) return;
    if (!deps.inApp()) {
      deps.clearSession();
      deps.openSignUp();
      return;
    }
    if (reReading) {
      deps.clearSession();
      return;
    }
    reReading = true;
    let pending: Promise<unknown>;
    try {
      pending = deps.reReadUser();
    } catch (err) {
      pending = Promise.reject(err);
    }
    void pending
      .catch(() => undefined)
      .finally(() => {
        reReading = false;
      });
  };
}
