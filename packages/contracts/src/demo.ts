import { z } from 'zod';
import { CoinAmount, CoinAmountInput } from './common.ts';
import { OpenResult } from './boxes.ts';

/** Demo mode (docs/product/states.md#demo-mode): the visitor's remaining demo credits, in coin units (the browser keeps them). */
export const SimulationOpenBody = z.object({ credits: CoinAmountInput });
export type SimulationOpenBody = z.infer<typeof SimulationOpenBody>;

/**
 * `POST /api/simulation/open/{boxId}`: a demo opening with the box's real odds and the real reel. Nothing is
 * stored, no ledger entry, no prize. Its server seed is revealed at once (a fresh one per demo opening,
 * client seed `demo`, nonce 0), so even a demo result can be checked with the box formula. `cost` is what the
 * browser takes off the demo credits.
 */
export const SimulationOpenResponse = z.object({
  results: z.array(OpenResult),
  serverSeed: z.string(),
  cost: CoinAmount,
});
export type SimulationOpenResponse = z.infer<typeof SimulationOpenResponse>;
