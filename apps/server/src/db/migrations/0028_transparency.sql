CREATE TABLE "liability_nodes" (
	"snapshot_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"idx" integer NOT NULL,
	"hash" text NOT NULL,
	"coins_cents" bigint NOT NULL,
	"prizes_cents" bigint NOT NULL,
	"user_id" integer,
	CONSTRAINT "liability_nodes_snapshot_id_level_idx_pk" PRIMARY KEY("snapshot_id","level","idx")
);
--> statement-breakpoint
CREATE TABLE "liability_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"taken_at_ms" bigint NOT NULL,
	"leaf_count" integer NOT NULL,
	"total_coins_cents" bigint NOT NULL,
	"total_prizes_cents" bigint NOT NULL,
	"root_hash" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"ledger_coins_cents" bigint NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtp_daily" (
	"subject_kind" text NOT NULL,
	"subject" text NOT NULL,
	"day" text NOT NULL,
	"samples" bigint NOT NULL,
	"stake_cents" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	"expected_cents" double precision NOT NULL,
	"variance_cents2" double precision NOT NULL,
	"stake_sq" double precision NOT NULL,
	"payout_sq" double precision NOT NULL,
	"stake_payout" double precision NOT NULL,
	CONSTRAINT "rtp_daily_subject_kind_subject_day_pk" PRIMARY KEY("subject_kind","subject","day")
);
--> statement-breakpoint
CREATE TABLE "transparency_log_entries" (
	"idx" bigint PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"ref" text NOT NULL,
	"seed_type" integer,
	"player" text,
	"seed_hash" text NOT NULL,
	"server_seed" text,
	"at" text NOT NULL,
	"leaf_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transparency_log_nodes" (
	"level" smallint NOT NULL,
	"idx" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "transparency_log_nodes_level_idx_pk" PRIMARY KEY("level","idx")
);
--> statement-breakpoint
CREATE TABLE "transparency_log_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"frontier" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transparency_tree_heads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tree_size" bigint NOT NULL,
	"timestamp_ms" bigint NOT NULL,
	"root_hash" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "liability_nodes_user_idx" ON "liability_nodes" USING btree ("snapshot_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "liability_snapshots_period_uq" ON "liability_snapshots" USING btree ("period");--> statement-breakpoint
CREATE INDEX "rtp_daily_day_idx" ON "rtp_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "transparency_log_entries_event_uq" ON "transparency_log_entries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "transparency_log_entries_hash_idx" ON "transparency_log_entries" USING btree ("seed_hash");--> statement-breakpoint
CREATE INDEX "transparency_tree_heads_size_idx" ON "transparency_tree_heads" USING btree ("tree_size","id");