import type { PgColumn } from 'drizzle-orm/pg-core';

// drizzle's columns in raw SQL sent by name (db/prepared.ts runNamed): the session's columns are selected from the
// same column maps by every session lookup (auth/authenticate.ts) and by sessionRead's statements, and read back the
// same way, as what drizzle would answer for these columns.
//
// They travel as the elements of one JSON array (issue 16): `pg` parses a row field by field (a parser and a string
// per field, and a field list rebuilt for every statement's answer), and the session's 15 columns, read on every
// request, were the most of a `users/user/me` row's parse. One `json` field is one JSON.parse: the API's CPU for
// `users/user/me` 59 -> 52-55 µs a request (`pnpm bench api`, 2026-12-03), PostgreSQL's 27 -> 30.

type Columns = Readonly<Record<string, PgColumn>>;

// Their JSON is what drizzle answers (a date is ISO text, as drizzle's mode 'string' gives it).
const AS_JSON_GIVES = new Set([
  'PgSerial',
  'PgInteger',
  'PgText',
  'PgVarchar',
  'PgBoolean',
  'PgEnumColumn',
  'PgDateString',
]);

/** How a column travels in the array and comes back as drizzle answers it. */
function codec(c: PgColumn): { sql: (e: string) => string; read?: (v: unknown) => unknown } {
  if (AS_JSON_GIVES.has(c.columnType)) return { sql: (e) => e };
  switch (c.columnType) {
    case 'PgTimestamp': {
      // JSON writes ISO text, with the offset for timestamptz; drizzle's mode 'date' answers a Date (UTC without one)
      const zone = (c as PgColumn & { withTimezone: boolean }).withTimezone ? '' : 'Z';
      return { sql: (e) => e, read: (v) => (v === null ? null : new Date(`${v}${zone}`)) };
    }
    case 'PgNumeric': // exact: as text, never a JSON number
      return { sql: (e) => `${e}::text` };
    default:
      throw new Error(`raw-columns: no JSON codec for ${c.name} (${c.columnType}); add one`);
  }
}

/** The elements of `columns` over the table `alias`, in a JSON array (`json_build_array(…)`), for elementsReader. */
export function jsonElements(alias: string, columns: Columns): string {
  return Object.values(columns)
    .map((c) => codec(c).sql(`${alias}."${c.name}"`))
    .join(', ');
}

/** Reads the object of `columns`' keys back from a JSON array, from its element `start` (jsonElements' order). */
export function elementsReader<T>(columns: Columns): (values: readonly unknown[], start: number) => T {
  const keys = Object.keys(columns);
  const reads = Object.values(columns).map((c) => codec(c).read);
  return (values, start) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const read = reads[i];
      out[keys[i]] = read === undefined ? values[start + i] : read(values[start + i]);
    }
    return out as T;
  };
}
