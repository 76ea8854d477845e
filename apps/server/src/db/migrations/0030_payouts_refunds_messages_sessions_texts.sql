CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"coin_cents" bigint NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"error" text,
	"journal_entry_id" bigint,
	"requested_by" integer NOT NULL,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_xp_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_xp" bigint NOT NULL,
	"to_xp" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ops_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" jsonb NOT NULL,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"title_pt" text NOT NULL,
	"body_pt" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"cursor_user_id" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "ops_corrections" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_provider" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fail_reason" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "liability_nodes" ADD COLUMN "hapacoins" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "liability_snapshots" ADD COLUMN "total_hapacoins" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "liability_snapshots" ADD COLUMN "format" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "liability_snapshots" ADD COLUMN "ledger_hapacoins" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_xp_changes" ADD CONSTRAINT "vip_xp_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_xp_changes" ADD CONSTRAINT "vip_xp_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_xp_changes" ADD CONSTRAINT "vip_xp_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_messages" ADD CONSTRAINT "ops_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_order_uq" ON "payment_refunds" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_user_idx" ON "payment_refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_xp_changes_user_idx" ON "vip_xp_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_xp_changes_status_idx" ON "vip_xp_changes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ops_messages_created_idx" ON "ops_messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "journal_entries_ref_idx" ON "journal_entries" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_orders_provider_ref_idx" ON "payment_orders" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payment_orders_amount_idx" ON "payment_orders" USING btree ("amount_cents","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled_idx" ON "game_rounds" USING btree ("settled_at");