CREATE TABLE "students_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "students_version_one_row" CHECK ("students_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "students_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- A transaction that changes what a staff list of students shows, or whom it reaches, moves the version on once, at
-- its commit: a reader sees the new version exactly when it can see the new rows (as the curriculum's, 0020). Deferred
-- row triggers, not statement triggers as 0020's: users are written by transactions of several statements
-- (registration, a profile, a group's moves), and a version row locked by the first of them until the commit could
-- deadlock two such transactions; locked at the commit, it is each one's last lock. The flag is the transaction's
-- own (set_config local), so its other rows find the version moved already.
CREATE FUNCTION "bump_students_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('abacus.students_version_moved', true) IS DISTINCT FROM 'on' THEN
    UPDATE "students_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('abacus.students_version_moved', 'on', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_students_version"
  AFTER INSERT OR DELETE OR UPDATE OF "role", "first_name", "last_name", "middle_name", "email", "phone_number",
    "is_active", "is_free", "date_deactivated", "group_id", "parent_id"
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_students_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "groups_students_version"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "teacher_id"
  ON "groups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_students_version"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_students_version" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_students_version"();--> statement-breakpoint
CREATE TRIGGER "groups_truncate_students_version" AFTER TRUNCATE ON "groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_students_version"();
