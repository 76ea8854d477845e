CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "ledger_checkpoint_balances" (
	"checkpoint_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "ledger_checkpoint_balances_checkpoint_id_account_id_pk" PRIMARY KEY("checkpoint_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"upto_line_id" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"lines" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_closed_days" (
	"day" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_daily_figures" (
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	"stake_cents" bigint NOT NULL,
	"prize_cents" bigint NOT NULL,
	CONSTRAINT "ops_daily_figures_day_kind_subject_pk" PRIMARY KEY("day","kind","subject")
);
--> statement-breakpoint
DROP INDEX "store_items_user_idx";--> statement-breakpoint
ALTER TABLE "ledger_checkpoint_balances" ADD CONSTRAINT "ledger_checkpoint_balances_checkpoint_id_ledger_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."ledger_checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_checkpoint_balances" ADD CONSTRAINT "ledger_checkpoint_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nickname_trgm_idx" ON "users" USING gin (lower("nickname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "openings_created_at_idx" ON "openings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_items_user_id_idx" ON "store_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "store_items_user_status_idx" ON "store_items" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "payment_orders_paid_at_idx" ON "payment_orders" USING btree ("paid_at") WHERE "payment_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "battles_started_at_idx" ON "battles" USING btree ("started_at");