-- Each counter and Matific mark names the year and month of its entry's homework, so a student's month reads them as
-- one index range of (student, year, month) instead of joining every entry of the month and probing its counter
-- (homework/month-progress.ts). A homework never moves to another month (a re-saved day replaces its entries), so the
-- columns are written once, with the row.
ALTER TABLE "homework_answer_counters" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "homework_answer_counters" ADD COLUMN "month" integer;--> statement-breakpoint
-- Counters of entries deleted before now were never read again (progress joins from the entry): they go.
DELETE FROM "homework_answer_counters" c
  WHERE NOT EXISTS (SELECT FROM "homework_games" hg WHERE hg.id = c.homework_game_id);--> statement-breakpoint
UPDATE "homework_answer_counters" c SET "year" = h.year, "month" = h.month
  FROM "homework_games" hg JOIN "homeworks" h ON h.id = hg.homework_id
  WHERE hg.id = c.homework_game_id;--> statement-breakpoint
ALTER TABLE "homework_answer_counters" ALTER COLUMN "year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_answer_counters" ALTER COLUMN "month" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_marks" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "homework_marks" ADD COLUMN "month" integer;--> statement-breakpoint
UPDATE "homework_marks" m SET "year" = h.year, "month" = h.month
  FROM "homework_games" hg JOIN "homeworks" h ON h.id = hg.homework_id
  WHERE hg.id = m.homework_game_id;--> statement-breakpoint
ALTER TABLE "homework_marks" ALTER COLUMN "year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_marks" ALTER COLUMN "month" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "homework_answer_counters_student_month_idx" ON "homework_answer_counters" USING btree ("user_id","year","month");--> statement-breakpoint
CREATE INDEX "homework_marks_student_month_idx" ON "homework_marks" USING btree ("user_id","year","month");--> statement-breakpoint
-- As in 0023, with the homework's year and month beside each answered row.
CREATE OR REPLACE FUNCTION "homework_answer_rows"(rows_json jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_agg(jsonb_build_object('homework_game_id', g.homework_game_id, 'user_id', g.user_id,
           'homework_id', hg.homework_id, 'year', h.year, 'month', h.month,
           'is_right_answer', d.is_right_answer, 'answered_at', d.answered_at,
           'seconds', extract(epoch from d.answered_at - d.created)))
    FROM jsonb_to_recordset(rows_json) AS d(game_id int, is_right_answer boolean, answered_at timestamptz,
                                             created timestamptz)
    JOIN "games" g ON g.id = d.game_id AND g.homework_game_id IS NOT NULL
    JOIN "homework_games" hg ON hg.id = g.homework_game_id
    JOIN "homeworks" h ON h.id = hg.homework_id
   WHERE d.answered_at IS NOT NULL;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_homework_answer_counters"(added jsonb, removed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "homework_answer_counters" ("homework_game_id", "user_id", "year", "month", "answered", "right_answers", "seconds")
  SELECT d.homework_game_id, d.user_id, d.year, d.month, sum(d.n), sum(d.r), sum(d.s) FROM (
    SELECT a.homework_game_id, a.user_id, a.homework_id, a.year, a.month, a.answered_at,
           1 AS n, coalesce(a.is_right_answer, false)::int AS r, a.seconds AS s
      FROM jsonb_to_recordset(added) AS a(homework_game_id int, user_id int, homework_id int, year int, month int,
                                          is_right_answer boolean, answered_at timestamptz, seconds numeric)
    UNION ALL
    SELECT o.homework_game_id, o.user_id, o.homework_id, o.year, o.month, o.answered_at,
           -1, -(coalesce(o.is_right_answer, false)::int), -o.seconds
      FROM jsonb_to_recordset(removed) AS o(homework_game_id int, user_id int, homework_id int, year int, month int,
                                            is_right_answer boolean, answered_at timestamptz, seconds numeric)
  ) d
  LEFT JOIN "homework_resets" r ON r.homework_id = d.homework_id AND r.user_id = d.user_id
  WHERE r.reset_at IS NULL OR d.answered_at > r.reset_at
  GROUP BY d.homework_game_id, d.user_id, d.year, d.month
  HAVING sum(d.n) <> 0 OR sum(d.r) <> 0 OR sum(d.s) <> 0
  ORDER BY d.homework_game_id, d.user_id
  ON CONFLICT ("homework_game_id", "user_id") DO UPDATE SET
    "answered" = "homework_answer_counters"."answered" + excluded."answered",
    "right_answers" = "homework_answer_counters"."right_answers" + excluded."right_answers",
    "seconds" = "homework_answer_counters"."seconds" + excluded."seconds";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_homework_answer_counters"(homework integer, student integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "homework_answer_counters" c USING "homework_games" hg
   WHERE hg.homework_id = homework AND c.homework_game_id = hg.id AND c.user_id = student;
  INSERT INTO "homework_answer_counters" ("homework_game_id", "user_id", "year", "month", "answered", "right_answers", "seconds")
  SELECT g.homework_game_id, g.user_id, h.year, h.month, count(*), count(*) FILTER (WHERE d.is_right_answer),
         sum(extract(epoch from d.answered_at - d.created))
    FROM "homework_games" hg
    JOIN "homeworks" h ON h.id = hg.homework_id
    JOIN "games" g ON g.homework_game_id = hg.id AND g.user_id = student
    JOIN "game_data" d ON d.game_id = g.id AND d.answered_at IS NOT NULL
    LEFT JOIN "homework_resets" r ON r.homework_id = hg.homework_id AND r.user_id = student
   WHERE hg.homework_id = homework AND (r.reset_at IS NULL OR d.answered_at > r.reset_at)
   GROUP BY g.homework_game_id, g.user_id, h.year, h.month
   ORDER BY g.homework_game_id, g.user_id;
$$;
--> statement-breakpoint
-- A deleted entry's counters go with it (a re-saved day, a deleted homework): a month reads its student's counters
-- by month, not from its entries. One statement a delete; a counter written meanwhile by a race is still never
-- counted, as the month's entries name what counts.
CREATE FUNCTION "homework_games_drop_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "homework_answer_counters" c USING old_rows o WHERE c.homework_game_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "homework_games_drop_counters" AFTER DELETE ON "homework_games"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "homework_games_drop_counters"();
