-- The settings issued numbers were drawn at (games/issued-draw.ts), each once: a homework record counts only numbers
-- drawn at its entry's settings. Rows issued before have none, and cannot finish a homework entry (a new game can).
ALTER TABLE "issued_expressions" ADD COLUMN "draws" text[] DEFAULT '{}'::text[] NOT NULL;