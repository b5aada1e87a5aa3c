CREATE TABLE "homework_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"homework_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" varchar(30) NOT NULL,
	"repeat" smallint DEFAULT 1 NOT NULL,
	"calculation_method" varchar(10) DEFAULT 'oral' NOT NULL,
	"option" varchar(30),
	"digit_type" varchar(30),
	"digit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speed" numeric(4, 1) DEFAULT '1.0' NOT NULL,
	"operation_number" smallint DEFAULT 2 NOT NULL,
	"difficult" integer DEFAULT 1 NOT NULL,
	"difficult_2" integer,
	"numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"with_columns" boolean DEFAULT false NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "homework_marks" (
	"homework_game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_marks_homework_game_id_user_id_pk" PRIMARY KEY("homework_game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "homework_resets" (
	"homework_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_resets_homework_id_user_id_pk" PRIMARY KEY("homework_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"order" smallint NOT NULL,
	"author_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homeworks_one_target_check" CHECK (("homeworks"."user_id" is null) <> ("homeworks"."group_id" is null)),
	CONSTRAINT "homeworks_day_check" CHECK ("homeworks"."month" between 0 and 11 and "homeworks"."order" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "homework_game_id" integer;--> statement-breakpoint
ALTER TABLE "indigo_transactions" ADD COLUMN "reward_key" varchar(40);--> statement-breakpoint
ALTER TABLE "homework_games" ADD CONSTRAINT "homework_games_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_marks" ADD CONSTRAINT "homework_marks_homework_game_id_homework_games_id_fk" FOREIGN KEY ("homework_game_id") REFERENCES "public"."homework_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_marks" ADD CONSTRAINT "homework_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_resets" ADD CONSTRAINT "homework_resets_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_resets" ADD CONSTRAINT "homework_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_games_homework_idx" ON "homework_games" USING btree ("homework_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "homeworks_user_day_key" ON "homeworks" USING btree ("user_id","year","month","order") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "homeworks_group_day_key" ON "homeworks" USING btree ("group_id","year","month","order") WHERE group_id is not null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_homework_game_id_homework_games_id_fk" FOREIGN KEY ("homework_game_id") REFERENCES "public"."homework_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_homework_game_idx" ON "games" USING btree ("homework_game_id","user_id") WHERE homework_game_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "indigo_transactions_reward_key" ON "indigo_transactions" USING btree ("user_id","reward_key") WHERE reward_key is not null;