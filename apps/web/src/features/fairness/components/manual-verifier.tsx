import { isValidServerSeed } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Input, MonoField } from '../../../components/index.ts';
import { fairnessFloat } from '../lib/fairness-float.ts';
import { computeManual, type ManualResult } from '../lib/verify.ts';

/** Server seed + client seed + nonce -> hash, floats and the box ticket, computed in the browser. */
export function ManualVerifier({ initial }: { initial?: { serverSeed?: string; clientSeed?: string; nonce?: number } }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    serverSeed: initial?.serverSeed ?? '',
    clientSeed: initial?.clientSeed ?? '',
    nonce: initial?.nonce !== undefined ? String(initial.nonce) : '0',
  });
  const [errors, setErrors] = useState<{ serverSeed?: string; clientSeed?: string; nonce?: string }>({});
  const [result, setResult] = useState<ManualResult | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const nonce = Number(values.nonce);
    const next: typeof errors = {};
    if (!values.serverSeed.trim()) next.serverSeed = t('fairness.seedRequired');
    if (!values.clientSeed) next.clientSeed = t('fairness.seedRequired');
    if (values.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0) next.nonce = t('fairness.nonceError');
    setErrors(next);
    if (Object.keys(next).length > 0) return setResult(null);
    setResult(computeManual(values.serverSeed.trim(), values.clientSeed, nonce));
  }

  const seedWarning = values.serverSeed.trim() && !isValidServerSeed(values.serverSeed.trim()) ? t('fairness.serverSeedWarn') : undefined;
  return (
    <Card data-testid="manual-verifier">
      <CardTitle>{t('fairness.manualTitle')}</CardTitle>
      <p className="-mt-1 mb-4 text-sm text-muted">{t('fairness.manualText')}</p>
      <form onSubmit={onSubmit} className="grid grid-cols-1 gap-3 md:grid-cols-[2fr_1fr_7rem_auto] md:items-start" noValidate>
        <Input
          label={t('fairness.serverSeed')}
          value={values.serverSeed}
          onChange={(e) => setValues({ ...values, serverSeed: e.target.value })}
          error={errors.serverSeed}
          hint={seedWarning}
          className="font-mono"
          data-testid="manual-server-seed"
        />
        <Input
          label={t('fairness.clientSeed')}
          value={values.clientSeed}
          onChange={(e) => setValues({ ...values, clientSeed: e.target.value })}
          error={errors.clientSeed}
          className="font-mono"
          data-testid="manual-client-seed"
        />
        <Input
          label={t('fairness.nonce')}
          inputMode="numeric"
          value={values.nonce}
          onChange={(e) => setValues({ ...values, nonce: e.target.value })}
          error={errors.nonce}
          className="font-mono"
          data-testid="manual-nonce"
        />
        <Button type="submit" className="md:mt-[1.375rem]" data-testid="manual-submit">
          {t('fairness.manualSubmit')}
        </Button>
      </form>
      {result ? (
        <div className="mt-5 grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="manual-result">
          <MonoField label={t('fairness.serverSeedHashed')} value={result.serverSeedHashed} testId="manual-hash" />
          <div className="flex flex-col gap-1">
            <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('fairness.ticket')}</span>
            <p
              className="rounded-xl border border-accent/40 bg-accent/10 px-3 py-2 font-mono text-xl font-black text-accent"
              data-testid="manual-ticket"
            >
              {result.ticket}
            </p>
          </div>
          <div className="md:col-span-2">
            <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('fairness.floats')}</span>
            <ol className="mt-1 grid grid-cols-2 gap-1.5 font-mono text-xs md:grid-cols-4" data-testid="manual-floats">
              {result.floats.map((f, k) => (
                <li key={k} className="rounded-lg bg-bg-2 px-2 py-1.5">
                  <span className="text-subtle">float{k}</span> {fairnessFloat(f)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
