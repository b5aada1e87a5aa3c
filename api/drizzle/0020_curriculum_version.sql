CREATE TABLE "curriculum_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "curriculum_version_one_row" CHECK ("curriculum_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "curriculum_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Every statement that writes the curriculum moves its version on, in the same transaction: a reader sees the new
-- version exactly when it can see the new rows.
CREATE FUNCTION "bump_curriculum_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "curriculum_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lessons_curriculum_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lessons"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_curriculum_version"();--> statement-breakpoint
CREATE TRIGGER "lesson_groups_curriculum_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lesson_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_curriculum_version"();
