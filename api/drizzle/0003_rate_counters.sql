CREATE TABLE "rate_counters" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"last_hit" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires");