import { formatCoins } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useClaim } from '../api/referral.ts';

/** Enter a distribution (promo) code or a friend's referral code (POST /api/distribution/claim; docs/product/errors.md errors inline). */
export function ClaimCard() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claim = useClaim();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim() || claim.isPending) return;
    setError(null);
    claim.mutate(code.trim(), {
      onSuccess: (r) => {
        setCode('');
        if (r.kind === 'referrer') toast.success(t('referral.claimedReferrer'));
        else if (r.kind === 'coins') toast.success(t('referral.claimedCoins', { amount: formatCoins(coinsToCents(r.amount ?? 0)) }));
        else if (r.kind === 'voucher') toast.success(t('referral.claimedVoucher', { box: r.boxName }));
        else toast.success(t('referral.claimedBox', { box: r.boxName, item: r.itemName }));
      },
      onError: (err) => setError(isApiError(err) ? err.message : t('common.somethingWrong')),
    });
  }

  return (
    <Card data-testid="referral-claim">
      <CardTitle>{t('referral.claimTitle')}</CardTitle>
      <p className="mb-3 text-sm text-muted">{t('referral.claimText')}</p>
      <form onSubmit={submit} className="flex items-start gap-2" noValidate>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('referral.claimPlaceholder')}
          aria-label={t('referral.claimPlaceholder')}
          autoCapitalize="characters"
          maxLength={32}
          error={error}
          errorTestId="claim-error"
          containerClassName="flex-1"
          data-testid="claim-code"
        />
        <Button type="submit" loading={claim.isPending} disabled={!code.trim()} data-testid="claim-submit">
          {t('referral.claim')}
        </Button>
      </form>
    </Card>
  );
}
