DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "address" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "district" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "street" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "location_name" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "age" varchar(10) DEFAULT 'junior' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "age_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "lessons_starts" date;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "lesson_time" varchar(5);--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "working_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passport" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_id" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_email_subscribed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_first_month" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "royalty" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "royalty_en" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_min" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_min_en" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pr_deposit" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "eng_status" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_activity_type" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_address" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_id" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfo" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "settlement_account" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "report_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_report_email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_weeks" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_email_key" ON "users" USING btree ("email") WHERE role not in ('student', 'parent');--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_age_check" CHECK ("groups"."age" in ('junior', 'average', 'older', 'class'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_check" CHECK ("users"."currency" is null or "users"."currency" in ('uah', 'usd', 'rub', 'eur', 'pln', 'azn', 'nis'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_eng_status_check" CHECK ("users"."eng_status" is null or "users"."eng_status" in ('with', 'without'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_money_check" CHECK (coalesce("users"."price", 0) >= 0 and coalesce("users"."price_first_month", 0) >= 0
      and coalesce("users"."price_min", 0) >= 0 and coalesce("users"."price_min_en", 0) >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_percent_check" CHECK (coalesce("users"."royalty", 0) between 0 and 100
      and coalesce("users"."royalty_en", 0) between 0 and 100 and coalesce("users"."pr_deposit", 0) between 0 and 100);