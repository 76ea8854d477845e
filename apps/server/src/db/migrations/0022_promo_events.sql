CREATE TABLE "promo_event_scores" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake_cents" bigint DEFAULT 0 NOT NULL,
	"payout_cents" bigint DEFAULT 0 NOT NULL,
	"profit_cents" bigint DEFAULT 0 NOT NULL,
	"best_multiplier_ppm" bigint DEFAULT 0 NOT NULL,
	"best_payout_cents" bigint DEFAULT 0 NOT NULL,
	"best_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_event_scores_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"banner_img" text DEFAULT '' NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_events_dates" CHECK ("promo_events"."ends_at" > "promo_events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promo_event_scores" ADD CONSTRAINT "promo_event_scores_event_id_promo_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."promo_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_event_scores" ADD CONSTRAINT "promo_event_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_event_scores_best_idx" ON "promo_event_scores" USING btree ("event_id","best_multiplier_ppm","best_payout_cents");--> statement-breakpoint
CREATE INDEX "promo_event_scores_profit_idx" ON "promo_event_scores" USING btree ("event_id","profit_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_events_slug_uq" ON "promo_events" USING btree ("slug");