DROP INDEX "domain_events_type_idx";--> statement-breakpoint
DROP INDEX "domain_events_user_idx";--> statement-breakpoint
DROP INDEX "scheduled_jobs_due_idx";--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree (("kind" like 'event:%'),"due_at") WHERE "scheduled_jobs"."done_at" is null;