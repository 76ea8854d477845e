/**
 * Inside Telegram only (loaded lazily by TelegramGate, so the normal first load carries no SDK): the Telegram
 * Mini Apps SDK (@telegram-apps/sdk-react) runs the mini-app side (docs/product/README.md, docs/product/roles.md#app-shell-and-telegram; docs/architecture/web-app.md):
 * - auto sign-in from the launch parameters' raw initData (server-validated), retried on request;
 * - the Telegram theme (colours onto our CSS tokens, light/dark from Telegram), live on `theme_changed`;
 * - BackButton on routes with a back arrow (every route but home), navigating back;
 * - MainButton for the page's primary action (lib/main-actions.ts: "Open" on a box page, "Top up");
 * - full height (`viewport.expand()`), and payment pages of other origins through `openLink`.
 */
import {
  backButton,
  init,
  isUnknownEnvError,
  mainButton,
  miniApp,
  openLink,
  retrieveRawInitData,
  targetOrigin,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onHostSignInRequest, setExternalOpener } from '../../../lib/app-shell.ts';
import { useRedirect } from '../../../lib/navigation.ts';
import { getSession } from '../../../lib/session.ts';
import { setThemeChoice } from '../../theme/index.ts';
import { socialLogin, socialSignIn } from '../../account/index.ts';
import { findMainAction, ROOT_PATHS } from '../lib/main-actions.ts';
import { runTelegramSignIn, setTelegramSignInRunner } from '../lib/sign-in-store.ts';
import { applyThemeTokens, telegramScheme, telegramThemeTokens } from '../lib/theme.ts';

/** The parent frame is this origin (the /dev/telegram harness): the SDK posts there instead of web.telegram.org. */
function sameOriginParent(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

function safely(fn: () => unknown): void {
  try {
    const r = fn();
    if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => undefined);
  } catch {
    /* a method this Telegram version lacks: the web page still works */
  }
}

let started: boolean | null = null;

/** Starts the SDK (once per page) and the pieces that do not depend on the route; false when the launch parameters are unusable. */
function startSdk(): boolean {
  started ??= startSdkOnce();
  return started;
}

function startSdkOnce(): boolean {
  if (sameOriginParent()) targetOrigin.set(window.location.origin);
  try {
    init();
  } catch (err) {
    // no host to talk to (a Telegram client page without Telegram's webview proxy or parent frame): the SDK is
    // configured from the launch parameters before it announces itself, so the sign-in and the theme still come
    // from them; the host's buttons cannot show (their calls fail quietly through `safely`)
    if (!isUnknownEnvError(err)) return false;
  }
  safely(() => themeParams.mountSync());
  safely(() => backButton.mount());
  safely(() => mainButton.mount());
  safely(() => miniApp.mountSync());
  safely(() => miniApp.ready());
  safely(() => viewport.expand());
  safely(() => viewport.mount());
  return true;
}

/** Follows Telegram's theme: tokens on <html>, the light/dark class from Telegram's background. */
function useTelegramTheme(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    let applied: string[] = [];
    const paint = () => {
      const params = (themeParams.state() ?? {}) as Record<string, unknown>;
      if (Object.keys(params).length === 0) return;
      setThemeChoice(telegramScheme(params));
      applied = applyThemeTokens(document.documentElement, telegramThemeTokens(params), applied);
    };
    paint();
    const off = themeParams.state.sub(paint);
    return () => {
      off();
      applyThemeTokens(document.documentElement, {}, applied);
    };
  }, [ready]);
}

/** BackButton on every route but home; pressing it goes back (home when there is no history in the app). */
function useTelegramBackButton(ready: boolean) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = useRedirect();
  useEffect(() => {
    if (!ready) return;
    safely(() => (ROOT_PATHS.has(pathname) ? backButton.hide() : backButton.show()));
  }, [ready, pathname]);
  useEffect(() => {
    if (!ready) return;
    let off: (() => void) | undefined;
    safely(() => {
      off = backButton.onClick(() => {
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) navigate(-1);
        else redirect('/');
      });
    });
    return () => off?.();
  }, [ready, navigate, redirect]);
}

/** MainButton mirrors the page's primary action (text, enabled) and presses it. */
function useTelegramMainButton(ready: boolean) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!ready) return;
    let current: HTMLButtonElement | null = null;
    let last = '';
    let frame = 0;
    const update = () => {
      frame = 0;
      const found = findMainAction(document);
      current = found?.button ?? null;
      const next = found ? { isVisible: true, isEnabled: !found.button.disabled, text: t(found.action.label) } : { isVisible: false };
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      safely(() => mainButton.setParams(next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'class', 'hidden'] });
    update();
    let off: (() => void) | undefined;
    safely(() => {
      off = mainButton.onClick(() => current?.click());
    });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      off?.();
      safely(() => mainButton.setParams({ isVisible: false }));
    };
  }, [ready, t, i18n.language]);
}

/** Auto sign-in from the raw initData (docs/product/roles.md#app-shell-and-telegram); retried when a page asks for sign-in (lib/modals.ts openAuth). */
function useTelegramSignIn(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    setTelegramSignInRunner(async () => {
      const initData = retrieveRawInitData();
      if (!initData) return false;
      return (await socialSignIn(socialLogin, 'telegram', { initData }, 'telegram')) !== null;
    });
    if (!getSession()) void runTelegramSignIn();
    const off = onHostSignInRequest(() => {
      if (!getSession()) void runTelegramSignIn();
    });
    return () => {
      off();
      setTelegramSignInRunner(null);
    };
  }, [ready]);
}

/** Mounted once by TelegramGate inside Telegram. */
export default function TelegramRoot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!startSdk()) {
      setTelegramSignInRunner(async () => false);
      void runTelegramSignIn(); // unusable launch data: the failure message with retry
      return;
    }
    setExternalOpener((url) => {
      try {
        openLink(url);
        return true;
      } catch {
        return false;
      }
    });
    setReady(true);
    return () => setExternalOpener(null);
  }, []);
  useTelegramTheme(ready);
  useTelegramBackButton(ready);
  useTelegramMainButton(ready);
  useTelegramSignIn(ready);
  return null;
}
