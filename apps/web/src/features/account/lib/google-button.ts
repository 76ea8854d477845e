import { scriptOnce } from '../../../lib/load-script.ts';

/**
 * Live "Sign in with Google" (Google Identity Services, apps/server/src/modules/users/README.md): shown only when the server runs Google with
 * keys (GET /api/auth/providers gives `clientId`). The GSI script loads lazily when the button is first shown;
 * the ID token it returns goes to POST /api/user/login/google `{idToken}`.
 */
export const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleAccountsId {
  initialize(opts: { client_id: string; callback: (res: { credential?: string }) => void; ux_mode: 'popup'; auto_select: false }): void;
  renderButton(
    el: HTMLElement,
    opts: { type: 'standard'; theme: 'outline' | 'filled_black'; size: 'large'; text: 'continue_with'; shape: 'pill'; width: number },
  ): void;
}

export interface GsiEnv {
  google(): { accounts?: { id?: GoogleAccountsId } } | undefined;
  loadScript(src: string): Promise<void>;
}

const gsi = scriptOnce(GSI_SCRIPT);

/**
 * Loads GSI once, initialises it for `clientId` and renders Google's button into `el` (`width` px).
 * `onIdToken` gets each ID token the player signs in with. Resolves false when the script or API is missing
 * (blocked by the browser, offline): the caller shows nothing.
 */
export async function mountGoogleButton(
  env: GsiEnv,
  el: HTMLElement,
  clientId: string,
  width: number,
  onIdToken: (idToken: string) => void,
): Promise<boolean> {
  if (!(await gsi.load(env.loadScript))) return false;
  const id = env.google()?.accounts?.id;
  if (!id) return false;
  id.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    auto_select: false,
    callback: (res) => {
      if (res.credential) onIdToken(res.credential);
    },
  });
  id.renderButton(el, {
    type: 'standard',
    theme: 'filled_black',
    size: 'large',
    text: 'continue_with',
    shape: 'pill',
    width: Math.min(400, Math.max(200, Math.round(width))),
  });
  return true;
}

/** Test hook: forget the loaded script. */
export function resetGsiForTests(): void {
  gsi.reset();
}
