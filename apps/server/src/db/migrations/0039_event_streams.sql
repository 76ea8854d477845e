CREATE TABLE "event_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"bit" smallint NOT NULL,
	"tx" bigint DEFAULT 0 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the column first, its default after: a volatile default given with ADD COLUMN would rewrite every existing row; this
-- way older rows keep tx null (they were delivered by jobs) and the table is not rewritten at deploy
ALTER TABLE "domain_events" ADD COLUMN "tx" bigint;--> statement-breakpoint
ALTER TABLE "domain_events" ALTER COLUMN "tx" SET DEFAULT (pg_current_xact_id()::text::bigint);--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "streams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_stream_idx" ON "domain_events" USING btree ("tx","id") WHERE streams <> 0;--> statement-breakpoint
-- the application's streams (modules/events/event-streams.ts EVENT_STREAMS) start at the log's start: only events
-- appended from now on carry their bits; made here so their backlog is counted before their first read
INSERT INTO "event_cursors" ("consumer", "bit") VALUES ('quests', 0), ('transparency_rtp', 1) ON CONFLICT DO NOTHING;
