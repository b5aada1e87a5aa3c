import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * A statement built once per database handle and sent as a named statement: drizzle builds its SQL once instead of
 * on every call (its query builder was the largest share of the CPU of `users/user/me`), and PostgreSQL parses and
 * plans it once per connection. Parameters are `sql.placeholder(name)`s, filled by `.execute({ name: value })`.
 * For the reads every request makes (the token, the profile, the balance). A transaction handle gets its own.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement of SQL text drizzle does not build, sent by name: PostgreSQL parses and plans it once per connection
 * (the homework progress query spent 1.9 ms planning for 0.4 ms of work). `text` must be the same for a `name`.
 */
export async function runNamed<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  // drizzle's session holds the pool, or inside a transaction the transaction's connection.
  const { client } = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session;
  return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
}

interface Shaped<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/** drizzle's node-postgres prepared query: the SQL text it built and the configs it hands to pg, name included. */
interface NodePgPrepared {
  queryString: string;
  queryConfig: { name?: string };
  rawQueryConfig: { name?: string };
}

/**
 * A query built per request (its filters vary) sent as a statement named after its SQL text, values inlined as
 * parameters: each connection parses it once per shape, and PostgreSQL's plan cache stops planning it after five
 * runs when a generic plan is no dearer (a staff list's scope took 0.95 ms to plan for 0.12 ms of work).
 * The name is only known once drizzle has built the text, so it is set on the prepared query drizzle made
 * (prepared.test.ts checks that PostgreSQL holds the statement under that name).
 */
export function runByShape<T>(query: Shaped<T>): Promise<T> {
  const prepared = query.prepare('');
  const config = prepared as unknown as NodePgPrepared;
  const name = statementName('shape', config.queryString);
  config.queryConfig.name = name;
  config.rawQueryConfig.name = name;
  return prepared.execute();
}

/** The name of a statement of SQL `text`: `prefix_` and a digest of the text (the same text, the same name). */
export const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;

/** A query as drizzle renders it: SQL text over `$1..$n`, and its parameters (values, or placeholders to fill). */
export interface RenderedSql {
  sql: string;
  params: unknown[];
}

/**
 * `make` of a shape's SQL (`build(shape)`, rendered by drizzle) on the shape's first request, kept for the next ones
 * (statementByShape, db/batched.ts batchedByShape). Shapes are told apart by their JSON.
 */
export function perShape<Shape, T>(build: (shape: Shape) => SQL, make: (query: RenderedSql) => T) {
  const made = new Map<string, T>();
  return (db: Db, shape: Shape): T => {
    const key = JSON.stringify(shape);
    let value = made.get(key);
    if (value === undefined) {
      value = make((db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(build(shape)));
      made.set(key, value);
    }
    return value;
  };
}

/**
 * A statement built once per shape and sent by name with each request's values: for a query whose filters vary by
 * request (a staff list), drizzle builds and renders its SQL on the shape's first request only (building it was 30 %
 * of a teacher's student list's CPU). `build(shape)` gets the shape alone (which filters a request has, the viewer's
 * role: plain values, the same for every request of the shape) and puts each request's value in a
 * `sql.placeholder(name)`; `run` fills them from `values`. A value `build` wrote into the SQL would be served to the
 * next request of the shape, which is why it never sees one.
 */
export function statementByShape<Shape, Row>(prefix: string, build: (shape: Shape) => SQL) {
  const statementOf = perShape(build, (query) => ({ ...query, name: statementName(prefix, query.sql) }));
  return (db: Db, shape: Shape, values: Record<string, unknown>): Promise<Row[]> => {
    const statement = statementOf(db, shape);
    return runNamed<Row>(db, statement.name, statement.sql, fillPlaceholders(statement.params, values));
  };
}
