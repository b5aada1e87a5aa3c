CREATE TABLE "indigo_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indigo_balances" ADD CONSTRAINT "indigo_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds each (user, amount) to that user's balance, in user order, so two statements adding to the same users never
-- deadlock. A user deleted in the same statement (the ledger rows go with a user, ON DELETE CASCADE) is skipped: their
-- balance row went with them.
CREATE FUNCTION "add_to_indigo_balances"(user_ids integer[], amounts numeric[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "indigo_balances" ("user_id", "balance")
  SELECT d.user_id, sum(d.amount)
    FROM unnest(user_ids, amounts) AS d(user_id, amount)
    JOIN "users" u ON u.id = d.user_id
   GROUP BY d.user_id HAVING sum(d.amount) <> 0
   ORDER BY d.user_id
  ON CONFLICT ("user_id") DO UPDATE SET "balance" = "indigo_balances"."balance" + excluded."balance";
$$;
--> statement-breakpoint
-- The rows a statement wrote (new_rows) add to their users' balances; the rows it replaced or deleted (old_rows)
-- take away from them. An update that changes neither an amount nor a user adds nothing.
CREATE FUNCTION "indigo_transactions_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_to_indigo_balances(ARRAY(SELECT n.user_id FROM new_rows n), ARRAY(SELECT n.amount FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_to_indigo_balances(ARRAY(SELECT o.user_id FROM old_rows o), ARRAY(SELECT -o.amount FROM old_rows o));
  ELSE
    PERFORM add_to_indigo_balances(
      ARRAY(SELECT n.user_id FROM new_rows n UNION ALL SELECT o.user_id FROM old_rows o),
      ARRAY(SELECT n.amount FROM new_rows n UNION ALL SELECT -o.amount FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "indigo_transactions_balances_insert" AFTER INSERT ON "indigo_transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "indigo_transactions_balances"();--> statement-breakpoint
CREATE TRIGGER "indigo_transactions_balances_update" AFTER UPDATE ON "indigo_transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "indigo_transactions_balances"();--> statement-breakpoint
CREATE TRIGGER "indigo_transactions_balances_delete" AFTER DELETE ON "indigo_transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "indigo_transactions_balances"();--> statement-breakpoint
-- A truncated ledger leaves no balance (TRUNCATE fires no row or transition-table trigger).
CREATE FUNCTION "indigo_transactions_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "indigo_balances";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "indigo_transactions_truncated" AFTER TRUNCATE ON "indigo_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "indigo_transactions_truncated"();--> statement-breakpoint
-- The ledgers already there.
INSERT INTO "indigo_balances" ("user_id", "balance")
  SELECT t.user_id, sum(t.amount) FROM "indigo_transactions" t GROUP BY t.user_id HAVING sum(t.amount) <> 0;
