-- The rows of a batch of reads (api/src/db/batched.ts): 1 to n, declared as one row. A batched statement reads its
-- parameters as arrays, one element a request; declared so, PostgreSQL keeps one generic plan for it. Over `unnest` of
-- the arrays the planner reckoned ten rows or more, so it planned every execution anew (a custom plan), and planning
-- cost more than the read. PL/pgSQL, so that the planner does not inline it and see generate_series.
CREATE FUNCTION "batch_index"("n" integer) RETURNS SETOF integer LANGUAGE plpgsql IMMUTABLE ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT generate_series(1, "n");
END $$;
