CREATE TABLE "game_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"player" varchar(16),
	"answer" varchar(40),
	"is_right_answer" boolean,
	"answered_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"homework_id" integer,
	"type" varchar(30) NOT NULL,
	"digit_type" varchar(30),
	"digit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speed" numeric(5, 2) DEFAULT '1.60' NOT NULL,
	"difficult" integer DEFAULT 1 NOT NULL,
	"difficult_2" integer,
	"operation_number" integer DEFAULT 0 NOT NULL,
	"calculation_method" varchar(10) DEFAULT 'oral' NOT NULL,
	"is_muted" boolean DEFAULT false NOT NULL,
	"numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option" varchar(30),
	"repeat" integer DEFAULT 1 NOT NULL,
	"with_columns" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"currency" varchar(8) DEFAULT 'UAH' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"is_deletable" boolean DEFAULT true NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'unpaid' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(8) DEFAULT 'UAH' NOT NULL,
	"status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('unpaid', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "lesson_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_activations_target_check" CHECK (("lesson_activations"."user_id" is null) <> ("lesson_activations"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "lesson_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_group_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchased_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"is_activated" boolean DEFAULT false NOT NULL,
	"transaction_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file" text NOT NULL,
	"additional_file" text,
	"style_tag" varchar(50) DEFAULT '' NOT NULL,
	"price" numeric(12, 2),
	"category" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'AVAILABLE' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_items_category_check" CHECK ("shop_items"."category" in ('HERO', 'BACKGROUND', 'FACE', 'SOUVENIR', 'CAP', 'PANTS', 'TRANSPORTS', 'DEVICES', 'ANIMALS', 'ACCESSORIES')),
	CONSTRAINT "shop_items_status_check" CHECK ("shop_items"."status" in ('AVAILABLE', 'COMING_SOON', 'DEPRECATED')),
	CONSTRAINT "shop_items_price_check" CHECK ("shop_items"."price" is null or "shop_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"mp4" text NOT NULL,
	"webm" text NOT NULL,
	"ogg" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_data" ADD CONSTRAINT "game_data_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_data" ADD CONSTRAINT "game_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_activations" ADD CONSTRAINT "lesson_activations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_activations" ADD CONSTRAINT "lesson_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_activations" ADD CONSTRAINT "lesson_activations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_group_id_lesson_groups_id_fk" FOREIGN KEY ("lesson_group_id") REFERENCES "public"."lesson_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_item_id_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shop_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_transaction_id_indigo_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."indigo_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_data_game_id_idx" ON "game_data" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_data_user_answered_idx" ON "game_data" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "games_user_id_idx" ON "games" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_id_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_activations_user_key" ON "lesson_activations" USING btree ("lesson_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_activations_group_key" ON "lesson_activations" USING btree ("lesson_id","group_id");--> statement-breakpoint
CREATE INDEX "lesson_activations_user_id_idx" ON "lesson_activations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_activations_group_id_idx" ON "lesson_activations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "lessons_lesson_group_id_idx" ON "lessons" USING btree ("lesson_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_items_user_item_key" ON "purchased_items" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "purchased_items_user_id_idx" ON "purchased_items" USING btree ("user_id");