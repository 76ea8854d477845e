import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Card, CardTitle, Input, Spinner } from '../../../components/index.ts';
import { useBattleDetailQuery } from '../api/get-battle-detail.ts';
import { BattleFairness } from './battle-fairness.tsx';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function Verified({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const q = useBattleDetailQuery(uuid);
  if (q.isLoading) return <Spinner />;
  if (!q.data) return <p className="text-sm text-danger">{t('battles.notFound')}</p>;
  return <BattleFairness detail={q.data} showLink={false} />;
}

/**
 * Battle section of /provably-fair: paste a battle link or id (or arrive with ?battle=uuid) and
 * every round's ticket is recomputed in the browser (fairness.md "Battles").
 */
export function BattleVerifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('battle') ?? '';
  const [text, setText] = useState(initial);
  const [uuid, setUuid] = useState<string | null>(UUID.exec(initial)?.[0]?.toLowerCase() ?? null);
  return (
    <Card id="battle-verifier" data-testid="battle-verifier">
      <CardTitle>{t('battles.verifierTitle')}</CardTitle>
      <p className="mb-3 text-sm text-muted">{t('battles.verifierText')}</p>
      <form
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setUuid(UUID.exec(text)?.[0]?.toLowerCase() ?? null);
        }}
      >
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('battles.verifierPlaceholder')}
          containerClassName="flex-1"
          data-testid="battle-verifier-input"
        />
        <Button type="submit">{t('battles.verify')}</Button>
      </form>
      {uuid ? <Verified uuid={uuid} /> : null}
    </Card>
  );
}
