import type { ComponentType } from 'react';
import type { PlayGroundEntry } from '@hapa/contracts';
import {
  IconBolt,
  IconBox,
  IconCard,
  IconCoin,
  IconDice,
  IconGamepad,
  IconGift,
  IconGrid,
  IconSparkles,
  IconTrophy,
} from '../../../components/index.ts';
import { usePlayGroundConfig } from '../api/get-play-ground.ts';

type Icon = ComponentType<{ size?: number; className?: string }>;

/** Icons the console can name for an entry (PlayGroundEntry.icon); others get the gamepad. */
const ICONS: Record<string, Icon> = {
  box: IconBox,
  trophy: IconTrophy,
  grid: IconGrid,
  bolt: IconBolt,
  sparkles: IconSparkles,
  card: IconCard,
  coin: IconCoin,
  dice: IconDice,
  gift: IconGift,
  gamepad: IconGamepad,
};

/** One Play Ground link as the sheet renders it. */
export interface PlayGroundLink {
  /** i18n key */
  label: string;
  to: string;
  icon?: Icon;
  badge?: PlayGroundEntry['badge'];
}

/**
 * The Play Ground menu (docs/product/routes.md#navigation, docs/product/endpoints.md#system /sys/play_ground/config): the console's entries in their order, without
 * hidden entries and switched-off games (the server leaves those out). `fallback` (the built-in list) is used
 * while the call loads or when it fails, so the menu is never empty.
 */
export function usePlayGroundLinks(fallback: readonly PlayGroundLink[]): PlayGroundLink[] {
  const { data } = usePlayGroundConfig();
  if (!data) return [...fallback];
  return data.entries.map((e) => ({ label: e.labelKey, to: e.to, icon: ICONS[e.icon] ?? IconGamepad, badge: e.badge }));
}
