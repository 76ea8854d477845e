import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppLinks, FloatingBall, GameKey, OpsTipBody, PlayGroundEntry, Switches, TipState, type OpsGuides } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';
import { ImageField, Toggle } from '../catalogue/shared.tsx';

export const GUIDES_KEY = ['ops', 'guides'];

/** One console card that edits one setting: a local draft, a Save button, the answer refreshes the page's data. */
function SettingCard<T>({
  title,
  testId,
  path,
  schema,
  draft,
  valid = true,
  children,
}: {
  title: string;
  testId: string;
  path: string;
  schema: z.ZodType<unknown>;
  draft: T;
  valid?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: T) => opsApi(path, { method: 'POST', body, schema }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: GUIDES_KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft);
  };
  return (
    <OpsCard title={title} testId={testId}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        {children}
        <ErrorLine error={save.error} />
        <div className="flex items-center gap-3">
          <Button type="submit" loading={save.isPending} disabled={!valid} data-testid={`${testId}-save`}>
            {t('opsGuides.save')}
          </Button>
          {save.isSuccess ? (
            <span className="text-xs text-accent" data-testid={`${testId}-saved`}>
              {t('opsGuides.saved')}
            </span>
          ) : null}
        </div>
      </form>
    </OpsCard>
  );
}

/** The floating activity ball: on/off, image, link, name, hidden pages. */
export function BallCard({ value }: { value: FloatingBall }) {
  const { t } = useTranslation();
  const [d, setD] = useState(value);
  const [hidden, setHidden] = useState(value.hiddenPages.join('\n'));
  const body = {
    ...d,
    hiddenPages: hidden
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  };
  return (
    <SettingCard
      title={t('opsGuides.ball.title')}
      testId="ops-guides-ball"
      path="/ops/guides/floating-ball"
      schema={FloatingBall}
      draft={body}
      valid={FloatingBall.safeParse(body).success}
    >
      <Toggle
        checked={d.enabled}
        onChange={(enabled) => setD({ ...d, enabled })}
        label={t('opsGuides.ball.enabled')}
        testId="ops-guides-ball-enabled"
      />
      <ImageField value={d.img} onChange={(img) => setD({ ...d, img })} testId="ops-guides-ball-image" />
      <Input
        label={t('opsGuides.ball.link')}
        value={d.link}
        maxLength={300}
        onChange={(e) => setD({ ...d, link: e.target.value })}
        data-testid="ops-guides-ball-link"
      />
      <Input
        label={t('opsGuides.ball.name')}
        value={d.title}
        maxLength={60}
        onChange={(e) => setD({ ...d, title: e.target.value })}
        data-testid="ops-guides-ball-title"
      />
      <label className="flex flex-col gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('opsGuides.ball.hidden')}
        <textarea
          className="min-h-24 rounded-xl border border-line bg-bg-2 p-2 font-mono text-sm normal-case tracking-normal text-fg"
          value={hidden}
          onChange={(e) => setHidden(e.target.value)}
          data-testid="ops-guides-ball-hidden"
        />
      </label>
    </SettingCard>
  );
}

/** Feature switches: each game, the chats. */
export function SwitchesCard({ value }: { value: Switches }) {
  const { t } = useTranslation();
  const [d, setD] = useState(value);
  return (
    <SettingCard title={t('opsGuides.switches.title')} testId="ops-guides-switches" path="/ops/guides/switches" schema={Switches} draft={d}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('opsGuides.switches.games')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {GameKey.options.map((g) => (
          <Toggle
            key={g}
            checked={d.games[g] !== false}
            onChange={(on) => setD({ ...d, games: { ...d.games, [g]: on } })}
            label={t(`opsGuides.games.${g}`)}
            testId={`ops-guides-switch-${g}`}
          />
        ))}
      </div>
      <Toggle
        checked={d.chat}
        onChange={(chat) => setD({ ...d, chat })}
        label={t('opsGuides.switches.chat')}
        testId="ops-guides-switch-chat"
      />
      <Toggle
        checked={d.chatRoom}
        onChange={(chatRoom) => setD({ ...d, chatRoom })}
        label={t('opsGuides.switches.chatRoom')}
        testId="ops-guides-switch-chat-room"
      />
    </SettingCard>
  );
}

/** The Play Ground menu: order (up/down), visible, badge. */
export function PlayGroundCard({ value, switches }: { value: PlayGroundEntry[]; switches: Switches }) {
  const { t } = useTranslation();
  const [d, setD] = useState(value);
  const move = (i: number, by: number) =>
    setD((list) => {
      const next = [...list];
      const [e] = next.splice(i, 1);
      next.splice(i + by, 0, e!);
      return next;
    });
  const patch = (i: number, p: Partial<PlayGroundEntry>) => setD((list) => list.map((e, j) => (j === i ? { ...e, ...p } : e)));
  return (
    <SettingCard
      title={t('opsGuides.playGround.title')}
      testId="ops-guides-play-ground"
      path="/ops/guides/play-ground"
      schema={PlayGroundEntry.array()}
      draft={{ entries: d }}
    >
      <ol className="flex flex-col gap-2">
        {d.map((e, i) => (
          <li
            key={e.key}
            className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-bg-2 px-3 py-2"
            data-testid={`ops-guides-pg-${e.key}`}
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold">{t(e.labelKey)}</span>
              <span className="block text-xs text-muted">
                {e.to}
                {e.game && switches.games[e.game] === false ? ` · ${t('opsGuides.playGround.offNote')}` : ''}
              </span>
            </span>
            <Toggle
              checked={e.visible}
              onChange={(visible) => patch(i, { visible })}
              label={t('opsGuides.playGround.visible')}
              testId={`ops-guides-pg-visible-${e.key}`}
            />
            <select
              className="h-8 rounded-lg border border-line bg-surface px-2 text-xs"
              aria-label={t('opsGuides.playGround.badge')}
              value={e.badge ?? ''}
              onChange={(ev) => patch(i, { badge: (ev.target.value || null) as PlayGroundEntry['badge'] })}
            >
              <option value="">{t('opsGuides.playGround.none')}</option>
              <option value="hot">{t('guides.badge.hot')}</option>
              <option value="new">{t('guides.badge.new')}</option>
            </select>
            <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('opsGuides.playGround.up')}>
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={i === d.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t('opsGuides.playGround.down')}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
    </SettingCard>
  );
}

/** The top tip line (English and Portuguese) and its link. */
export function TipCard({ value }: { value: TipState }) {
  const { t } = useTranslation();
  const [d, setD] = useState<OpsTipBody>({ enabled: value.enabled, text: value.text, textPt: value.textPt, link: value.link });
  return (
    <SettingCard
      title={`${t('opsGuides.tip.title')} · ${t('opsGuides.tip.version', { version: value.version })}`}
      testId="ops-guides-tip"
      path="/ops/guides/tip"
      schema={TipState}
      draft={d}
      valid={OpsTipBody.safeParse(d).success}
    >
      <Toggle
        checked={d.enabled}
        onChange={(enabled) => setD({ ...d, enabled })}
        label={t('opsGuides.tip.enabled')}
        testId="ops-guides-tip-enabled"
      />
      <Input
        label={t('opsGuides.tip.text')}
        value={d.text}
        maxLength={140}
        onChange={(e) => setD({ ...d, text: e.target.value })}
        data-testid="ops-guides-tip-text"
      />
      <Input
        label={t('opsGuides.tip.textPt')}
        value={d.textPt}
        maxLength={140}
        onChange={(e) => setD({ ...d, textPt: e.target.value })}
        data-testid="ops-guides-tip-text-pt"
      />
      <Input
        label={t('opsGuides.tip.link')}
        value={d.link}
        maxLength={300}
        onChange={(e) => setD({ ...d, link: e.target.value })}
        data-testid="ops-guides-tip-link"
      />
    </SettingCard>
  );
}

/** The download banner's store links. */
export function LinksCard({ value }: { value: OpsGuides['appLinks'] }) {
  const { t } = useTranslation();
  const [d, setD] = useState(value);
  return (
    <SettingCard
      title={t('opsGuides.links.title')}
      testId="ops-guides-links"
      path="/ops/guides/app-links"
      schema={AppLinks}
      draft={d}
      valid={AppLinks.safeParse(d).success}
    >
      <p className="text-xs text-muted">{t('opsGuides.links.note')}</p>
      <Input
        label={t('opsGuides.links.ios')}
        value={d.ios}
        maxLength={300}
        onChange={(e) => setD({ ...d, ios: e.target.value })}
        data-testid="ops-guides-links-ios"
      />
      <Input
        label={t('opsGuides.links.android')}
        value={d.android}
        maxLength={300}
        onChange={(e) => setD({ ...d, android: e.target.value })}
        data-testid="ops-guides-links-android"
      />
    </SettingCard>
  );
}
