// Content every caller reads alike and staff rarely change (the curriculum, the shop's catalogue), kept by each API
// process with the version it read: a one-row table the database moves on in the writer's transaction (statement-level
// triggers, migrations 0020 and 0022). A request reads the version with its own per-user read, in one statement, and
// the kept content is used only when it is that version's; otherwise it is read again. So a replica never serves
// content older than the version its request saw, and no replica has to be told of an edit.
import type { Db } from './client.ts';

/** `read` kept per database (the tests run several in one process): `at(db, version)` answers the content at it. */
export function keptByVersion<T>(read: (db: Db) => Promise<T>) {
  const kept = new WeakMap<Db, { version: number; content: Promise<T> }>();
  return function at(db: Db, version: number | null): Promise<T> {
    // No version row (a database emptied by hand): nothing can be kept safely.
    if (version === null) return read(db);
    const known = kept.get(db);
    if (known?.version === version) return known.content;
    const content = read(db);
    kept.set(db, { version, content });
    // A failed read is not kept: the next request reads again.
    content.catch(() => {
      if (kept.get(db)?.content === content) kept.delete(db);
    });
    return content;
  };
}
