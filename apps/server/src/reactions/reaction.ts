import type { DomainEventType, EventBatchHandler, EventFilter, EventHandler, EventsService } from '../modules/events/events.service.ts';

/**
 * One outbox consumer (docs/architecture/events-and-jobs.md#reactions): its name (the delivery job kind is
 * `event:<consumer>`), the event types it handles, its handler (run after the action's commit, in a delivery job's
 * transaction, retried until it succeeds) and an optional filter that decides at append time whether the event needs
 * a delivery at all.
 */
export interface Reaction<T extends DomainEventType = DomainEventType> {
  consumer: string;
  types: readonly T[];
  handle: EventHandler<T>;
  /**
   * Optional, for a consumer whose per-event reads and writes can be merged: it reads the events log as a stream with
   * bit `bit` (EVENT_STREAMS, modules/events/event-streams.ts) and takes its events in batches, `handleBatch`
   * (docs/architecture/events-and-jobs.md#event-streams); `handle` then only documents the one-event case.
   */
  stream?: { bit: number; handleBatch: EventBatchHandler<T> };
  accepts?: EventFilter<T>;
}

/** Subscribes a reaction to the outbox. @throws Error when a consumer of that name is subscribed twice */
export function subscribe<T extends DomainEventType>(events: EventsService, r: Reaction<T>): void {
  // eslint-disable-next-line no-restricted-syntax -- the one place consumers subscribe
  events.subscribe(r.consumer, [...r.types], r.handle, {
    ...(r.accepts ? { accepts: r.accepts } : {}),
    ...(r.stream ? { batch: r.stream.handleBatch, stream: r.stream.bit } : {}),
  });
}
