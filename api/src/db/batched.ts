import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { runNamed } from './prepared.ts';

/**
 * One query for the reads of every request that arrived in the same turn of the event loop (issue 16). When a
 * whole school signs in, many requests wait for the same kind of read (their token's session, their statistics);
 * each alone costs the API a write to PostgreSQL and a read of its answer, and PostgreSQL a statement of its own.
 * Batched, the requests parsed from the sockets in one poll of the loop share one statement, sent in the loop's check
 * phase (`setImmediate`): a lone request waits for nothing but the end of the poll it came in. Nothing is kept
 * between batches; every request reads the database as it is after it arrived.
 * `load` answers the batch's inputs in their order. When it fails, each input is loaded again alone, so that one
 * request's input (or a statement cancelled for it) fails that request only.
 */
export function batchInTurn<P, R>(load: (inputs: P[]) => Promise<R[]>, maxBatch = 64): (input: P) => Promise<R> {
  type Waiter = { input: P; resolve: (result: R) => void; reject: (error: unknown) => void };
  let waiting: Waiter[] | null = null;

  const flush = (batch: Waiter[]) => {
    load(batch.map((w) => w.input)).then(
      (results) => {
        for (const [i, w] of batch.entries()) w.resolve(results[i]);
      },
      (error: unknown) => {
        if (batch.length === 1) batch[0].reject(error);
        // One request's input must not fail the others': each is read again alone.
        else for (const w of batch) flush([w]);
      },
    );
  };

  return (input) =>
    new Promise<R>((resolve, reject) => {
      if (waiting === null) {
        const batch: Waiter[] = [];
        waiting = batch;
        setImmediate(() => {
          if (waiting === batch) waiting = null;
          flush(batch);
        });
      }
      waiting.push({ input, resolve, reject });
      // A full batch goes alone (its setImmediate is still due); the next input starts another.
      if (waiting.length >= maxBatch) waiting = null;
    });
}

/** A read's statement: its name, its SQL text over `$1..$n`, and the PostgreSQL types of those parameters. */
export interface ReadSql {
  name: string;
  text: string;
  types: readonly string[];
}

/** A batched read (see batchedRead), and its SQL for a statement that embeds it (auth/session-read.ts). */
export type BatchedRead<Row> = ((db: Db) => (...params: unknown[]) => Promise<Row[]>) & { readonly sql: ReadSql };

/**
 * The rows of a batch: `batch.i` from 1 to the length of the batch's first array (`$first`). `batch_index` (migration
 * 0021) is declared as one row, so PostgreSQL keeps one generic plan for a batched statement; over `unnest` of the
 * arrays the planner reckoned ten rows or more, planned every execution anew, and planning cost more than the read.
 */
export const batchRows = (first: number, type: string) => `batch_index(cardinality($${first}::${type}[])) as batch(i)`;

/**
 * `column` is one of the batch's values (the array placeholder `name` of PostgreSQL `type`), for a drizzle statement
 * batched by turn (auth/authenticate.ts `byTokenHash`). Written over `batch_index` rather than `= any($1)` so that
 * PostgreSQL keeps one generic plan for it (see batchRows): with `= any` it planned the session lookup anew every time.
 */
export function inBatch(column: AnyColumn, name: string, type: string): SQL {
  const values = sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
  return sql`${column} in (select (${values})[i] from batch_index(cardinality(${values})) i)`;
}

/** `text` with its parameters `$n` as the batch row's element of the arrays `$(n + offset)` of `types`. */
export const batchParams = (text: string, types: readonly string[], offset = 0) =>
  text.replace(/\$(\d+)/g, (_, n: string) => `($${Number(n) + offset}::${types[Number(n) - 1]}[])[batch.i]`);

/**
 * A read of SQL `text` over parameters `$1..$n` of PostgreSQL `types`, batched by turn (batchInTurn): the batch's
 * parameters go as arrays, and the read runs once per set of them (`cross join lateral`), as one named statement
 * with one generic plan (see batchRows).
 * Each caller gets its own rows, as `pg` parses them (column names as the SELECT gives them).
 * `text` must not hold a `$` besides its parameters.
 */
export function batchedRead<Row>(name: string, text: string, types: readonly string[]): BatchedRead<Row> {
  const batchedText = `select batch.i as "batch#", q.* from ${batchRows(1, types[0])}
    cross join lateral (${batchParams(text, types)}) q`;
  const byDb = new WeakMap<Db, (params: unknown[]) => Promise<Row[]>>();
  const forDb = (db: Db) => {
    let read = byDb.get(db);
    if (read === undefined) {
      read = batchInTurn(async (sets: unknown[][]) => {
        const values = types.map((_, p) => sets.map((set) => set[p]));
        const rows = await runNamed<Row & { 'batch#': number }>(db, name, batchedText, values);
        const bySet: Row[][] = sets.map(() => []);
        for (const { 'batch#': i, ...row } of rows) bySet[i - 1].push(row as Row);
        return bySet;
      });
      byDb.set(db, read);
    }
    return (...params: unknown[]) => read(params);
  };
  return Object.assign(forDb, { sql: { name, text, types } });
}
