CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"channel_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"head_img" text NOT NULL,
	"xp" bigint DEFAULT 0 NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"can_charge" boolean DEFAULT true NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_balance_non_negative" CHECK ("accounts"."is_system" or "accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"ref_type" text,
	"ref_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_odds" (
	"box_id" integer NOT NULL,
	"version" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"ppm" integer NOT NULL,
	"ticket_from" integer NOT NULL,
	"ticket_to" integer NOT NULL,
	CONSTRAINT "box_odds_box_id_version_position_pk" PRIMARY KEY("box_id","version","position")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"opened_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"sku_level" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"odds_version" integer NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"item_price_cents" bigint NOT NULL,
	"journal_entry_id" bigint,
	"source" text DEFAULT 'box' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seed_type" integer NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hashed" text NOT NULL,
	"client_seed" text,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"opening_id" bigint,
	"source" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"value_cents" bigint NOT NULL,
	"recovery_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"pay_type" text NOT NULL,
	"order_type" integer DEFAULT 1 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"journal_entry_id" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_odds" ADD CONSTRAINT "box_odds_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_odds" ADD CONSTRAINT "box_odds_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_kind_uq" ON "accounts" USING btree ("user_id","kind") WHERE "accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_uq" ON "accounts" USING btree ("kind") WHERE "accounts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_idem_uq" ON "journal_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "journal_entries_user_idx" ON "journal_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "boxes_created_idx" ON "boxes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "openings_seed_nonce_uq" ON "openings" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "openings_created_idx" ON "openings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "openings_user_idx" ON "openings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "openings_box_idx" ON "openings" USING btree ("box_id","created_at");--> statement-breakpoint
CREATE INDEX "openings_entry_idx" ON "openings" USING btree ("journal_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active_uq" ON "seed_pairs" USING btree ("user_id","seed_type") WHERE "seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_next_uq" ON "seed_pairs" USING btree ("user_id","seed_type") WHERE "seed_pairs"."status" = 'next';--> statement-breakpoint
CREATE INDEX "seed_pairs_user_idx" ON "seed_pairs" USING btree ("user_id","seed_type","status");--> statement-breakpoint
CREATE INDEX "store_items_user_idx" ON "store_items" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_no_uq" ON "payment_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");