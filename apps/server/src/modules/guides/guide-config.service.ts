import type { AppLinks, FloatingBall, OpsTipBody, PlayGroundConfig, PlayGroundEntry, Switches, TipState } from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OpsActor } from '../boxes/catalogue-ops.service.ts';
import {
  DEFAULT_APP_LINKS,
  DEFAULT_FLOATING_BALL,
  DEFAULT_PLAY_GROUND,
  DEFAULT_SWITCHES,
  DEFAULT_TIP,
  GUIDE_SETTINGS,
} from './guides-defaults.ts';

type SettingName = keyof typeof GUIDE_SETTINGS;

/**
 * Console-edited settings (apps/server/src/modules/guides/README.md; rows of `settings`, seeded with the defaults of guides-defaults.ts, cached
 * SETTINGS_CACHE_MS): the floating activity ball (docs/product/README.md), feature switches and the Play Ground menu (docs/product/endpoints.md#system
 * /sys/switches, /sys/play_ground/config), the top tip (/tip/state) and the app store links of the download
 * banner. Every save writes its `ops_audit` row in the same transaction.
 */
export class GuideConfigService {
  constructor(private readonly d: { db: Db; settings: SettingsService }) {
    d.settings.define(GUIDE_SETTINGS.floatingBall, DEFAULT_FLOATING_BALL);
    d.settings.define(GUIDE_SETTINGS.switches, DEFAULT_SWITCHES);
    d.settings.define(GUIDE_SETTINGS.playGround, DEFAULT_PLAY_GROUND);
    d.settings.define(GUIDE_SETTINGS.tip, DEFAULT_TIP);
    d.settings.define(GUIDE_SETTINGS.appLinks, DEFAULT_APP_LINKS);
  }

  /** GET /api/sys/floating_ball. */
  floatingBall(): Promise<FloatingBall> {
    return this.d.settings.get<FloatingBall>(GUIDE_SETTINGS.floatingBall);
  }

  /** GET /api/sys/switches: a game missing from a stored row (added later) reads as on. */
  async switches(): Promise<Switches> {
    const s = await this.d.settings.get<Switches>(GUIDE_SETTINGS.switches);
    return { ...DEFAULT_SWITCHES, ...s, games: { ...DEFAULT_SWITCHES.games, ...s.games } };
  }

  /** The stored Play Ground entries (console), visible or not. */
  playGroundEntries(): Promise<PlayGroundEntry[]> {
    return this.d.settings.get<PlayGroundEntry[]>(GUIDE_SETTINGS.playGround);
  }

  /** GET /api/sys/play_ground/config: visible entries in order, without the games switched off. */
  async playGround(): Promise<PlayGroundConfig> {
    const [entries, sw] = await Promise.all([this.playGroundEntries(), this.switches()]);
    return { entries: entries.filter((e) => e.visible && (e.game === null || sw.games[e.game] !== false)) };
  }

  /** GET /api/tip/state. */
  tip(): Promise<TipState> {
    return this.d.settings.get<TipState>(GUIDE_SETTINGS.tip);
  }

  /** The download banner's store links. */
  appLinks(): Promise<AppLinks> {
    return this.d.settings.get<AppLinks>(GUIDE_SETTINGS.appLinks);
  }

  /** POST /api/ops/guides/floating-ball (role catalogue), audited `guides.floating_ball.update`. */
  setFloatingBall(actor: OpsActor, value: FloatingBall): Promise<FloatingBall> {
    return this.save(actor, 'floatingBall', value);
  }

  /** POST /api/ops/guides/switches, audited `guides.switches.update`. */
  setSwitches(actor: OpsActor, value: Switches): Promise<Switches> {
    return this.save(actor, 'switches', value);
  }

  /** POST /api/ops/guides/play-ground {entries} (order = menu order), audited `guides.play_ground.update`. */
  setPlayGround(actor: OpsActor, entries: PlayGroundEntry[]): Promise<PlayGroundEntry[]> {
    return this.save(actor, 'playGround', entries);
  }

  /** POST /api/ops/guides/app-links, audited `guides.app_links.update`. */
  setAppLinks(actor: OpsActor, value: AppLinks): Promise<AppLinks> {
    return this.save(actor, 'appLinks', value);
  }

  /** POST /api/ops/guides/tip: saves the tip with the next version (a closed tip shows again), audited. */
  async setTip(actor: OpsActor, body: OpsTipBody): Promise<TipState> {
    const key = GUIDE_SETTINGS.tip;
    const saved = await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.get<TipState>(key, tx);
      const value: TipState = { ...body, version: (before?.version ?? 0) + 1 };
      await this.d.settings.set(tx, key, value, actor.userId);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'guides.tip.update',
        targetType: 'setting',
        targetId: key,
        before,
        after: value,
      });
      return value;
    });
    this.d.settings.forget(key);
    return saved;
  }

  private async save<T>(actor: OpsActor, name: SettingName, value: T): Promise<T> {
    const key = GUIDE_SETTINGS[name];
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, key, value, actor.userId);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: `${key}.update`,
        targetType: 'setting',
        targetId: key,
        before,
        after: value,
      });
    });
    this.d.settings.forget(key);
    return value;
  }
}
