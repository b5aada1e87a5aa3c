CREATE TABLE "issued_expressions" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "issued_expressions_expires_idx" ON "issued_expressions" USING btree ("expires");