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

/**
 * A read of SQL `text` over parameters `$1..$n` of PostgreSQL `types`, batched by turn (batchInTurn): the batch's
 * parameters go as arrays, and the read runs once per set of them (`cross join lateral`), as one named statement.
 * Each caller gets its own rows, as `pg` parses them (column names as the SELECT gives them).
 * `text` must not hold a `$` besides its parameters.
 */
export function batchedRead<Row>(
  name: string,
  text: string,
  types: readonly string[],
): (db: Db) => (...params: unknown[]) => Promise<Row[]> {
  const inner = text.replace(/\$(\d+)/g, (_, n: string) => `batch.p${n}`);
  const columns = types.map((_, i) => `p${i + 1}`).join(', ');
  const arrays = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  const batchedText = `select batch.i as "batch#", q.* from unnest(${arrays}) with ordinality as batch(${columns}, i)
    cross join lateral (${inner}) q`;
  const byDb = new WeakMap<Db, (params: unknown[]) => Promise<Row[]>>();
  return (db) => {
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
    return (...params) => read(params);
  };
}
