/**
 * Live "Continue with Facebook" (Facebook JS SDK, apps/server/src/modules/users/README.md): shown only when the server runs Facebook with keys
 * (GET /api/auth/providers gives `appId`). The SDK loads when the button first shows; FB.login gives an access
 * token that goes to POST /api/user/login/facebook `{accessToken}` (the server checks it with Graph
 * `debug_token`), or to the account deletion as the fresh sign-in (`reauthenticate`: Facebook asks for the
 * password again, so the token is new).
 */
import { scriptOnce } from '../../../lib/load-script.ts';

export const FB_SDK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
/** Graph API version the SDK is initialised with. */
export const FB_SDK_VERSION = 'v19.0';

interface FbAuthResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

interface FbApi {
  init(opts: { appId: string; version: string; cookie: false; xfbml: false }): void;
  login(callback: (res: FbAuthResponse) => void, opts: { scope: string; auth_type?: 'reauthenticate' }): void;
}

export interface FbEnv {
  FB(): FbApi | undefined;
  loadScript(src: string): Promise<void>;
}

const sdk = scriptOnce(FB_SDK_SCRIPT);
let initialisedFor: string | null = null;

/** Loads the SDK once and initialises it for `appId`; false when the script or API is missing (blocked, offline). */
export async function prepareFacebook(env: FbEnv, appId: string): Promise<boolean> {
  if (!(await sdk.load(env.loadScript))) return false;
  const fb = env.FB();
  if (!fb) return false;
  if (initialisedFor !== appId) {
    fb.init({ appId, version: FB_SDK_VERSION, cookie: false, xfbml: false });
    initialisedFor = appId;
  }
  return true;
}

/**
 * Opens Facebook's login (call it from the click itself, after `prepareFacebook` resolved true, so the popup is
 * not blocked). Resolves the access token, or null when the player closes it without signing in.
 * @throws Error when the SDK is not ready
 */
export function facebookAccessToken(env: FbEnv, opts: { reauthenticate?: boolean } = {}): Promise<string | null> {
  const fb = env.FB();
  if (!fb || initialisedFor === null) return Promise.reject(new Error('Facebook SDK not ready'));
  return new Promise((resolve) => {
    fb.login((res) => resolve(res.status === 'connected' && res.authResponse?.accessToken ? res.authResponse.accessToken : null), {
      scope: 'public_profile,email',
      ...(opts.reauthenticate ? { auth_type: 'reauthenticate' as const } : {}),
    });
  });
}

/** Test hook: forget the loaded SDK. */
export function resetFacebookForTests(): void {
  sdk.reset();
  initialisedFor = null;
}
