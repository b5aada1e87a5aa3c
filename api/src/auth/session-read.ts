// A route's first read sent in the statement that reads the request's session (issue 16): one round trip to
// PostgreSQL where there were two. The student dashboard's calls each read the session, then one thing about the
// student named in the URL; a statement costs the API a socket write and a parse of the answer whatever it reads, so
// under load the second statement halved what a route could serve.
//
// The read runs before the route may use it: the onRequest hook only knows the raw URL, so it reads for the ids it
// finds there, and the handler takes the rows only after its own checks passed (the viewer may see that student), and
// only when it asks for the very same parameters; anything else reads again. Rows a request may not see are read and
// dropped, never answered. Nothing outlives the request.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { batchInTurn, batchParams, batchRows, type BatchedRead, type ReadSql } from '../db/batched.ts';
import { preparedOn } from '../db/prepared.ts';
import { runBatchedRead } from '../db/read-pipeline.ts';
import { requireAuth, requireAuthBy, sessionColumns, sessionOfRow } from './authenticate.ts';

/**
 * The session of each token hash of a batch, and the read for that request's parameters beside it: a row per row of
 * the read (one row with the read's columns null when it has none). The session's columns are on the first row only
 * (the rest are null), so a ledger of 50 rows does not parse the session 50 times. No session, no rows.
 */
function sessionReadText(read: ReadSql): string {
  const onFirstRow = (expression: string) => `case when coalesce(q."row#", 1) = 1 then ${expression} end`;
  return `select batch.i as "batch#", ${sessionColumns(onFirstRow)}, q.*
    from ${batchRows(1, 'text')}
    join auth_tokens viewer_token on viewer_token.token_hash = ($1::text[])[batch.i]
    join users viewer on viewer.id = viewer_token.user_id
    left join lateral (select row_number() over () as "row#", route_read.* from (${batchParams(read.text, read.types, 1)}) route_read) q
      on true`;
}

type RawRow = Record<string, unknown> & { 'batch#': number; 'row#': number | null };
const rowNumber = (row: unknown) => (row as RawRow)['row#'] as number;

interface Early<Row> {
  params: unknown[];
  rows: Row[];
}

/**
 * `read` (a batchedRead) sent with the session: `requireAuth(ctx, paramsOf)` is the route's onRequest hook, reading
 * the session and `read` of the parameters `paramsOf` finds in the raw request (null, or a null among them: the
 * session alone, as requireAuth); `readFor(req)` is `read` for the handler, answered from those rows when called
 * with the same parameters; `earlyRows(req, params)` those rows, or null (for a read that runs only with the session:
 * one that names the session's `viewer` columns). The read's columns must not be named `batch#`, `row#` or `session`;
 * its rows carry those columns too.
 */
export function sessionRead<Row>(read: BatchedRead<Row>) {
  const name = `session_${read.sql.name}`;
  const text = sessionReadText(read.sql);
  const load = preparedOn((db: Db) =>
    batchInTurn(async (inputs: { hash: string; params: unknown[] }[]) => {
      const values = [
        inputs.map((input) => input.hash),
        ...read.sql.types.map((_, p) => inputs.map((x) => x.params[p])),
      ];
      const rows = await runBatchedRead<RawRow>(db, name, text, values);
      const sets = inputs.map(() => ({ first: undefined as RawRow | undefined, rows: [] as Row[], ordered: true }));
      for (const row of rows) {
        const set = sets[row['batch#'] - 1];
        const n = row['row#'];
        // The session's columns are on the read's first row (or its only one, when the read found nothing).
        if (n === null || n === 1) set.first = row;
        if (n !== null) {
          set.ordered &&= set.rows.length + 1 === n;
          set.rows.push(row as unknown as Row);
        }
      }
      for (const set of sets) if (!set.ordered) set.rows.sort((a, b) => rowNumber(a) - rowNumber(b));
      return sets.map((set) => set.first && { ...sessionOfRow(set.first), rows: set.rows });
    }),
  );
  const early = new WeakMap<FastifyRequest, Early<Row>>();
  /** The rows read with the request's session for exactly `params`; null when it read none for them. */
  const earlyRows = (req: FastifyRequest, params: readonly unknown[]): Row[] | null => {
    const got = early.get(req);
    return got !== undefined &&
      params.length === got.params.length &&
      params.every((p, i) => Object.is(p, got.params[i]))
      ? got.rows
      : null;
  };

  return {
    requireAuth(ctx: AppContext, paramsOf: (req: FastifyRequest) => unknown[] | null) {
      // It runs before the session is checked: parameters it cannot find (a throw) read the session alone, so that an
      // odd URL is answered as any other (401 without a session, the route's own 400 with one), never 500.
      const found = (req: FastifyRequest) => {
        try {
          return paramsOf(req);
        } catch {
          return null;
        }
      };
      const alone = requireAuth(ctx);
      /** The parameters each request's read is sent with, found once. */
      const paramsFound = new WeakMap<FastifyRequest, unknown[]>();
      const withRead = requireAuthBy(
        ctx,
        async (db, hash, req) => {
          const params = paramsFound.get(req)!;
          const row = await load(db)({ hash, params });
          return row && { ...row, params };
        },
        (req, row) => early.set(req, { params: row.params, rows: row.rows }),
      );
      return (req: FastifyRequest) => {
        const params = found(req);
        if (params === null || params.includes(null)) return alone(req);
        paramsFound.set(req, params);
        return withRead(req);
      };
    },
    readFor(req: FastifyRequest): BatchedRead<Row> {
      const forDb = (db: Db) => {
        const own = read(db);
        return (...params: unknown[]) => {
          const rows = earlyRows(req, params);
          return rows === null ? own(...params) : Promise.resolve(rows);
        };
      };
      return Object.assign(forDb, { sql: read.sql });
    },
    earlyRows,
  };
}

/** `paramsOf` for a read of the query string's `names`, each a whole number (see rawInt). */
export const queryInts =
  (...names: string[]) =>
  (req: FastifyRequest) => {
    const query = req.query as Record<string, unknown>;
    return names.map((name) => rawInt(query[name]));
  };

/** A whole number PostgreSQL's `int` holds, from a raw URL value (a path parameter or a query string's). */
export function rawInt(value: unknown): number | null {
  if (typeof value !== 'string' || !/^(0|-?[1-9]\d{0,9})$/.test(value)) return null;
  const n = Number(value);
  return n >= -2147483648 && n <= 2147483647 ? n : null;
}
