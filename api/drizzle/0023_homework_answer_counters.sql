CREATE TABLE "homework_answer_counters" (
	"homework_game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"right_answers" integer DEFAULT 0 NOT NULL,
	"seconds" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "homework_answer_counters_homework_game_id_user_id_pk" PRIMARY KEY("homework_game_id","user_id")
);
--> statement-breakpoint
-- Applies the answered game_data rows of homework games that left (removed) and came (added), as JSON arrays of
-- {homework_game_id, user_id, homework_id, is_right_answer, answered_at, seconds}: a row counts for its game's entry
-- and player when it was answered after the player's reset of that homework (homework_resets), as the progress
-- query counted them. Rows are upserted in key order, so two statements touching the same counters never deadlock.
CREATE FUNCTION "apply_homework_answer_counters"(added jsonb, removed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "homework_answer_counters" ("homework_game_id", "user_id", "answered", "right_answers", "seconds")
  SELECT d.homework_game_id, d.user_id, sum(d.n), sum(d.r), sum(d.s) FROM (
    SELECT a.homework_game_id, a.user_id, a.homework_id, a.answered_at,
           1 AS n, coalesce(a.is_right_answer, false)::int AS r, a.seconds AS s
      FROM jsonb_to_recordset(added) AS a(homework_game_id int, user_id int, homework_id int, is_right_answer boolean,
                                          answered_at timestamptz, seconds numeric)
    UNION ALL
    SELECT o.homework_game_id, o.user_id, o.homework_id, o.answered_at,
           -1, -(coalesce(o.is_right_answer, false)::int), -o.seconds
      FROM jsonb_to_recordset(removed) AS o(homework_game_id int, user_id int, homework_id int, is_right_answer boolean,
                                            answered_at timestamptz, seconds numeric)
  ) d
  LEFT JOIN "homework_resets" r ON r.homework_id = d.homework_id AND r.user_id = d.user_id
  WHERE r.reset_at IS NULL OR d.answered_at > r.reset_at
  GROUP BY d.homework_game_id, d.user_id HAVING sum(d.n) <> 0 OR sum(d.r) <> 0 OR sum(d.s) <> 0
  ORDER BY d.homework_game_id, d.user_id
  ON CONFLICT ("homework_game_id", "user_id") DO UPDATE SET
    "answered" = "homework_answer_counters"."answered" + excluded."answered",
    "right_answers" = "homework_answer_counters"."right_answers" + excluded."right_answers",
    "seconds" = "homework_answer_counters"."seconds" + excluded."seconds";
$$;
--> statement-breakpoint
-- The answered rows of a transition table that belong to a homework entry, as apply_homework_answer_counters takes
-- them; NULL when there are none (a training game: nothing more to do).
CREATE FUNCTION "homework_answer_rows"(rows_json jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_agg(jsonb_build_object('homework_game_id', g.homework_game_id, 'user_id', g.user_id,
           'homework_id', hg.homework_id, 'is_right_answer', d.is_right_answer, 'answered_at', d.answered_at,
           'seconds', extract(epoch from d.answered_at - d.created)))
    FROM jsonb_to_recordset(rows_json) AS d(game_id int, is_right_answer boolean, answered_at timestamptz,
                                             created timestamptz)
    JOIN "games" g ON g.id = d.game_id AND g.homework_game_id IS NOT NULL
    JOIN "homework_games" hg ON hg.id = g.homework_game_id
   WHERE d.answered_at IS NOT NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION "game_data_homework_answer_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added jsonb;
  removed jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := homework_answer_rows((SELECT jsonb_agg(jsonb_build_object('game_id', n.game_id,
      'is_right_answer', n.is_right_answer, 'answered_at', n.answered_at, 'created', n.created))
      FROM new_rows n WHERE n.answered_at IS NOT NULL));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    removed := homework_answer_rows((SELECT jsonb_agg(jsonb_build_object('game_id', o.game_id,
      'is_right_answer', o.is_right_answer, 'answered_at', o.answered_at, 'created', o.created))
      FROM old_rows o WHERE o.answered_at IS NOT NULL));
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM apply_homework_answer_counters(coalesce(added, '[]'), coalesce(removed, '[]'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "game_data_homework_answer_counters_insert" AFTER INSERT ON "game_data"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_data_homework_answer_counters"();--> statement-breakpoint
CREATE TRIGGER "game_data_homework_answer_counters_update" AFTER UPDATE ON "game_data"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_data_homework_answer_counters"();--> statement-breakpoint
CREATE TRIGGER "game_data_homework_answer_counters_delete" AFTER DELETE ON "game_data"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_data_homework_answer_counters"();--> statement-breakpoint
-- One student's counters of one homework, counted again from their answers: a reset ("close for users") set, moved
-- or dropped changes which answers count.
CREATE FUNCTION "recount_homework_answer_counters"(homework integer, student integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "homework_answer_counters" c USING "homework_games" hg
   WHERE hg.homework_id = homework AND c.homework_game_id = hg.id AND c.user_id = student;
  INSERT INTO "homework_answer_counters" ("homework_game_id", "user_id", "answered", "right_answers", "seconds")
  SELECT g.homework_game_id, g.user_id, count(*), count(*) FILTER (WHERE d.is_right_answer),
         sum(extract(epoch from d.answered_at - d.created))
    FROM "homework_games" hg
    JOIN "games" g ON g.homework_game_id = hg.id AND g.user_id = student
    JOIN "game_data" d ON d.game_id = g.id AND d.answered_at IS NOT NULL
    LEFT JOIN "homework_resets" r ON r.homework_id = hg.homework_id AND r.user_id = student
   WHERE hg.homework_id = homework AND (r.reset_at IS NULL OR d.answered_at > r.reset_at)
   GROUP BY g.homework_game_id, g.user_id
   ORDER BY g.homework_game_id, g.user_id;
$$;
--> statement-breakpoint
CREATE FUNCTION "homework_resets_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM recount_homework_answer_counters(OLD.homework_id, OLD.user_id);
  ELSE
    PERFORM recount_homework_answer_counters(NEW.homework_id, NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "homework_resets_recount" AFTER INSERT OR UPDATE OR DELETE ON "homework_resets"
  FOR EACH ROW EXECUTE FUNCTION "homework_resets_recount"();--> statement-breakpoint
-- A game given to another entry or player (the demo seed attaches played games to its homework; a deleted entry sets
-- its games' entry to null, and its own counters are then never read): both entries' counters are counted again.
CREATE FUNCTION "games_homework_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  homework integer;
BEGIN
  SELECT hg.homework_id INTO homework FROM "homework_games" hg WHERE hg.id = OLD.homework_game_id;
  IF homework IS NOT NULL THEN PERFORM recount_homework_answer_counters(homework, OLD.user_id); END IF;
  homework := NULL;
  SELECT hg.homework_id INTO homework FROM "homework_games" hg WHERE hg.id = NEW.homework_game_id;
  IF homework IS NOT NULL THEN PERFORM recount_homework_answer_counters(homework, NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "games_homework_recount" AFTER UPDATE OF "homework_game_id", "user_id" ON "games"
  FOR EACH ROW WHEN (OLD.homework_game_id IS DISTINCT FROM NEW.homework_game_id OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION "games_homework_recount"();
--> statement-breakpoint
-- The answers already there.
INSERT INTO "homework_answer_counters" ("homework_game_id", "user_id", "answered", "right_answers", "seconds")
  SELECT g.homework_game_id, g.user_id, count(*), count(*) FILTER (WHERE d.is_right_answer),
         sum(extract(epoch from d.answered_at - d.created))
    FROM "games" g
    JOIN "homework_games" hg ON hg.id = g.homework_game_id
    JOIN "game_data" d ON d.game_id = g.id AND d.answered_at IS NOT NULL
    LEFT JOIN "homework_resets" r ON r.homework_id = hg.homework_id AND r.user_id = g.user_id
   WHERE r.reset_at IS NULL OR d.answered_at > r.reset_at
   GROUP BY g.homework_game_id, g.user_id;
