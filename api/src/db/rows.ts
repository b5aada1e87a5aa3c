/** The rows of a raw `db.execute(sql...)`: an array on PGlite's driver, `{ rows }` on node-postgres. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
