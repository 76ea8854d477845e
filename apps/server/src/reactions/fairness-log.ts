import { LOG_CONSUMER, type LogService } from '../modules/transparency/log.service.ts';
import type { Reaction } from './reaction.ts';

/** The public fairness log (docs/transparency.md): every seed commitment and reveal, appended once. */
export const FAIRNESS_LOG_EVENTS = ['fairness.committed', 'fairness.revealed'] as const;

export function fairnessLogReaction(log: LogService): Reaction<(typeof FAIRNESS_LOG_EVENTS)[number]> {
  return { consumer: LOG_CONSUMER, types: FAIRNESS_LOG_EVENTS, handle: (tx, e) => log.appendEvent(tx, e) };
}
