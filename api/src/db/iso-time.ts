/**
 * SQL for a `timestamptz` column written as JavaScript's `Date#toISOString` writes it (UTC, milliseconds, `Z`): for a
 * hot read whose answer has times (the homework month's), so that the API neither parses each into a `Date` nor
 * formats it back (both were 8 % of the balance route's CPU when the ledger did so; the ledger's rows now carry theirs
 * in `ledger_entry`, migration 0026, with the same pattern). Milliseconds are cut, as a `Date` from `pg` cuts them.
 */
export const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
