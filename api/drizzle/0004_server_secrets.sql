CREATE TABLE "server_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
