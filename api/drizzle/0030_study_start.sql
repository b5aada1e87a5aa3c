ALTER TABLE "users" ADD COLUMN "study_start" date;--> statement-breakpoint
-- A student's study starts when they join a group, never before the group's first lesson (the finance report counts
-- from it, docs/finance.md). Null: since the account was made (every student until now, and one who joined a group
-- that had begun); 'infinity': a new student who has no group yet. A student made in a group that starts later starts
-- with it; one placed in a group before their study began (or for the first time) starts on the later of today and
-- the group's start. A student already studying keeps their start when moved.
CREATE FUNCTION "student_study_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Europe/Kiev')::date;
  group_start date;
BEGIN
  IF NEW."role" <> 'student' THEN
    RETURN NEW;
  END IF;
  IF NEW."group_id" IS NOT NULL THEN
    SELECT g."lessons_starts" INTO group_start FROM "groups" g WHERE g."id" = NEW."group_id";
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW."study_start" IS NULL AND NEW."group_id" IS NULL THEN
      NEW."study_start" := 'infinity';
    ELSIF NEW."study_start" IS NULL AND group_start > (NEW."created" AT TIME ZONE 'Europe/Kiev')::date THEN
      NEW."study_start" := group_start;
    END IF;
  ELSIF NEW."group_id" IS NOT NULL AND NEW."group_id" IS DISTINCT FROM OLD."group_id"
      AND OLD."study_start" > today THEN
    NEW."study_start" := greatest(today, group_start);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_study_start" BEFORE INSERT OR UPDATE OF "group_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "student_study_start"();--> statement-breakpoint
-- A group's start moved: its students whose study has not begun start with it (never before today).
CREATE FUNCTION "group_study_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Europe/Kiev')::date;
BEGIN
  UPDATE "users" SET "study_start" = greatest(today, NEW."lessons_starts")
    WHERE "group_id" = NEW."id" AND "role" = 'student' AND "study_start" > today;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "groups_study_start" AFTER UPDATE OF "lessons_starts" ON "groups"
  FOR EACH ROW WHEN (OLD."lessons_starts" IS DISTINCT FROM NEW."lessons_starts")
  EXECUTE FUNCTION "group_study_start"();
