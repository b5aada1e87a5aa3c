ALTER TABLE "issued_expressions" ADD COLUMN "unrecorded" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "issued_expressions" SET "unrecorded" = 0 WHERE "used_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_expressions" DROP COLUMN "used_at";
