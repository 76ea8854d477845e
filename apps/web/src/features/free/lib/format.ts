import { formatNumber } from '../../../lib/i18n/format.ts';
import { formatCoinUnits } from '../../../lib/money.ts';
import type { FreeFormat } from './free-box-text.ts';

/** Money and counts in the player's language (the free boxes' texts). */
export const FORMAT: FreeFormat = { money: (c) => formatCoinUnits(c), number: (n) => formatNumber(n) };
