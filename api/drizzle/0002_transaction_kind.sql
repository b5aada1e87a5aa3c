ALTER TABLE "indigo_transactions" ADD COLUMN "kind" varchar(20) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "indigo_transactions" ADD CONSTRAINT "indigo_transactions_kind_check" CHECK ("indigo_transactions"."kind" in ('purchase', 'puzzle', 'homework_task', 'bonus', 'manual'));--> statement-breakpoint
-- Rows written before kinds existed are 'manual' (the default above), except the withdrawals that paid for a purchase.
UPDATE "indigo_transactions" SET "kind" = 'purchase' WHERE "id" IN (SELECT "transaction_id" FROM "purchased_items" WHERE "transaction_id" IS NOT NULL);
