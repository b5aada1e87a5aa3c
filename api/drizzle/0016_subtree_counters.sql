CREATE TABLE "group_counters" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"students_total" integer DEFAULT 0 NOT NULL,
	"students_active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_counters" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"parents_total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Applies the users that left (removed) and came (added) to the counters, as JSON arrays of user rows: a student
-- counts in its group (and as active when active), a parent under the user it was created by. Rows are upserted in
-- id order, so two statements touching the same counters never deadlock.
CREATE FUNCTION "apply_subtree_counters"(added jsonb, removed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "group_counters" ("group_id", "students_total", "students_active")
  SELECT d.group_id, sum(d.n), sum(d.a) FROM (
    SELECT u.group_id, 1 AS n, u.is_active::int AS a
      FROM jsonb_to_recordset(added) AS u(role text, group_id int, is_active boolean)
     WHERE u.role = 'student' AND u.group_id IS NOT NULL
    UNION ALL
    SELECT u.group_id, -1, -(u.is_active::int)
      FROM jsonb_to_recordset(removed) AS u(role text, group_id int, is_active boolean)
     WHERE u.role = 'student' AND u.group_id IS NOT NULL
  ) d
  GROUP BY d.group_id HAVING sum(d.n) <> 0 OR sum(d.a) <> 0
  ORDER BY d.group_id
  ON CONFLICT ("group_id") DO UPDATE SET
    "students_total" = "group_counters"."students_total" + excluded."students_total",
    "students_active" = "group_counters"."students_active" + excluded."students_active";
  INSERT INTO "owner_counters" ("owner_id", "parents_total")
  SELECT d.parent_id, sum(d.n) FROM (
    SELECT u.parent_id, 1 AS n
      FROM jsonb_to_recordset(added) AS u(role text, parent_id int)
     WHERE u.role = 'parent' AND u.parent_id IS NOT NULL
    UNION ALL
    SELECT u.parent_id, -1
      FROM jsonb_to_recordset(removed) AS u(role text, parent_id int)
     WHERE u.role = 'parent' AND u.parent_id IS NOT NULL
  ) d
  GROUP BY d.parent_id HAVING sum(d.n) <> 0
  ORDER BY d.parent_id
  ON CONFLICT ("owner_id") DO UPDATE SET
    "parents_total" = "owner_counters"."parents_total" + excluded."parents_total";
$$;
--> statement-breakpoint
-- One statement-level trigger per operation (transition tables): a bulk insert of 40,000 students is one upsert per
-- group, and an update that changes none of role, group, state or owner writes nothing.
CREATE FUNCTION "users_subtree_counters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM apply_subtree_counters(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('role', n.role, 'group_id', n.group_id, 'is_active', n.is_active,
        'parent_id', n.parent_id)), '[]') FROM new_rows n WHERE n.role IN ('student', 'parent')),
      '[]');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_subtree_counters('[]',
      (SELECT coalesce(jsonb_agg(jsonb_build_object('role', o.role, 'group_id', o.group_id, 'is_active', o.is_active,
        'parent_id', o.parent_id)), '[]') FROM old_rows o WHERE o.role IN ('student', 'parent')));
  ELSE
    PERFORM apply_subtree_counters(
      (SELECT coalesce(jsonb_agg(jsonb_build_object('role', n.role, 'group_id', n.group_id, 'is_active', n.is_active,
        'parent_id', n.parent_id)), '[]') FROM new_rows n WHERE n.role IN ('student', 'parent')),
      (SELECT coalesce(jsonb_agg(jsonb_build_object('role', o.role, 'group_id', o.group_id, 'is_active', o.is_active,
        'parent_id', o.parent_id)), '[]') FROM old_rows o WHERE o.role IN ('student', 'parent')));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_subtree_counters_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_subtree_counters"();--> statement-breakpoint
CREATE TRIGGER "users_subtree_counters_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_subtree_counters"();--> statement-breakpoint
CREATE TRIGGER "users_subtree_counters_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_subtree_counters"();--> statement-breakpoint
-- The counts of the users already there.
INSERT INTO "group_counters" ("group_id", "students_total", "students_active")
  SELECT "group_id", count(*), count(*) FILTER (WHERE "is_active") FROM "users"
   WHERE "role" = 'student' AND "group_id" IS NOT NULL GROUP BY "group_id";--> statement-breakpoint
INSERT INTO "owner_counters" ("owner_id", "parents_total")
  SELECT "parent_id", count(*) FROM "users" WHERE "role" = 'parent' AND "parent_id" IS NOT NULL GROUP BY "parent_id";
