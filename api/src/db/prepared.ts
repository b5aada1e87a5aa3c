import type { Db } from './client.ts';

/**
 * A statement built once per database handle and sent as a named statement: drizzle builds its SQL once instead of
 * on every call (its query builder was the largest share of the CPU of `users/user/me`), and PostgreSQL parses and
 * plans it once per connection. Parameters are `sql.placeholder(name)`s, filled by `.execute({ name: value })`.
 * For the reads every request makes (the token, the profile, the balance); not inside transactions.
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
