CREATE TABLE "promotion_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'random_discount' NOT NULL,
	"title" text NOT NULL,
	"min_discount_cents" integer NOT NULL,
	"max_discount_cents" integer NOT NULL,
	"min_deposit_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_awards" ADD CONSTRAINT "promotion_awards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_awards" ADD CONSTRAINT "promotion_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_awards_uq" ON "promotion_awards" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE INDEX "promotion_awards_open_idx" ON "promotion_awards" USING btree ("user_id") WHERE "promotion_awards"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_uq" ON "search_history" USING btree ("user_id","keyword");--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
INSERT INTO "promotions" ("code", "kind", "title", "min_discount_cents", "max_discount_cents", "min_deposit_cents", "active") VALUES ('random-discount', 'random_discount', 'Random discount', 100, 1000, 2000, true) ON CONFLICT ("code") DO NOTHING;