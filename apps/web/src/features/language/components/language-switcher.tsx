import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/cn.ts';
import { chooseAndApplyLanguage, currentLanguage, LANGUAGES, type Language } from '../../../lib/i18n/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useSaveLanguage } from '../api/save-language.ts';

const NAME_KEY: Record<Language, string> = { en: 'language.names.en', 'pt-BR': 'language.names.ptBR' };
/** Each language's name is marked up in its own language, so screen readers pronounce it right. */
const NAME_LANG: Record<Language, string> = { en: 'en', 'pt-BR': 'pt-BR' };

/**
 * English / Português (Brasil) switcher (docs/architecture/web-app.md): shows the choice at once (no reload), keeps it on this
 * device and, signed in, saves it to the account (`POST /api/user/update {language}`).
 */
export function LanguageSwitcher({ className, showHint }: { className?: string; showHint?: boolean }) {
  const { t, i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const save = useSaveLanguage();
  const labelId = useId();
  const active = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : currentLanguage();

  const pick = (lang: Language) => {
    if (lang === active) return;
    void chooseAndApplyLanguage(lang);
    if (loggedIn) save.mutate(lang, { onError: () => showToast(t('language.saveFailed'), 'error') });
  };

  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="language-switcher">
      <p id={labelId} className="text-[11px] font-extrabold uppercase tracking-widest text-subtle">
        {t('language.title')}
      </p>
      <div role="group" aria-labelledby={labelId} className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface-2 p-1">
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            lang={NAME_LANG[lang]}
            aria-pressed={lang === active}
            onClick={() => pick(lang)}
            data-testid={`language-${lang}`}
            className={cn(
              'min-h-10 rounded-lg px-2 text-sm font-bold transition',
              lang === active ? 'bg-accent text-accent-ink' : 'text-muted hover:bg-surface-3 hover:text-fg',
            )}
          >
            {t(NAME_KEY[lang])}
          </button>
        ))}
      </div>
      {showHint ? <p className="text-xs text-muted">{t('language.hint')}</p> : null}
    </div>
  );
}
