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

/** Rows read by id, with the version the reading statement saw (null: no version row). */
export interface VersionedRows<T> {
  version: number | null;
  rows: Map<number, T>;
}

/**
 * Rows kept one by one, by id, with the version of the statement that read them (homework: a student's month names
 * its homework, which the students of a group share): `at(db, version, ids)` answers the rows of `ids` at `version`,
 * reading only those not kept at it. `readMany(db, ids)` reads them with the version it saw; rows read at a version
 * other than the one asked for (a write in between) answer this call and are kept only under their own version, and a
 * newer version drops the older one's rows. At most `limit` rows are kept a database; past it, the kept ones go.
 */
export function keptByVersionPerId<T>(readMany: (db: Db, ids: number[]) => Promise<VersionedRows<T>>, limit = 50_000) {
  const kept = new WeakMap<Db, { version: number; rows: Map<number, T> }>();
  return async function at(db: Db, version: number | null, ids: readonly number[]): Promise<Map<number, T>> {
    const known = kept.get(db);
    const current = version !== null && known?.version === version ? known.rows : null;
    const out = new Map<number, T>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = current?.get(id);
      if (row === undefined) missing.push(id);
      else out.set(id, row);
    }
    if (missing.length === 0) return out;
    const read = await readMany(db, missing);
    for (const [id, row] of read.rows) out.set(id, row);
    if (read.version === null) return out;
    let store = kept.get(db);
    if (store === undefined || store.version < read.version) {
      store = { version: read.version, rows: new Map() };
      kept.set(db, store);
    }
    if (store.version === read.version) {
      if (store.rows.size + read.rows.size > limit) store.rows.clear();
      for (const [id, row] of read.rows) store.rows.set(id, row);
    }
    return out;
  };
}

/**
 * Values kept by key at one version, the newest seen (a teacher's first page, by viewer and window): `get` answers the
 * value kept at `version`, or undefined; `set` keeps one read at `version`, dropping everything kept at an older one,
 * and ignores one older than what is kept. At most `limit` values are kept a database; past it, the kept ones go.
 */
export function keptByVersionPerKey<T>(limit: number) {
  const kept = new WeakMap<Db, { version: number; values: Map<string, T> }>();
  return {
    get(db: Db, version: number, key: string): T | undefined {
      const known = kept.get(db);
      return known?.version === version ? known.values.get(key) : undefined;
    },
    set(db: Db, version: number, key: string, value: T): void {
      let store = kept.get(db);
      if (store === undefined || store.version < version) {
        store = { version, values: new Map() };
        kept.set(db, store);
      }
      if (store.version !== version) return;
      if (store.values.size >= limit) store.values.clear();
      store.values.set(key, value);
    },
  };
}
