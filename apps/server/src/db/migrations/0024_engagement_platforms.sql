CREATE TABLE "attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text,
	"refer_channel" text,
	"share_channel" text,
	"refer_link" text,
	"fbp" text,
	"fbc" text,
	"pixel" text,
	"site_code" text,
	"fb_code" text,
	"from_page" text,
	"browser" text,
	"os" text,
	"platform" text,
	"device_id" text,
	"device_size" text,
	"device_ratio" text,
	"device_model" text,
	"app_version" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"download_status" integer DEFAULT 0 NOT NULL,
	"code_guide_done" boolean DEFAULT false NOT NULL,
	"drop_seen_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pop_clicks" (
	"pop_id" integer PRIMARY KEY NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pop_views" (
	"user_id" integer NOT NULL,
	"pop_id" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pop_views_user_id_pop_id_pk" PRIMARY KEY("user_id","pop_id")
);
--> statement-breakpoint
CREATE TABLE "user_languages" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_to" integer,
	"player_read_id" bigint DEFAULT 0 NOT NULL,
	"agent_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"conversation_id" integer,
	"sender" text NOT NULL,
	"user_id" integer NOT NULL,
	"msg_type" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text,
	"shipping_order_id" integer,
	"order_card" jsonb,
	"refer_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"muted_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"item_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "deposit_bonus_grants" (
	"order_no" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_bonus_totals" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_bonus_totals_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_players" ADD CONSTRAINT "guide_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_clicks" ADD CONSTRAINT "pop_clicks_pop_id_content_banners_id_fk" FOREIGN KEY ("pop_id") REFERENCES "public"."content_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_views" ADD CONSTRAINT "pop_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pop_views" ADD CONSTRAINT "pop_views_pop_id_content_banners_id_fk" FOREIGN KEY ("pop_id") REFERENCES "public"."content_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_languages" ADD CONSTRAINT "user_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_grants" ADD CONSTRAINT "deposit_bonus_grants_event_id_promo_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."promo_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_grants" ADD CONSTRAINT "deposit_bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_totals" ADD CONSTRAINT "deposit_bonus_totals_event_id_promo_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."promo_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_totals" ADD CONSTRAINT "deposit_bonus_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attributions_source_uq" ON "attributions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "attributions_user_idx" ON "attributions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_logs_name_idx" ON "client_logs" USING btree ("kind","name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_user_uq" ON "chat_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_last_idx" ON "chat_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id") WHERE "chat_messages"."conversation_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("user_id","room","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_bonus_grants_order_uq" ON "deposit_bonus_grants" USING btree ("order_no");