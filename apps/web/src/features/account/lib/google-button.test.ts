import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GSI_SCRIPT, mountGoogleButton, resetGsiForTests, type GsiEnv } from './google-button.ts';

describe('live Google button (small, fake GSI)', () => {
  beforeEach(() => resetGsiForTests());

  it('loads the GSI script once, initialises with the client id, renders, and hands over ID tokens', async () => {
    let callback: ((res: { credential?: string }) => void) | undefined;
    const initialize = vi.fn((o: { client_id: string; callback: (res: { credential?: string }) => void }) => {
      callback = o.callback;
    });
    const renderButton = vi.fn();
    let globals: ReturnType<GsiEnv['google']>;
    const loadScript = vi.fn(async (src: string) => {
      expect(src).toBe(GSI_SCRIPT);
      globals = { accounts: { id: { initialize, renderButton } } };
    });
    const env: GsiEnv = { google: () => globals, loadScript };
    const el = {} as HTMLElement;
    const tokens: string[] = [];
    expect(await mountGoogleButton(env, el, 'cid.apps.googleusercontent.com', 1000, (t) => tokens.push(t))).toBe(true);
    expect(await mountGoogleButton(env, el, 'cid.apps.googleusercontent.com', 120, (t) => tokens.push(t))).toBe(true);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(initialize.mock.calls[0]![0]).toMatchObject({ client_id: 'cid.apps.googleusercontent.com', ux_mode: 'popup' });
    expect(renderButton.mock.calls[0]![0]).toBe(el);
    expect(renderButton.mock.calls[0]![1]).toMatchObject({ width: 400, text: 'continue_with' });
    expect(renderButton.mock.calls[1]![1]).toMatchObject({ width: 200 });
    callback!({ credential: 'id-token-1' });
    callback!({});
    expect(tokens).toEqual(['id-token-1']);
  });

  it('resolves false when the script is blocked or the API is missing, and tries the script again later', async () => {
    const blocked = vi.fn(async () => {
      throw new Error('blocked');
    });
    expect(await mountGoogleButton({ google: () => undefined, loadScript: blocked }, {} as HTMLElement, 'c', 300, () => undefined)).toBe(
      false,
    );
    const empty = vi.fn(async () => undefined);
    expect(await mountGoogleButton({ google: () => ({}), loadScript: empty }, {} as HTMLElement, 'c', 300, () => undefined)).toBe(false);
    expect(empty).toHaveBeenCalledTimes(1);
  });
});
