CREATE TABLE "user_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"author_id" integer,
	"field_name" varchar(32) NOT NULL,
	"old_value" text,
	"new_value" text,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_changes_field_name_check" CHECK ("user_changes"."field_name" in ('price', 'price_first_month', 'is_active'))
);
--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_changes" ADD CONSTRAINT "user_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_changes_user_id_idx" ON "user_changes" USING btree ("user_id","modified");