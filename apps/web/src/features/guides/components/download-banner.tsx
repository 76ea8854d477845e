import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconClose, IconSparkles } from '../../../components/index.ts';
import { isInApp, isTelegram } from '../../../lib/app-shell.ts';
import { getSession } from '../../../lib/session.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useFinishGuide } from '../api/finish-guide.ts';
import { useGuideStatus } from '../api/get-guide-status.ts';
import { DOWNLOAD_COLLAPSE_PX, downloadBannerClosedToday, localDay, showsDownloadGuide, storeLinkFor } from '../lib/guide-rules.ts';

/** The local day the banner was last closed (guide state: cleared on logout, docs/product/states.md#banners). */
export const DOWNLOAD_CLOSED_KEY = `${STORAGE_KEYS.guidePrefix}downloadClosed`;

/**
 * The app download banner (docs/product/routes.md#modals, docs/product/states.md#guides download guide, docs/product/constants.md#home-and-events): on phones in the browser only (not in the app
 * shell, not in Telegram), when the guide statuses allow it (both 0 or 4) and an app store link is set. A close
 * hides it for the rest of the day; after 150 px of scroll it collapses to a slim bar above the bottom navigation.
 */
export function DownloadBanner() {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 767px)');
  const { data } = useGuideStatus();
  const finish = useFinishGuide();
  const [closed, setClosed] = useState(() => downloadBannerClosedToday(readJson<string>(DOWNLOAD_CLOSED_KEY), Date.now()));
  const [collapsed, setCollapsed] = useState(false);
  const link = data ? storeLinkFor(data.appLinks, typeof navigator === 'undefined' ? '' : navigator.userAgent) : '';
  const show = phone && !closed && !!data && !!link && showsDownloadGuide(data.status, data.downloadStatus) && !isInApp() && !isTelegram();

  useEffect(() => {
    if (!show) return;
    const onScroll = () => setCollapsed(window.scrollY > DOWNLOAD_COLLAPSE_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [show]);
  if (!show) return null;

  const close = () => {
    writeJson(DOWNLOAD_CLOSED_KEY, localDay(Date.now()));
    setClosed(true);
    if (getSession()) finish.mutate('download');
  };
  const closeButton = (
    <button
      type="button"
      onClick={close}
      className="flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      aria-label={t('guides.download.close')}
      data-testid="download-banner-close"
    >
      <IconClose size={16} />
    </button>
  );
  const get = (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="shrink-0 rounded-lg bg-accent px-3 py-1.5 text-xs font-extrabold text-accent-ink"
      data-testid="download-banner-get"
    >
      {t('guides.download.get')}
    </a>
  );
  if (collapsed) {
    return (
      <div
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex h-10 items-center gap-2 border-t border-line bg-surface/95 px-3"
        data-testid="download-banner"
        data-collapsed="true"
      >
        <IconSparkles size={16} className="shrink-0 text-accent" />
        <span className="min-w-0 flex-1 truncate text-xs font-bold">{t('guides.download.slim')}</span>
        {get}
        {closeButton}
      </div>
    );
  }
  return (
    <div
      className="flex items-center gap-3 border-b border-line bg-gradient-to-r from-accent/15 to-violet/15 px-3 py-2"
      data-testid="download-banner"
      data-collapsed="false"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/20 text-accent">
        <IconSparkles size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-extrabold leading-tight">{t('guides.download.title')}</p>
        <p className="text-xs leading-tight text-muted">{t('guides.download.text')}</p>
      </div>
      {get}
      {closeButton}
    </div>
  );
}
