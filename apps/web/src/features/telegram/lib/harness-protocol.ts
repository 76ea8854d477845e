/**
 * The Telegram host side of the Mini Apps protocol, as the /dev/telegram harness plays it (docs/architecture/web-app.md). In an
 * iframe, the mini-app calls methods with `parent.postMessage(JSON.stringify({eventType, eventData}), origin)`
 * and receives events the same way from its parent (docs.telegram-mini-apps.com "Methods", "Events").
 */

/** Telegram's default night and day theme parameters (snake_case, as in `tgWebAppThemeParams`). */
export const HARNESS_THEMES = {
  dark: {
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    section_bg_color: '#17212b',
    header_bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    accent_text_color: '#6ab2f2',
    destructive_text_color: '#ec3942',
    section_separator_color: '#111921',
    subtitle_text_color: '#708499',
    bottom_bar_bg_color: '#17212b',
  },
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff3',
    section_bg_color: '#ffffff',
    header_bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#6d6d72',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    accent_text_color: '#2481cc',
    destructive_text_color: '#ff3b30',
    section_separator_color: '#c8c7cc',
    subtitle_text_color: '#6d6d72',
    bottom_bar_bg_color: '#ffffff',
  },
} as const;
export type HarnessTheme = keyof typeof HARNESS_THEMES;

/** The Bot API version and platform the harness launches as (Telegram Web A runs mini-apps in an iframe). */
export const HARNESS_VERSION = '8.0';
export const HARNESS_PLATFORM = 'weba';

/** The launch URL: `path` with the launch parameters in the fragment, as Telegram opens a mini-app. */
export function launchUrl(path: string, initData: string, theme: HarnessTheme): string {
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: HARNESS_VERSION,
    tgWebAppPlatform: HARNESS_PLATFORM,
    tgWebAppThemeParams: JSON.stringify(HARNESS_THEMES[theme]),
  });
  return `${path}#${hash.toString()}`;
}

/** A method call from the mini-app. */
export interface MiniAppCall {
  method: string;
  params: Record<string, unknown>;
}

/** Reads a method call posted by the mini-app (a JSON string `{eventType, eventData}`), else null. */
export function parseMiniAppCall(data: unknown): MiniAppCall | null {
  if (typeof data !== 'string' || data.length > 10_000) return null;
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const { eventType, eventData } = v as { eventType?: unknown; eventData?: unknown };
  if (typeof eventType !== 'string' || !/^web_app_[a-z_]+$/.test(eventType)) return null;
  return { method: eventType, params: eventData && typeof eventData === 'object' ? (eventData as Record<string, unknown>) : {} };
}

/** An event for the mini-app, encoded as Telegram posts it. */
export function encodeEvent(eventType: string, eventData?: unknown): string {
  return JSON.stringify(eventData === undefined ? { eventType } : { eventType, eventData });
}

/** What the host answers a request method with (theme, viewport, safe areas), else null. */
export function replyTo(
  call: MiniAppCall,
  state: { theme: HarnessTheme; width: number; height: number },
): { eventType: string; eventData: unknown } | null {
  const zero = { top: 0, bottom: 0, left: 0, right: 0 };
  switch (call.method) {
    case 'web_app_request_theme':
      return { eventType: 'theme_changed', eventData: { theme_params: HARNESS_THEMES[state.theme] } };
    case 'web_app_request_viewport':
    case 'web_app_expand':
      return {
        eventType: 'viewport_changed',
        eventData: { height: state.height, width: state.width, is_expanded: true, is_state_stable: true },
      };
    case 'web_app_request_safe_area':
      return { eventType: 'safe_area_changed', eventData: zero };
    case 'web_app_request_content_safe_area':
      return { eventType: 'content_safe_area_changed', eventData: zero };
    default:
      return null;
  }
}

/** The MainButton as the last `web_app_setup_main_button` set it. */
export interface MainButtonState {
  visible: boolean;
  active: boolean;
  text: string;
  color: string | null;
  textColor: string | null;
}

/** Folds a `web_app_setup_main_button` call into the button's state. */
export function mainButtonFrom(params: Record<string, unknown>, prev: MainButtonState): MainButtonState {
  const hex = (v: unknown) => (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v : null);
  return {
    visible: typeof params.is_visible === 'boolean' ? params.is_visible : prev.visible,
    active: typeof params.is_active === 'boolean' ? params.is_active : prev.active,
    text: typeof params.text === 'string' ? params.text.slice(0, 64) : prev.text,
    color: hex(params.color) ?? prev.color,
    textColor: hex(params.text_color) ?? prev.textColor,
  };
}
