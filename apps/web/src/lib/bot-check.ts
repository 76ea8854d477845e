/**
 * Browser side of the bot check (docs/product/validation.md#accounts "Bot-check token before submit"; apps/server/src/modules/users/README.md): when GET /api/sys/config
 * names a provider and site key, the provider's script is loaded lazily (first when the auth dialog opens) and
 * a fresh token is fetched before each guarded submit (sign-up, log-in, forgot and reset password), sent as
 * `X-Bot-Token`. Without a site key nothing loads and no header is sent. A token that cannot be obtained is
 * not an error here: the request goes out without it and the server answers
 * `google_recaptcha.error.browser_error`, which is a silent rejection (docs/product/errors.md#client-handling) retried once by `withBotToken`.
 */
import type { BotCheckConfig } from '@hapa/contracts';
import { loadScript } from './load-script.ts';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
/** Header the server reads the token from. */
export const BOT_TOKEN_HEADER = 'X-Bot-Token';
/** Longest wait for a token (ms); Turnstile may show an interactive challenge. */
export const TOKEN_TIMEOUT_MS = 60_000;

/** Actions named to the provider (reCAPTCHA: letters and underscores). */
export type BotAction = 'signup' | 'login' | 'forgot_password' | 'reset_password';

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): PromiseLike<string>;
}
interface TurnstileRenderOptions {
  sitekey: string;
  action: string;
  appearance: 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}
interface Turnstile {
  render(el: HTMLElement, opts: TurnstileRenderOptions): string | undefined | null;
  remove(id: string): void;
}

/** What the module touches in the browser; tests pass fakes. */
export interface BotCheckEnv {
  /** where the provider scripts put `grecaptcha` / `turnstile` */
  globals(): { grecaptcha?: Grecaptcha; turnstile?: Turnstile };
  /** appends `<script src>` once; resolves on load */
  loadScript(src: string): Promise<void>;
  /** an element in the page for a Turnstile widget (shown only if the player must interact) */
  container(): HTMLElement;
}

/** Script URL for a provider (reCAPTCHA v3 takes the site key as `render`). */
export function scriptUrl(cfg: BotCheckConfig): string {
  return cfg.provider === 'recaptcha'
    ? `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(cfg.siteKey)}`
    : `${TURNSTILE_SCRIPT}?render=explicit`;
}

function withTimeout<T>(p: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bot check timeout')), ms);
    Promise.resolve(p).then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Bot-check client over `env`: `prepare(cfg)` starts loading the script, `token(cfg, action)` resolves a fresh
 * token, or undefined when `cfg` is null or the provider could not give one (never throws).
 */
export function createBotCheck(env: BotCheckEnv, timeoutMs = TOKEN_TIMEOUT_MS) {
  const scripts = new Map<string, Promise<void>>();
  function load(src: string): Promise<void> {
    let p = scripts.get(src);
    if (!p) {
      p = env.loadScript(src);
      scripts.set(src, p);
      p.catch(() => scripts.delete(src)); // a failed load is tried again on the next submit
    }
    return p;
  }

  async function recaptchaToken(cfg: BotCheckConfig, action: BotAction): Promise<string> {
    const g = env.globals().grecaptcha;
    if (!g) throw new Error('grecaptcha missing');
    await new Promise<void>((resolve) => g.ready(resolve));
    return g.execute(cfg.siteKey, { action });
  }

  function turnstileToken(cfg: BotCheckConfig, action: BotAction): Promise<string> {
    const ts = env.globals().turnstile;
    if (!ts) return Promise.reject(new Error('turnstile missing'));
    return new Promise<string>((resolve, reject) => {
      let id: string | undefined | null = null;
      const done = (fn: () => void) => {
        if (id) ts.remove(id); // a token is single-use: a fresh widget per submit
        fn();
      };
      id = ts.render(env.container(), {
        sitekey: cfg.siteKey,
        action,
        appearance: 'interaction-only',
        callback: (t) => done(() => resolve(t)),
        'error-callback': () => done(() => reject(new Error('turnstile error'))),
        'expired-callback': () => done(() => reject(new Error('turnstile expired'))),
      });
    });
  }

  return {
    /** Starts loading the provider script (auth dialog opened); errors are ignored here. */
    prepare(cfg: BotCheckConfig | null): void {
      if (cfg) load(scriptUrl(cfg)).catch(() => undefined);
    },
    /** A fresh token for `action`, or undefined (no bot check configured, or the browser could not get one). */
    async token(cfg: BotCheckConfig | null, action: BotAction): Promise<string | undefined> {
      if (!cfg) return undefined;
      try {
        await withTimeout(load(scriptUrl(cfg)), timeoutMs);
        const token = await withTimeout(
          cfg.provider === 'recaptcha' ? recaptchaToken(cfg, action) : turnstileToken(cfg, action),
          timeoutMs,
        );
        return token || undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The real browser environment. */
export function browserBotCheckEnv(): BotCheckEnv {
  return {
    globals: () => window as unknown as ReturnType<BotCheckEnv['globals']>,
    loadScript,
    container: () => {
      let el = document.getElementById('bot-check-widget');
      if (!el) {
        el = document.createElement('div');
        el.id = 'bot-check-widget';
        el.setAttribute('data-testid', 'bot-check-widget');
        el.style.cssText = 'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:2147483000';
        document.body.appendChild(el);
      }
      return el;
    },
  };
}
