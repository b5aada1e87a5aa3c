CREATE TABLE "answer_counters" (
	"user_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"with_columns" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"right" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_counters_user_id_type_with_columns_pk" PRIMARY KEY("user_id","type","with_columns")
);
--> statement-breakpoint
-- Applies the answered game_data rows that left (removed) and came (added) to the counters, as JSON arrays: a row
-- counts once for its user and its game's type and columns flag, and as right when it was right. Rows
-- are upserted in key order, so two statements touching the same counters never deadlock. Rows whose game is gone
-- (a cascade from a deleted user) change nothing.
CREATE FUNCTION "apply_answer_counters"(added jsonb, removed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "answer_counters" ("user_id", "type", "with_columns", "total", "right")
  SELECT d.user_id, g.type, g.with_columns, sum(d.n), sum(d.r) FROM (
    SELECT a.user_id, a.game_id, 1 AS n, coalesce(a.is_right_answer, false)::int AS r
      FROM jsonb_to_recordset(added) AS a(user_id int, game_id int, is_right_answer boolean)
    UNION ALL
    SELECT o.user_id, o.game_id, -1, -(coalesce(o.is_right_answer, false)::int)
      FROM jsonb_to_recordset(removed) AS o(user_id int, game_id int, is_right_answer boolean)
  ) d
  JOIN "games" g ON g.id = d.game_id
  GROUP BY d.user_id, g.type, g.with_columns HAVING sum(d.n) <> 0 OR sum(d.r) <> 0
  ORDER BY d.user_id, g.type, g.with_columns
  ON CONFLICT ("user_id", "type", "with_columns") DO UPDATE SET
    "total" = "answer_counters"."total" + excluded."total",
    "right" = "answer_counters"."right" + excluded."right";
$$;
--> statement-breakpoint
CREATE FUNCTION "game_data_answer_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_answer_counters(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', n.user_id, 'game_id', n.game_id,
        'is_right_answer', n.is_right_answer)), '[]') FROM new_rows n WHERE n.answered_at IS NOT NULL),
      '[]');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_answer_counters('[]',
      (SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', o.user_id, 'game_id', o.game_id,
        'is_right_answer', o.is_right_answer)), '[]') FROM old_rows o WHERE o.answered_at IS NOT NULL));
  ELSE
    PERFORM apply_answer_counters(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', n.user_id, 'game_id', n.game_id,
        'is_right_answer', n.is_right_answer)), '[]') FROM new_rows n WHERE n.answered_at IS NOT NULL),
      (SELECT coalesce(jsonb_agg(jsonb_build_object('user_id', o.user_id, 'game_id', o.game_id,
        'is_right_answer', o.is_right_answer)), '[]') FROM old_rows o WHERE o.answered_at IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "game_data_answer_counters_insert" AFTER INSERT ON "game_data"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_data_answer_counters"();--> statement-breakpoint
CREATE TRIGGER "game_data_answer_counters_update" AFTER UPDATE ON "game_data"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_data_answer_counters"();--> statement-breakpoint
CREATE TRIGGER "game_data_answer_counters_delete" AFTER DELETE ON "game_data"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "game_data_answer_counters"();--> statement-breakpoint
-- The answers already there.
INSERT INTO "answer_counters" ("user_id", "type", "with_columns", "total", "right")
  SELECT d.user_id, g.type, g.with_columns, count(*), count(*) FILTER (WHERE d.is_right_answer)
    FROM "game_data" d JOIN "games" g ON g.id = d.game_id
   WHERE d.answered_at IS NOT NULL
   GROUP BY d.user_id, g.type, g.with_columns;
