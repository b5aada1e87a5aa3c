import type { PgColumn } from 'drizzle-orm/pg-core';

// drizzle's columns in raw SQL sent by name (db/prepared.ts runNamed): the session's columns are selected from the
// same column maps by every session lookup (auth/authenticate.ts) and by sessionRead's statements, and read back the
// same way. The rows come as `pg` parses them, which is what drizzle would answer for these columns once a `date`
// column is read as its text (drizzle keeps it a string; `pg` would make a Date of it).

type Columns = Readonly<Record<string, PgColumn>>;

/** The select list of `columns` over the table `alias`: `alias."column" as "prefix.key"`, each through `wrap`. */
export function selectColumns(alias: string, columns: Columns, prefix: string, wrap = (e: string) => e): string {
  return Object.entries(columns)
    .map(([key, c]) => {
      const value = `${alias}."${c.name}"${c.columnType === 'PgDateString' ? '::text' : ''}`;
      return `${wrap(value)} as "${prefix}.${key}"`;
    })
    .join(', ');
}

/** Reads the object of `columns`' keys back from a row of selectColumns(…, prefix). */
export function columnsReader<T>(columns: Columns, prefix: string): (row: Record<string, unknown>) => T {
  const fields = Object.keys(columns).map((key) => [key, `${prefix}.${key}`] as const);
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [key, field] of fields) out[key] = row[field];
    return out as T;
  };
}
