import type { BattleSummary } from '@hapa/contracts';

/**
 * Where a battle's page leads back to: the contest for a contest level's battle, the challenge it came from, else the
 * battles list (a contest battle must never strand the player on /battles).
 */
export function battleBackLink(battle: Pick<BattleSummary, 'purpose'>): { to: string; labelKey: string } {
  switch (battle.purpose) {
    case 'contest':
      return { to: '/battles/contest', labelKey: 'battles.backToContest' };
    case 'challenge':
      return { to: '/battles/challenge-bot', labelKey: 'battles.backToChallenges' };
    case 'boss':
      return { to: '/battles/challenge-boss', labelKey: 'battles.backToChallenges' };
    default:
      return { to: '/battles', labelKey: 'battles.backToList' };
  }
}
