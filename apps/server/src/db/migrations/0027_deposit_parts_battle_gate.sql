ALTER TABLE "payment_orders" ADD COLUMN "promotion_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "voucher_bonus_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "event_bonus_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "birthday_bonus_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the battle gate's default is now VIP1, a level a first deposit reaches (docs/battles.md#battle-gate): a database still
-- on the old seeded VIP4 that no operator ever set moves to it; an operator's own choice stands
UPDATE "vip_settings" SET "value" = '1'::jsonb, "updated_at" = now()
WHERE "key" = 'battle_min_vip' AND "value" = '4'::jsonb
  AND NOT EXISTS (SELECT 1 FROM "ops_audit" WHERE "action" = 'vip.settings');
