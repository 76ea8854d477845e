import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorTextIn } from '@hapa/contracts';
import { ButtonLink, EmptyState, IconGamepad } from '../../../components/index.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useSwitches } from '../api/get-switches.ts';
import { switchedOffGame } from '../lib/game-pages.ts';

/**
 * Wraps the page outlet: the page of a game the console switched off (`/sys/switches`) shows a clear "not
 * available" state instead of the game (never a 404), with the very text the server refuses a bet or join with
 * (`sys.error.feature_off`, docs/security.md#feature-switches). Other pages, and every page while the switches load or when
 * the call fails, render as they are.
 */
export function GameGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useSwitches();
  const off = switchedOffGame(pathname, data);
  if (!off) return children;
  return (
    <EmptyState
      icon={<IconGamepad size={28} />}
      title={t('guides.unavailable.title')}
      description={errorTextIn('sys.error.feature_off', currentLanguage())}
      action={<ButtonLink to="/">{t('guides.unavailable.back')}</ButtonLink>}
      className="py-20"
      data-testid="game-unavailable"
    />
  );
}
