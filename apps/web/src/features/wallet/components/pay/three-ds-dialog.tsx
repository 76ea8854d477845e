import type { CardChallenge } from '@hapa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconLock, Input } from '../../../../components/index.ts';

interface ThreeDsDialogProps {
  challenge: CardChallenge | null;
  verifying: boolean;
  onVerify: (code: string) => void;
  /** the player closes the challenge: the payment is cancelled */
  onAbandon: () => void;
}

/** The issuer's 3-D Secure challenge (shown when the acquirer asks for one): a one-time code, or cancel. */
export function ThreeDsDialog({ challenge, verifying, onVerify, onAbandon }: ThreeDsDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (code.trim() && !verifying) onVerify(code.trim());
  }
  return (
    <Dialog
      open={challenge !== null}
      onOpenChange={(o) => (o || verifying ? undefined : onAbandon())}
      title={t('payExtra.trade.threeDs.title')}
      size="sm"
      data-testid="three-ds"
    >
      {challenge ? (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex items-center justify-between rounded-xl bg-bg-2 px-3 py-2 text-sm">
            <span className="flex items-center gap-2 font-bold">
              <IconLock size={14} className="text-accent" /> {t('payExtra.trade.threeDs.bank')}
            </span>
            <span className="font-mono text-xs uppercase text-muted">
              {challenge.brand} •••• {challenge.last4}
            </span>
          </div>
          <p className="text-sm text-muted" data-testid="three-ds-message">
            {challenge.message}
          </p>
          <Input
            label={t('payExtra.trade.threeDs.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="three-ds-code"
          />
          {challenge.testCode ? (
            <p className="rounded-lg border border-dashed border-warning/50 bg-warning/5 px-3 py-2 text-xs text-warning">
              {t('payExtra.trade.threeDs.testHint', { code: challenge.testCode })}
            </p>
          ) : null}
          <Button type="submit" size="lg" block loading={verifying} disabled={!code.trim()} data-testid="three-ds-submit">
            {t('payExtra.trade.threeDs.submit')}
          </Button>
          <Button type="button" variant="secondary" block disabled={verifying} onClick={onAbandon} data-testid="three-ds-cancel">
            {t('payExtra.trade.threeDs.close')}
          </Button>
        </form>
      ) : null}
    </Dialog>
  );
}
