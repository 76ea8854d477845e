import { useEffect } from 'react';
import { applySavedLanguage, applyServerPtChannels, hasLandingAdChannel } from '../../../lib/i18n/index.ts';
import { getPtChannels } from '../api/get-pt-channels.ts';

/**
 * Keeps the shown language in line with the server (docs/architecture/web-app.md): the signed-in player's saved setting
 * (`language` of base info) wins; a visitor who landed from an ad channel gets the server's current list
 * of Portuguese channels (once per page load; only then is `/api/sys/config` asked for it). Renders nothing.
 */
export function LanguageSync({ savedLanguage }: { savedLanguage: string | null | undefined }) {
  useEffect(() => {
    applySavedLanguage(savedLanguage);
  }, [savedLanguage]);
  useEffect(() => {
    if (!hasLandingAdChannel()) return;
    let live = true;
    getPtChannels()
      .then((channels) => live && applyServerPtChannels(channels))
      .catch(() => {
        /* the kept list (or the default) stays in force */
      });
    return () => {
      live = false;
    };
  }, []);
  return null;
}
