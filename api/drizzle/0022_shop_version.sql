CREATE TABLE "shop_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shop_version_one_row" CHECK ("shop_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "shop_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Every statement that writes the shop's items moves its version on, in the same transaction: a reader sees the new
-- version exactly when it can see the new rows (as the curriculum's, migration 0020).
CREATE FUNCTION "bump_shop_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shop_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shop_items_shop_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_shop_version"();
