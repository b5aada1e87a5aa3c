-- A ledger row as the ledger's read sends it: a JSON array [id, amount, kind, reason, created], the amount with its
-- two places, the time as JavaScript's toISOString writes it (UTC, milliseconds, Z). Declared IMMUTABLE so that a
-- stored generated column may use it: its result depends on its arguments alone (a fixed time zone, a to_char pattern
-- without locale-dependent fields, JSON's own escaping), though PostgreSQL marks to_char and json_build_array STABLE.
CREATE FUNCTION "indigo_ledger_entry"(id integer, amount numeric, kind varchar, reason text, created timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_array(id, amount::text, kind, reason,
    to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
$$;
--> statement-breakpoint
-- Computed by PostgreSQL whenever a row is written (and now, for the rows already there): the ledger's read joins
-- these texts instead of building JSON for every row on every read (indigo/history.ts).
ALTER TABLE "indigo_transactions" ADD COLUMN "ledger_entry" text GENERATED ALWAYS AS (indigo_ledger_entry(id, amount, kind, reason, created)) STORED;
