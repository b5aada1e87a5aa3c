CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"franchise_id" integer NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"author_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_period_check" CHECK ("discounts"."end" >= "discounts"."start"),
	CONSTRAINT "discounts_value_check" CHECK ("discounts"."value" > 0 and "discounts"."value" <= 100)
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_franchise_id_users_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discounts_franchise_id_idx" ON "discounts" USING btree ("franchise_id","start");