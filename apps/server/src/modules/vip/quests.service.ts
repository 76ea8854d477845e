import { centsToCoins } from '@hapa/domain';
import type { QuestInfo, QuestReward, QuestTaskKind, QuestView } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { VipService } from './vip.service.ts';
import * as vipRepo from './vip.repo.ts';
import * as repo from './quests.repo.ts';
import type { DomainEventMap, EventsService } from '../events/events.service.ts';
import { applyDelta, mergeProgress, type Progress, type ProgressDelta } from './quest-progress.ts';

/** What a task counts (contracts QuestTaskKind: the web words each kind). */
export type TaskKind = QuestTaskKind;
export interface QuestTaskDef {
  taskId: number;
  kind: TaskKind;
  target: number;
  name: string;
}
/** Rewards another module grants (apps/server/src/modules/vip/README.md): Flip Cards chances, daily lottery tickets, Fancy Cards packs. */
export type GrantedRewardType = 'flip_chance' | 'lottery_ticket' | 'fancy_pack';
/** A quest reward: coins (cents), HapaCoins, a catalogue item (id) or a count of a granted reward. */
export interface QuestRewardDef {
  type: 'coin' | 'bean' | 'item' | GrantedRewardType;
  amount: number;
}
/**
 * Grants `count` of a reward once per `sourceRef` (`quest:{userId}:{questId}:{i}`) inside the caller's transaction;
 * returns false when that sourceRef was already granted. Registered by the owning module (flip, lottery, fancy cards).
 */
export type RewardGranter = (tx: Tx, grant: { userId: number; sourceRef: string; count: number }) => Promise<boolean>;

/** Quest states (docs/product/entities.md#quests Quest taskDetail state). */
export const QUEST_STATE = { locked: 0, running: 1, finished: 2, claimed: 3, expired: 4 } as const;

/**
 * The documented default Glory Road (seeded when the quest table is empty; operators edit the rows):
 * the level-up quest of docs/product/constants.md#vip-and-progression (VIP2 with $50 of deposits), then opens, then battles and games.
 */
export const DEFAULT_QUESTS: {
  id: number;
  sort: number;
  name: string;
  /** the web catalogue's name of the quest (`vip.glory.names.<nameKey>`), said while operators leave `name` as seeded */
  nameKey: string;
  tasks: QuestTaskDef[];
  rewards: QuestRewardDef[];
  durationHours: number;
  unlockAfter: number | null;
}[] = [
  {
    id: 1,
    sort: 1,
    name: 'Level-up quest',
    nameKey: 'levelUp',
    tasks: [
      { taskId: 1, kind: 'deposit_cents', target: 5_000, name: 'Top up $50 in total' },
      { taskId: 2, kind: 'level', target: 2, name: 'Reach VIP2' },
    ],
    rewards: [
      { type: 'coin', amount: 200 },
      { type: 'bean', amount: 500 },
    ],
    durationHours: 168,
    unlockAfter: null,
  },
  {
    id: 2,
    sort: 2,
    name: 'Box hunter',
    nameKey: 'boxHunter',
    tasks: [{ taskId: 1, kind: 'opens', target: 10, name: 'Open 10 boxes' }],
    rewards: [
      { type: 'bean', amount: 1_000 },
      { type: 'flip_chance', amount: 1 },
    ],
    durationHours: 72,
    unlockAfter: 1,
  },
  {
    id: 3,
    sort: 3,
    name: 'Battle road',
    nameKey: 'battleRoad',
    tasks: [
      { taskId: 1, kind: 'games_played', target: 3, name: 'Play 3 battles or games' },
      { taskId: 2, kind: 'battles_won', target: 1, name: 'Win a battle' },
    ],
    rewards: [{ type: 'item', amount: 1403 }],
    durationHours: 72,
    unlockAfter: 2,
  },
];

/**
 * The catalogue name of a quest (docs/architecture/web-app.md#server-built-texts): a seeded quest whose name the
 * operators left as seeded is said in the reader's language; a renamed or operator-made quest shows its name as typed.
 */
export function questNameKey(q: { id: number; name: string }): string | null {
  const seeded = DEFAULT_QUESTS.find((d) => d.id === q.id);
  return seeded && seeded.name === q.name ? seeded.nameKey : null;
}

export type { ProgressDelta } from './quest-progress.ts';

/**
 * Glory Road (apps/server/src/modules/vip/README.md; docs/product/routes.md#home /glory-road and the home section, docs/product/entities.md#quests Quest, docs/product/endpoints.md#games /quest/*, docs/product/constants.md#vip-and-progression level-up
 * quest and boost): quests with tasks, a countdown, rewards claimed once, a HapaCoin boost and the next
 * quest unlocked by the claim. Progress is reported by the actions themselves through domain events
 * after commit (`recordProgress` is the consumer's handler), never by the client.
 */
export class QuestsService {
  private readonly granters = new Map<GrantedRewardType, RewardGranter>();

  constructor(
    private readonly d: { db: Db; wallet: WalletService; clock: Clock; vip: VipService; publisher: Publisher; events: EventsService },
  ) {
    // progress comes from the actions' domain events, after their commit: reactions/quests.ts
  }

  /** Wires what a reward of `type` grants (its owning module registers it while the container is wired). */
  useRewardGrant(type: GrantedRewardType, grant: RewardGranter): void {
    this.granters.set(type, grant);
  }

  /** Seeds DEFAULT_QUESTS when the table is empty (idempotent). */
  async start(): Promise<void> {
    if ((await repo.countQuests(this.d.db)) === 0)
      await repo.insertQuests(
        this.d.db,
        DEFAULT_QUESTS.map(({ nameKey: _nameKey, ...q }) => ({ ...q, isActive: true })),
      );
  }

  /** A run from zero at `now`: level tasks start at the player's current level; ends after the quest's duration. */
  private async freshRun(db: DbOrTx, userId: number, q: repo.QuestRow, now: Date) {
    const level = await this.d.vip.levelOf((await vipRepo.userXp(db, userId)) ?? 0, db);
    const tasks = q.tasks as QuestTaskDef[];
    const progress: Progress = {};
    for (const t of tasks) progress[t.taskId] = t.kind === 'level' ? level : 0;
    return {
      progress,
      startedAt: now,
      endsAt: new Date(now.getTime() + q.durationHours * 3_600_000),
      completedAt: isDone(tasks, progress) ? now : null,
    };
  }

  private async startRun(db: DbOrTx, userId: number, q: repo.QuestRow) {
    const now = this.d.clock.now();
    await repo.startRun(db, { userId, questId: q.id, ...(await this.freshRun(db, userId, q, now)) });
  }

  /** Starts the quests open to the player (no predecessor, or predecessor claimed) that have no run yet. */
  private async ensureRuns(db: DbOrTx, userId: number, questList: repo.QuestRow[], runs: repo.ProgressRow[]): Promise<boolean> {
    const byQuest = new Map(runs.map((r) => [r.questId, r]));
    let started = false;
    for (const q of questList) {
      if (byQuest.has(q.id)) continue;
      const prev = q.unlockAfter === null ? null : byQuest.get(q.unlockAfter);
      if (q.unlockAfter !== null && !prev?.claimedAt) continue;
      await this.startRun(db, userId, q);
      started = true;
    }
    return started;
  }

  private state(run: repo.ProgressRow | undefined, now: Date): number {
    if (!run) return QUEST_STATE.locked;
    if (run.claimedAt) return QUEST_STATE.claimed;
    if (run.completedAt) return QUEST_STATE.finished;
    if (run.endsAt.getTime() <= now.getTime()) return QUEST_STATE.expired;
    return QUEST_STATE.running;
  }

  private async rewardViews(rewards: QuestRewardDef[]): Promise<QuestReward[]> {
    const names = await repo.itemNames(
      this.d.db,
      rewards.filter((r) => r.type === 'item').map((r) => r.amount),
    );
    return rewards.map((r) => {
      if (r.type === 'item')
        return { type: 'item', amount: r.amount, name: names.get(r.amount)?.name ?? null, image: names.get(r.amount)?.image ?? null };
      return { type: r.type, amount: r.type === 'coin' ? centsToCoins(r.amount) : r.amount, name: null, image: null };
    });
  }

  /** GET /api/quest/info (docs/product/entities.md#quests Quest): every active quest with its state, countdown, tasks, rewards and boost. */
  async info(userId: number): Promise<QuestInfo> {
    const questList = await repo.activeQuests(this.d.db);
    let runs = await repo.progressOf(this.d.db, userId);
    if (await this.ensureRuns(this.d.db, userId, questList, runs)) runs = await repo.progressOf(this.d.db, userId);
    const byQuest = new Map(runs.map((r) => [r.questId, r]));
    const now = this.d.clock.now();
    const [needCoins, myCoins] = await Promise.all([
      this.d.vip.settings().then((s) => s.quest_boost_beans),
      this.d.wallet.balanceOf(this.d.db, userId, 'user_bean'),
    ]);
    const taskDetail: QuestView[] = [];
    for (const q of questList) {
      const run = byQuest.get(q.id);
      const state = this.state(run, now);
      const progress = (run?.progress ?? {}) as Progress;
      taskDetail.push({
        questId: q.id,
        name: q.name,
        nameKey: questNameKey(q),
        state,
        endDifTime: state === QUEST_STATE.running ? Math.max(0, run!.endsAt.getTime() - now.getTime()) : 0,
        tasks: (q.tasks as QuestTaskDef[]).map((t) => ({
          taskId: t.taskId,
          name: t.name,
          kind: t.kind,
          target: t.kind === 'deposit_cents' ? centsToCoins(t.target) : t.target,
          progress: Math.min(t.target, progress[t.taskId] ?? 0) / (t.kind === 'deposit_cents' ? 100 : 1),
        })),
        rewardList: await this.rewardViews(q.rewards as QuestRewardDef[]),
        boost: { needCoins, myCoins },
      });
    }
    return {
      rewardNum: taskDetail.filter((t) => t.state === QUEST_STATE.finished).length,
      allFinish: taskDetail.length > 0 && taskDetail.every((t) => t.state === QUEST_STATE.claimed),
      taskDetail,
    };
  }

  /** GET /api/quest/simple_info: rewards waiting and whether all quests are done (home badge). */
  async simpleInfo(userId: number): Promise<{ rewardNum: number; allFinish: boolean }> {
    const i = await this.info(userId);
    return { rewardNum: i.rewardNum, allFinish: i.allFinish };
  }

  /**
   * Adds one action's `delta` to the player's running quests (the quests consumer's handler, reactions/quests.ts).
   * Same as `recordProgressMany` with one item.
   */
  async recordProgress(tx: Tx, userId: number, delta: ProgressDelta): Promise<void> {
    await this.recordProgressMany(tx, [{ userId, delta }]);
  }

  /**
   * Adds the deltas of a batch of events (the quests consumer's batch, reactions/quests.ts) to the players' running
   * quests: the deltas merged per player (quest-progress.ts), the quests and every player's runs read and locked in one
   * statement (players ascending), runs started where missing, every changed run written in one statement, and
   * `quest.completed` appended for each run that is done now, all in `tx`.
   */
  async recordProgressMany(tx: Tx, items: readonly { userId: number; delta: ProgressDelta }[]): Promise<void> {
    const perPlayer = mergeProgress(items);
    if (!perPlayer.size) return;
    const read = await repo.activeQuestsAndLockedRuns(tx, [...perPlayer.keys()]);
    const quests = new Map(read.quests.map((q) => [q.id, q]));
    const now = this.d.clock.now();
    const updates: repo.RunProgressUpdate[] = [];
    const completed: { userId: number; q: repo.QuestRow }[] = [];
    for (const [userId, delta] of perPlayer) {
      let runs = read.runs.filter((r) => r.userId === userId);
      if (await this.ensureRuns(tx, userId, read.quests, runs)) runs = await repo.progressOf(tx, userId, true);
      for (const run of runs) {
        const q = quests.get(run.questId);
        if (!q || this.state(run, now) !== QUEST_STATE.running) continue;
        const tasks = q.tasks as QuestTaskDef[];
        const progress = applyDelta(tasks, run.progress as Progress, delta);
        if (!progress) continue;
        // a running run that is done now becomes completed in this transaction
        const done = isDone(tasks, progress);
        updates.push({ userId, questId: run.questId, progress, completedAt: done ? now : null });
        if (done) completed.push({ userId, q });
      }
    }
    await repo.updateRuns(tx, updates);
    for (const { userId, q } of completed)
      await this.d.events.append(tx, 'quest.completed', userId, { userId, questId: q.id, name: q.name, ...nameKeyOf(q) });
  }

  /** Locks the player's runs and returns the quest and its run. @throws AppError quest.error.not_found | quest.error.locked */
  private async lockRun(tx: Tx, userId: number, questId: number) {
    const questList = await repo.activeQuests(tx);
    const q = questList.find((x) => x.id === questId);
    if (!q) throw new AppError('quest.error.not_found');
    let runs = await repo.progressOf(tx, userId, true);
    if (await this.ensureRuns(tx, userId, questList, runs)) runs = await repo.progressOf(tx, userId, true);
    const run = runs.find((r) => r.questId === questId);
    if (!run) throw new AppError('quest.error.locked');
    return { q, run, questList };
  }

  /**
   * POST /api/quest/reward/obtain {questId}: pays a finished quest's rewards once (coins from the bonus
   * account, HapaCoins, items to the store, flip card chances) under ledger keys `quest:{userId}:{questId}:{type}:{i}`, then
   * starts the quest it unlocks. Two parallel claims pay once (the run row is locked; the second reads it claimed).
   * @throws AppError quest.error.not_found | locked | not_finished | already_obtain
   */
  async claim(userId: number, questId: number): Promise<QuestInfo> {
    let coinBalance: number | null = null;
    await this.d.db.transaction(async (tx) => {
      const { q, run, questList } = await this.lockRun(tx, userId, questId);
      if (run.claimedAt) throw new AppError('quest.error.already_obtain');
      if (!run.completedAt) throw new AppError('quest.error.not_finished');
      const now = this.d.clock.now();
      const rewards = q.rewards as QuestRewardDef[];
      for (const [i, r] of rewards.entries()) {
        const key = `quest:${userId}:${questId}:${r.type}:${i}`;
        const ref = { userId, refType: 'quest', refId: String(questId), idempotencyKey: key, kind: 'quest_reward' as const };
        if (r.type === 'coin' && r.amount > 0)
          coinBalance = (await this.d.wallet.credit(tx, 'bonus', { ...ref, amount: r.amount })).balance;
        if (r.type === 'bean' && r.amount > 0) await this.d.wallet.credit(tx, 'bean_clearing', { ...ref, amount: r.amount }, 'user_bean');
        if (r.type === 'item') await vipRepo.insertStoreItem(tx, userId, r.amount, 'quest', now);
        const granter = this.granters.get(r.type as GrantedRewardType);
        if (granter && r.amount > 0) await granter(tx, { userId, sourceRef: `quest:${userId}:${questId}:${i}`, count: r.amount });
      }
      await repo.updateRun(tx, userId, questId, { claimedAt: now });
      const runs = (await repo.progressOf(tx, userId)).map((x) => (x.questId === questId ? { ...x, claimedAt: now } : x));
      await this.ensureRuns(tx, userId, questList, runs);
    });
    if (coinBalance !== null) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(coinBalance) });
    return this.info(userId);
  }

  /**
   * POST /api/quest/boost {questId}: finishes a running quest at once for the boost price in HapaCoins
   * (setting quest_boost_beans, docs/product/constants.md#vip-and-progression: 2,000), paid from the player's HapaCoins (key `quest_boost:{userId}:{questId}`).
   * @throws AppError quest.error.not_found | locked | expired | already_obtain | bean.error.not_enough
   */
  async boost(userId: number, questId: number): Promise<QuestInfo> {
    const price = (await this.d.vip.settings()).quest_boost_beans;
    await this.d.db.transaction(async (tx) => {
      const { q, run } = await this.lockRun(tx, userId, questId);
      const now = this.d.clock.now();
      const state = this.state(run, now);
      if (state === QUEST_STATE.claimed) throw new AppError('quest.error.already_obtain');
      if (state === QUEST_STATE.expired) throw new AppError('quest.error.expired');
      if (state === QUEST_STATE.finished) return;
      await this.d.wallet.debit(
        tx,
        'bean_clearing',
        {
          userId,
          amount: price,
          idempotencyKey: `quest_boost:${userId}:${questId}:${run.startedAt.getTime()}`,
          kind: 'quest_boost',
          refType: 'quest',
          refId: String(questId),
        },
        'user_bean',
      );
      await repo.updateRun(tx, userId, questId, { completedAt: now, boostedAt: now });
      await this.d.events.append(tx, 'quest.completed', userId, { userId, questId, name: q.name, ...nameKeyOf(q) });
    });
    return this.info(userId);
  }

  /**
   * POST /api/quest/unlock {questId}: starts an unlocked quest that has no run yet, or restarts an expired one
   * (progress from zero, a new countdown). @throws AppError quest.error.not_found | locked
   */
  async unlock(userId: number, questId: number): Promise<QuestInfo> {
    await this.d.db.transaction(async (tx) => {
      const { q, run } = await this.lockRun(tx, userId, questId);
      if (this.state(run, this.d.clock.now()) !== QUEST_STATE.expired) return;
      await repo.updateRun(tx, userId, questId, await this.freshRun(tx, userId, q, this.d.clock.now()));
    });
    return this.info(userId);
  }

  /** GET /api/quest/history: claimed quests, newest first. */
  async history(userId: number) {
    const [runs, questList] = await Promise.all([repo.claimedRuns(this.d.db, userId, 50), repo.activeQuests(this.d.db)]);
    const quests = new Map(questList.map((q) => [q.id, q]));
    const list = [];
    for (const r of runs) {
      const q = quests.get(r.questId);
      if (!q) continue;
      list.push({
        questId: q.id,
        name: q.name,
        nameKey: questNameKey(q),
        claimedAt: r.claimedAt!.toISOString(),
        rewardList: await this.rewardViews(q.rewards as QuestRewardDef[]),
      });
    }
    return { list };
  }
}

function isDone(tasks: QuestTaskDef[], progress: Progress): boolean {
  return tasks.every((t) => (progress[t.taskId] ?? 0) >= t.target);
}

/** `{nameKey}` of a seeded quest left as seeded, else nothing (the `quest.completed` payload's optional field). */
function nameKeyOf(q: { id: number; name: string }): { nameKey?: string } {
  const key = questNameKey(q);
  return key ? { nameKey: key } : {};
}
