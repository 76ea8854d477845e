import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeTopUp } from '../../../../lib/modals.ts';

/** The terms checkbox (docs/product/states.md: the button stays disabled until it is ticked; ticked by default in the gift bag). */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-start gap-3 text-xs text-muted">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
        data-testid="topup-terms"
      />
      <span>
        {t('wallet.termsPrefix')}{' '}
        <Link to="/terms-of-service" className="text-accent underline" onClick={closeTopUp}>
          {t('footer.terms')}
        </Link>
        {t('wallet.termsSuffix')}
      </span>
    </label>
  );
}
