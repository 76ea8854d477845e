import { DevTelegramInitData } from '@hapa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconChevronLeft } from '../../components/index.ts';
import { api } from '../../lib/api.ts';
import {
  encodeEvent,
  HARNESS_THEMES,
  launchUrl,
  mainButtonFrom,
  parseMiniAppCall,
  replyTo,
  type HarnessTheme,
  type MainButtonState,
} from './lib/harness-protocol.ts';

const FRAME = { width: 390, height: 844 } as const;
const NO_MAIN: MainButtonState = { visible: false, active: true, text: '', color: null, textColor: null };

interface LogLine {
  n: number;
  method: string;
  params: string;
}

/**
 * `/dev/telegram` (development, test and the `npm start` sandbox; its API route is not served in production,
 * like /dev/mailbox): the app in an iframe at phone size, launched as a Telegram mini-app with signed test
 * initData (POST /api/dev/telegram/init-data) and Telegram theme params in the launch hash. It plays the
 * Telegram host of the postMessage protocol: the method calls show in the side panel, the BackButton and
 * MainButton are drawn like Telegram's, and pressing them posts `back_button_pressed` / `main_button_pressed`.
 */
export default function DevTelegramHarnessPage() {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [theme, setTheme] = useState<HarnessTheme>('dark');
  const [person] = useState(() => Number(new URLSearchParams(window.location.search).get('person')) || 1);
  const [path] = useState(() => new URLSearchParams(window.location.search).get('path') || '/');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [back, setBack] = useState(false);
  const [main, setMain] = useState<MainButtonState>(NO_MAIN);
  const [link, setLink] = useState<string | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const counter = useRef(0);
  const themeRef = useRef(theme);
  themeRef.current = theme;

  const post = useCallback((eventType: string, eventData?: unknown) => {
    frame.current?.contentWindow?.postMessage(encodeEvent(eventType, eventData), window.location.origin);
  }, []);

  // signed test launch data for the chosen person, once
  useEffect(() => {
    let live = true;
    api('/dev/telegram/init-data', {
      method: 'POST',
      body: { person, name: `Telegram Tester ${person}` },
      schema: DevTelegramInitData,
      authRedirect: false,
    })
      .then((d) => live && setSrc(launchUrl(path, d.initData, themeRef.current)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [person, path]);

  // the host side: method calls from the mini-app
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== window.location.origin) return;
      const call = parseMiniAppCall(e.data);
      if (!call) return;
      counter.current += 1;
      setLog((l) => [{ n: counter.current, method: call.method, params: JSON.stringify(call.params) }, ...l].slice(0, 60));
      if (call.method === 'web_app_setup_back_button') setBack(call.params.is_visible === true);
      if (call.method === 'web_app_setup_main_button') setMain((m) => mainButtonFrom(call.params, m));
      if (call.method === 'web_app_open_link' && typeof call.params.url === 'string') setLink(call.params.url);
      const reply = replyTo(call, { theme: themeRef.current, ...FRAME });
      if (reply) post(reply.eventType, reply.eventData);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);

  function switchTheme(next: HarnessTheme) {
    setTheme(next);
    post('theme_changed', { theme_params: HARNESS_THEMES[next] });
  }

  const colors = HARNESS_THEMES[theme];
  return (
    <div className="flex w-full max-w-6xl flex-col gap-6 lg:flex-row lg:items-start" data-testid="tg-harness">
      <div
        className="mx-auto flex w-full max-w-[390px] shrink-0 flex-col overflow-hidden rounded-3xl border border-line shadow-2xl"
        style={{ background: colors.bg_color }}
      >
        <div className="flex h-12 items-center gap-2 px-3" style={{ background: colors.header_bg_color, color: colors.text_color }}>
          {back ? (
            <button
              type="button"
              className="flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold"
              style={{ color: colors.link_color }}
              onClick={() => post('back_button_pressed')}
              data-testid="tg-back"
            >
              <IconChevronLeft size={18} /> {t('telegram.harness.back')}
            </button>
          ) : null}
          <span className="ml-auto truncate text-sm font-bold">{t('telegram.harness.botName')}</span>
        </div>
        {src ? (
          <iframe
            ref={frame}
            src={src}
            title={t('telegram.harness.frameTitle')}
            className="block w-full border-0"
            style={{ height: FRAME.height - 48 - 56, background: colors.bg_color }}
            data-testid="tg-frame"
          />
        ) : (
          <div
            className="flex items-center justify-center p-10 text-sm"
            style={{ height: FRAME.height - 48 - 56, color: colors.hint_color }}
          >
            {failed ? (
              <span role="alert" data-testid="tg-failed">
                {t('telegram.harness.failed')}
              </span>
            ) : (
              t('telegram.signingIn')
            )}
          </div>
        )}
        <div className="flex h-14 items-center px-3" style={{ background: colors.bottom_bar_bg_color }}>
          {main.visible ? (
            <button
              type="button"
              disabled={!main.active}
              className="h-10 w-full rounded-xl text-sm font-bold disabled:opacity-60"
              style={{ background: main.color ?? colors.button_color, color: main.textColor ?? colors.button_text_color }}
              onClick={() => post('main_button_pressed')}
              data-testid="tg-main"
            >
              {main.text}
            </button>
          ) : null}
        </div>
      </div>
      <aside className="flex min-w-0 flex-1 flex-col gap-4 rounded-2xl border border-line bg-surface p-4" data-testid="tg-panel">
        <div>
          <h1 className="text-lg font-extrabold">{t('telegram.harness.title')}</h1>
          <p className="text-sm text-muted">{t('telegram.harness.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">{t('telegram.harness.theme')}</span>
          <Button
            size="sm"
            variant={theme === 'dark' ? 'primary' : 'secondary'}
            onClick={() => switchTheme('dark')}
            data-testid="tg-theme-dark"
          >
            {t('telegram.harness.dark')}
          </Button>
          <Button
            size="sm"
            variant={theme === 'light' ? 'primary' : 'secondary'}
            onClick={() => switchTheme('light')}
            data-testid="tg-theme-light"
          >
            {t('telegram.harness.light')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => post('back_button_pressed')} data-testid="tg-press-back">
            {t('telegram.harness.back')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => post('main_button_pressed')} data-testid="tg-press-main">
            {t('telegram.harness.main')}
          </Button>
        </div>
        <ul className="flex flex-col gap-1 text-sm">
          <li data-testid="tg-back-state" data-visible={back}>
            {back ? t('telegram.harness.backVisible') : t('telegram.harness.backHidden')}
          </li>
          <li data-testid="tg-main-state" data-visible={main.visible} data-text={main.text}>
            {main.visible ? t('telegram.harness.mainButton', { text: main.text }) : t('telegram.harness.mainHidden')}
          </li>
          {link ? (
            <li className="break-all" data-testid="tg-link">
              {t('telegram.harness.lastLink', { url: link })}
            </li>
          ) : null}
        </ul>
        <div className="flex min-h-0 flex-col gap-2">
          <h2 className="text-sm font-bold">{t('telegram.harness.events')}</h2>
          {log.length === 0 ? <p className="text-sm text-muted">{t('telegram.harness.empty')}</p> : null}
          <ol className="max-h-96 overflow-auto rounded-xl bg-bg-2 p-2 font-mono text-xs" data-testid="tg-log">
            {log.map((l) => (
              <li key={l.n} className="break-all py-0.5" data-method={l.method}>
                <span className="text-accent">{l.method}</span> <span className="text-muted">{l.params}</span>
              </li>
            ))}
          </ol>
        </div>
      </aside>
    </div>
  );
}
