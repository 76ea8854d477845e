import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Price } from '../../../components/index.ts';
import { BattleGateBanner, NoBalanceDialog, VipGuideDialog, BoxPicker, OptionGroup, PicksList, useBoxPicks } from '../../battles/index.ts';
import { useStartChallenge } from '../api/start-challenge.ts';

const MAX_ROUNDS = 10;

/** /battles/challenge-bot (docs/product/routes.md#battles): pick boxes, normal or demon, and battle a bot 1v1 at once. */
export default function ChallengeBotPage() {
  const { t } = useTranslation();
  const { picks, rounds, costCents, full, setCount, add } = useBoxPicks(MAX_ROUNDS);
  const [mode, setMode] = useState<'normal' | 'demon'>('normal');
  const { start, pending, errors } = useStartChallenge();
  const submit = () => rounds && start({ kind: 'bot', body: { boxes: picks.map((p) => ({ boxId: p.box.id, count: p.count })), mode } });
  return (
    <div className="flex flex-col gap-5" data-testid="challenge-bot-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('contests.botTitle')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('contests.botText')}</p>
      </header>
      <BattleGateBanner />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="lg:self-start">
          <CardTitle>{t('battles.pickBoxes')}</CardTitle>
          <BoxPicker onAdd={add} disabled={full} />
        </Card>
        <div className="flex flex-col gap-5">
          <Card>
            <CardTitle action={<span className="text-xs font-semibold text-muted">{t('battles.rounds', { count: rounds })}</span>}>
              {t('battles.selected')}
            </CardTitle>
            <PicksList picks={picks} full={full} setCount={setCount} />
            {full ? <p className="mt-2 text-xs text-warning">{t('battles.maxRounds', { n: MAX_ROUNDS })}</p> : null}
          </Card>
          <Card>
            <OptionGroup
              label={t('battles.modeTitle')}
              value={mode}
              onChange={setMode}
              options={(['normal', 'demon'] as const).map((v) => ({ value: v, label: t(`battles.mode.${v}`) }))}
            />
          </Card>
          <Button size="lg" block disabled={!rounds} loading={pending} onClick={submit} data-testid="challenge-bot-start">
            {t('contests.start')} <Price cents={costCents} />
          </Button>
        </div>
      </div>
      <NoBalanceDialog open={errors.noBalance} onOpenChange={errors.setNoBalance} action="create" needCents={costCents} />
      <VipGuideDialog guide={errors.vip} onClose={() => errors.setVip(null)} />
    </div>
  );
}
