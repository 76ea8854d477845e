import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bpToPercentText } from '@hapa/domain';
import { Button, Input } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsHeading } from '../ui.tsx';
import './shared.tsx';

const Band = z.object({ minBp: z.number(), maxBp: z.number() });
const KEY = ['ops', 'catalogue', 'rtp-band'];
/** "91.5" -> 9150 basis points, or NaN. */
// eslint-disable-next-line no-restricted-syntax -- basis points of a typed percentage, not money
const bpOf = (text: string) => (/^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN);

/** Admin: the RTP band odds must fall in to be published (default 85-95 %). */
export default function RtpBandPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const band = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/catalogue/rtp-band', { schema: Band }) });
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  useEffect(() => {
    if (band.data) {
      setMin(bpToPercentText(band.data.minBp));
      setMax(bpToPercentText(band.data.maxBp));
    }
  }, [band.data]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/catalogue/rtp-band', { method: 'POST', body: { minBp: bpOf(min), maxBp: bpOf(max) }, schema: Band }),
    onSuccess: (b) => qc.setQueryData(KEY, b),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const bad = Number.isNaN(bpOf(min)) || Number.isNaN(bpOf(max));
  return (
    <div data-testid="ops-rtp-band-page">
      <OpsHeading title={t('opsCatalogue.band.title')} subtitle={t('opsCatalogue.band.help')} />
      <OpsCard className="max-w-md">
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <div className="grid grid-cols-2 gap-3">
            <Input
              label={t('opsCatalogue.band.min')}
              inputMode="decimal"
              value={min}
              onChange={(e) => {
                save.reset();
                setMin(e.target.value);
              }}
              data-testid="band-min"
            />
            <Input
              label={t('opsCatalogue.band.max')}
              inputMode="decimal"
              value={max}
              onChange={(e) => {
                save.reset();
                setMax(e.target.value);
              }}
              data-testid="band-max"
            />
          </div>
          <ErrorLine error={band.error ?? save.error} />
          {save.isSuccess ? (
            <p className="text-sm text-accent" role="status">
              {t('opsCatalogue.common.saved')}
            </p>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={bad} className="self-start" data-testid="band-save">
            {t('opsCatalogue.common.save')}
          </Button>
        </form>
      </OpsCard>
    </div>
  );
}
