-- Bounds on a student's study start (0030), after an outside probe:
-- - A start can be put off at most 62 days past the day the student joined, and a move or a group's new start can
--   only bring it earlier: a group's start set years ahead, or pushed on month after month, no longer keeps a child
--   who uses the platform out of every report. A group whose start is really postponed keeps billing from the start
--   its students were told.
-- - The group trigger locks its students in id order, as a group's i$ withdrawal does (indigo/ledger.ts lockLedger):
--   the two used to deadlock (storage order against id order) and answer 500.
-- - A group without a start is a group that has begun.
CREATE OR REPLACE FUNCTION "student_study_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Europe/Kiev')::date;
  joined date;
  group_start date;
  start date;
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
    ELSIF NEW."study_start" IS NULL THEN
      joined := (NEW."created" AT TIME ZONE 'Europe/Kiev')::date;
      start := least(coalesce(group_start, joined), joined + 62);
      IF start > joined THEN
        NEW."study_start" := start;
      END IF;
    END IF;
  ELSIF NEW."group_id" IS NOT NULL AND NEW."group_id" IS DISTINCT FROM OLD."group_id"
      AND OLD."study_start" > today THEN
    start := greatest(today, least(coalesce(group_start, today), today + 62));
    NEW."study_start" := CASE WHEN OLD."study_start" = 'infinity' THEN start ELSE least(OLD."study_start", start) END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "group_study_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Europe/Kiev')::date;
BEGIN
  UPDATE "users" u SET "study_start" = least(u."study_start", greatest(today, coalesce(NEW."lessons_starts", today)))
    FROM (SELECT s."id" FROM "users" s
           WHERE s."group_id" = NEW."id" AND s."role" = 'student' AND s."study_start" > today
           ORDER BY s."id" FOR UPDATE) waiting
    WHERE u."id" = waiting."id";
  RETURN NULL;
END $$;
