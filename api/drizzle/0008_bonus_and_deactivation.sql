ALTER TABLE "users" ADD COLUMN "bonus_start" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_month" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deactivation_month_check" CHECK ("users"."deactivation_month" between 5 and 8);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bonus_check" CHECK ("users"."bonus_days" >= 0 and "users"."bonus_weeks" between 0 and 3);