-- A delivered domain-event job is deleted when it runs (modules/jobs/jobs.repo.ts markDoneLast); the ones kept before go
-- now. Deliveries that failed keep their row (last_error). docs/architecture/events-and-jobs.md#queue-size
DELETE FROM "scheduled_jobs" WHERE "kind" LIKE 'event:%' AND "done_at" IS NOT NULL AND "last_error" IS NULL;--> statement-breakpoint
-- a queue table: vacuumed after every 5,000 dead rows whatever its size, without cost-based pauses, so the claim's partial
-- index does not carry a minute of finished jobs between autovacuum runs
ALTER TABLE "scheduled_jobs" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000, autovacuum_vacuum_cost_delay = 0);
