import { fillPlaceholders, is, Param, Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { perShape, type RenderedSql, runNamed, statementName } from './prepared.ts';
import { runBatchedRead } from './read-pipeline.ts';

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

type BatchRow<Row> = Row & { 'batch#': number };

/** The rows of each of a batch's `count` sets, by their `batch#` (from 1), without that column. */
function rowsBySet<Row>(rows: BatchRow<Row>[], count: number): Row[][] {
  const bySet: Row[][] = Array.from({ length: count }, () => []);
  for (const { 'batch#': i, ...row } of rows) bySet[i - 1].push(row as Row);
  return bySet;
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
        return rowsBySet<Row>(await runBatchedRead<BatchRow<Row>>(db, name, batchedText, values), sets.length);
      });
      byDb.set(db, read);
    }
    return (...params: unknown[]) => read(params);
  };
  return Object.assign(forDb, { sql: { name, text, types } });
}

/**
 * A read without parameters (a version row), to be sent with the session (auth/session-read.ts); read by itself it is
 * one named statement, not batched (nothing to tell a batch's requests apart by).
 */
export function unbatchedRead<Row>(name: string, text: string): BatchedRead<Row> {
  const forDb = (db: Db) => () => runNamed<Row>(db, name, text, []);
  return Object.assign(forDb, { sql: { name, text, types: [] } });
}

/**
 * statementByShape (db/prepared.ts) batched by turn (batchInTurn): the requests of one shape that arrive in the same
 * turn share one statement, as batchedRead's reads do. A staff list's page is one statement a request, and a
 * statement's fixed cost (a socket write that wakes PostgreSQL, the parse of its answer) was most of a teacher's
 * list's. `build(shape)` is as statementByShape's; each placeholder's values go as an array of the PostgreSQL type
 * `types` names for it, the statement's other parameters (values the shape wrote, the same for every request of it)
 * as they are. The query runs once per request (`cross join lateral`), so a limit, an order or a window is each
 * request's own. A shape without placeholders is sent alone.
 */
export function batchedByShape<Shape, Row>(
  prefix: string,
  build: (shape: Shape) => SQL,
  types: Readonly<Record<string, string>>,
) {
  const statementOf = perShape(build, (query) => batchedStatement<Row>(prefix, query, types));
  return (db: Db, shape: Shape, values: Record<string, unknown>): Promise<Row[]> => statementOf(db, shape)(db)(values);
}

function batchedStatement<Row>(
  prefix: string,
  query: RenderedSql,
  types: Readonly<Record<string, string>>,
): (db: Db) => (values: Record<string, unknown>) => Promise<Row[]> {
  // A placeholder's name, also where drizzle wrapped it with a column's encoder; null for a value the shape wrote.
  const names = query.params.map((p) =>
    is(p, Placeholder) ? p.name : is(p, Param) && is(p.value, Placeholder) ? p.value.name : null,
  );
  const typeOf = (name: string) => {
    const type = types[name];
    if (type === undefined) throw new Error(`batchedByShape ${prefix}: no type for the placeholder ${name}`);
    return type;
  };
  const first = names.findIndex((name) => name !== null);
  const text =
    first === -1
      ? query.sql
      : `select batch.i as "batch#", q.* from ${batchRows(first + 1, typeOf(names[first]!))}
    cross join lateral (${query.sql.replace(/\$(\d+)/g, (whole, n: string) => {
      const name = names[Number(n) - 1];
      return name === null ? whole : `($${n}::${typeOf(name)}[])[batch.i]`;
    })}) q`;
  const name = statementName(prefix, text);
  const byDb = new WeakMap<Db, (values: Record<string, unknown>) => Promise<Row[]>>();
  return (db) => {
    let load = byDb.get(db);
    if (load === undefined) {
      load =
        first === -1
          ? (values) => runNamed<Row>(db, name, text, fillPlaceholders(query.params, values))
          : batchInTurn(async (inputs: Record<string, unknown>[]) => {
              const filled = inputs.map((values) => fillPlaceholders(query.params, values));
              const params = names.map((placeholder, i) =>
                placeholder === null ? filled[0][i] : filled.map((values) => values[i]),
              );
              return rowsBySet<Row>(await runBatchedRead<BatchRow<Row>>(db, name, text, params), inputs.length);
            });
      byDb.set(db, load);
    }
    return load;
  };
}
