import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconClose, IconInfo } from '../../../components/index.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';
import { useTipState } from '../api/get-tip.ts';

/** The version of the tip the player closed (notice state: cleared on logout, docs/product/states.md#logout). */
export const TIP_CLOSED_KEY = `${STORAGE_KEYS.noticePrefix}tip`;

/**
 * The top tip (docs/product/entities.md#base-info base info topTip, docs/product/endpoints.md#system /tip/state): one line from the console under the header, in the
 * player's language (Portuguese when the console wrote one), with an optional link, until closed; a new console
 * save (a new version) shows again.
 */
export function TopTip() {
  const { t } = useTranslation();
  const { data } = useTipState();
  const [closed, setClosed] = useState(() => readJson<number>(TIP_CLOSED_KEY));
  if (!data?.enabled || !data.text || closed === data.version) return null;
  const text = currentLanguage() === 'pt-BR' && data.textPt ? data.textPt : data.text;
  const close = () => {
    writeJson(TIP_CLOSED_KEY, data.version);
    setClosed(data.version);
  };
  const line = <span className="min-w-0 flex-1 truncate">{text}</span>;
  return (
    <div className="border-b border-line bg-violet/15" data-testid="top-tip">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-1.5 text-xs font-semibold md:px-6">
        <IconInfo size={14} className="shrink-0 text-accent" />
        {!data.link ? (
          line
        ) : data.link.startsWith('/') ? (
          <Link to={data.link} className="flex min-w-0 flex-1 hover:underline" data-testid="top-tip-link">
            {line}
          </Link>
        ) : (
          <a
            href={data.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-w-0 flex-1 hover:underline"
            data-testid="top-tip-link"
          >
            {line}
          </a>
        )}
        <button
          type="button"
          onClick={close}
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={t('guides.tip.close')}
          data-testid="top-tip-close"
        >
          <IconClose size={14} />
        </button>
      </div>
    </div>
  );
}
