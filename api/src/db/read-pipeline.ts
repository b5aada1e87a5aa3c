import pg from 'pg';
import type { Db } from './client.ts';
import { runNamed } from './prepared.ts';

/**
 * A connection of the batched reads (db/batched.ts, the session lookups): one connection in pg's pipeline mode, on
 * which every statement goes out at once, without waiting for the answer of the one before (issue 16).
 * Through the pool, each batch took a connection of its own: with four or five batches in flight, four or five
 * backends were woken for a statement each and competed for the two cores with the API. On one pipelined connection,
 * one backend answers them one after the other while it is awake. Under `pnpm bench api`, PostgreSQL's CPU for
 * `users/user/me` went 30 -> 22 µs a request, and it answered 14 % more requests a second (the day statistic 10 %).
 * A database has two of them (readOverPipelines), each statement sent on the one with fewer in flight.
 * Every statement is its own implicit transaction with its own Sync, so one that fails fails alone.
 * A statement queues behind the ones before it: at `maxInFlight` statements on the connection, `query` answers null,
 * and the caller sends through the pool (runBatchedRead), so a slow statement holds up only a few others.
 * A connection that breaks (server restarted, a query timed out) is dropped, and the next statement opens a new one.
 */
export class ReadPipeline {
  readonly #config: pg.ClientConfig;
  readonly #maxInFlight: number;
  #current: { client: pg.Client; ready: Promise<unknown> } | null = null;
  #inFlight = 0;
  #closed = false;

  constructor(config: pg.ClientConfig, maxInFlight = 8) {
    this.#config = config;
    this.#maxInFlight = maxInFlight;
  }

  /** Statements sent and not yet answered. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** The query's answer, sent on the pipeline; null when it is full or closed (send it another way). */
  query<T extends pg.QueryResultRow>(query: pg.QueryConfig): Promise<pg.QueryResult<T>> | null {
    if (this.#closed || this.#inFlight >= this.#maxInFlight) return null;
    this.#inFlight++;
    const { client, ready } = this.#connection();
    return ready.then(() => client.query<T>(query)).finally(() => this.#inFlight--);
  }

  /** Ends the connection once the statements on it are answered; later queries answer null. */
  async close(): Promise<void> {
    this.#closed = true;
    const current = this.#current;
    this.#current = null;
    if (current === null) return;
    await current.ready.catch(() => {});
    await current.client.end().catch(() => {});
  }

  #connection() {
    if (this.#current !== null) return this.#current;
    const client = new pg.Client({ ...this.#config, pipeline: true });
    const current = { client, ready: client.connect() };
    const drop = () => {
      if (this.#current === current) this.#current = null;
    };
    // Without a listener, a broken connection's 'error' would end the process.
    client.on('error', (err) => {
      console.error('PostgreSQL read pipeline lost:', err.message);
      drop();
    });
    client.on('end', drop);
    current.ready.catch(drop);
    this.#current = current;
    return current;
  }
}

const pipelines = new WeakMap<Db, readonly ReadPipeline[]>();

/**
 * Sends `db`'s batched reads over `reads` (db/client.ts openPg; a transaction's handle has none), each statement on
 * the connection with the fewest in flight. One pipelined backend kept one core busy while the other had idle gaps
 * (perf sched under `pnpm bench api`: the machine 72-77 % busy on the dashboard's routes); with two, a burst of
 * batches is answered by both cores. Against one, alternating runs: the homework month 18 -> 21 % of the trivial
 * route, the balance 20 -> 22 %, `users/user/me` 36 -> 39 %, the staff list the same. Round robin (the twelfth
 * session's try) measured worse than one; by the fewest in flight, a lone statement goes where the last one went.
 */
export function readOverPipelines(db: Db, reads: readonly ReadPipeline[]): void {
  pipelines.set(db, reads);
}

function leastBusy(reads: readonly ReadPipeline[]): ReadPipeline {
  let least = reads[0];
  for (const read of reads) if (read.inFlight < least.inFlight) least = read;
  return least;
}

/** runNamed for a batched read: over `db`'s read pipelines while they have room, else as runNamed sends it. */
export async function runBatchedRead<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const reads = pipelines.get(db);
  const sent = reads && leastBusy(reads).query<T & pg.QueryResultRow>({ name, text, values });
  return sent ? (await sent).rows : runNamed<T>(db, name, text, values);
}
