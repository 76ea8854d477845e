import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLock, IconShield, IconTruck } from '../../components/index.ts';
import { Logo } from './logo.tsx';
import { ThemeButton } from '../../features/theme/index.ts';
import { LanguageSwitcher } from '../../features/language/index.ts';
import { availableLinks, FOOTER_COLUMNS } from './nav-config.ts';

const PAY_MARKS = ['VISA', 'Mastercard', 'Apple Pay', 'Google Pay', 'Crypto'];

/** Site footer with the static pages of docs/product/routes.md#navigation. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="skip-offscreen mt-16 [--offscreen-height:1180px] md:[--offscreen-height:480px] border-t border-line bg-bg-2/80 pb-24 md:pb-0">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)] md:px-6">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          <div className="flex gap-3 text-muted">
            <IconShield size={20} />
            <IconTruck size={20} />
            <IconLock size={20} />
          </div>
          <ThemeButton className="-ml-2 self-start" />
          <LanguageSwitcher className="w-full max-w-xs" />
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <div key={col.title}>
            <h3 className="mb-3 text-xs font-extrabold uppercase tracking-widest text-subtle">{t(col.title)}</h3>
            <ul className="flex flex-col gap-2">
              {availableLinks(col.links).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted transition hover:text-accent">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between md:px-6">
          <div className="flex flex-wrap items-center gap-2" aria-label={t('footer.payments')}>
            {PAY_MARKS.map((m) => (
              <span
                key={m}
                className="rounded-md border border-line bg-surface px-2 py-1 text-[10px] font-extrabold uppercase tracking-wider text-muted"
              >
                {m}
              </span>
            ))}
          </div>
          <div className="text-xs text-subtle md:text-right">
            <p>{t('footer.adults')}</p>
            <p className="mt-1">{t('footer.rights', { year: new Date().getFullYear() })}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
