CREATE TABLE "ops_money_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"requested_by" integer NOT NULL,
	"approved_by" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ops_money_actions_amount_positive" CHECK ("ops_money_actions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_failures_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ops_money_actions" ADD CONSTRAINT "ops_money_actions_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_money_actions" ADD CONSTRAINT "ops_money_actions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_money_actions" ADD CONSTRAINT "ops_money_actions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ops_money_actions_target_uq" ON "ops_money_actions" USING btree ("action","target_type","target_id");--> statement-breakpoint
CREATE INDEX "ops_money_actions_window_idx" ON "ops_money_actions" USING btree ("player_id","action","created_at");--> statement-breakpoint
-- The corrections' single approval threshold becomes the correction row of the console money rules
-- (docs/security.md#console-money-rules): a tuned value is kept for admin and finance, the rest are the defaults.
INSERT INTO "settings" ("key", "value")
SELECT 'ops.money.rules', jsonb_build_object(
  'windowHours', 24,
  'actions', jsonb_build_object(
    'correction', jsonb_build_object(
      'roles', jsonb_build_object('admin', s."value", 'finance', s."value"),
      'totalCents', greatest(30000, (s."value" #>> '{}')::bigint * 3)
    ),
    'withdrawal', '{"roles":{"admin":100000,"finance":100000},"totalCents":200000}'::jsonb,
    'refund', '{"roles":{"admin":5000,"finance":5000,"fulfilment":5000},"totalCents":10000}'::jsonb
  )
)
FROM "settings" s
WHERE s."key" = 'ops.corrections.approval_threshold_cents' AND jsonb_typeof(s."value") = 'number'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'ops.corrections.approval_threshold_cents';
