CREATE TABLE "homework_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "homework_version_one_row" CHECK ("homework_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "homework_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Every statement that writes homework (a tile, its times, its entries) moves the version on, in the same
-- transaction: a reader sees the new version exactly when it can see the new rows (as the curriculum's, 0020).
CREATE FUNCTION "bump_homework_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "homework_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "homeworks_homework_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "homeworks"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_homework_version"();--> statement-breakpoint
CREATE TRIGGER "homework_games_homework_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "homework_games"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_homework_version"();
