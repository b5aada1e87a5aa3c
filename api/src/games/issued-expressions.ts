import { sql } from 'drizzle-orm';
import type { Operation } from '@abacus/contract/expressions';
import { sha256 } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';

/** How long an issued expression may be recorded: a school day and its evening. */
export const ISSUED_TTL_HOURS = 24;

export const NOT_ISSUED =
  'These numbers were not given by the game generator, or this game was already recorded. Start a new game.';

/**
 * The key of an expression issued to a user for a game type: the generator's caller names the user (user_id, a
 * student playing) and the game; the record's caller is that user, signed in, recording that game. The generator's
 * numbers are judged, never a client's own, and only as the game they were drawn for (numbers of a multiplication
 * cannot be recorded as a division: the 2026-12-02 probe).
 */
export function expressionKey(userId: number | null, type: string, items: readonly Operation[]): string {
  const numbers = items.map((item) => `${item.sign < 0 ? '-' : '+'}${item.number}`).join(',');
  return sha256(`${userId ?? 'anonymous'}|${type}|${numbers}`);
}

/** The user_id a generator call named, when it is a plausible id. */
export const generatorUserId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** How many times each key occurs among the expressions. */
function countKeys(
  userId: number,
  type: string,
  expressions: readonly Operation[][],
): { keys: string[]; counts: number[] } {
  const counts = new Map<string, number>();
  for (const items of expressions) {
    const key = expressionKey(userId, type, items);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { keys: [...counts.keys()], counts: [...counts.values()] };
}

/** Issues of one expression a user may have unrecorded at once: far more than a school day of easy games repeats. */
export const MAX_UNRECORDED = 50;

/** How many settings one expression remembers being drawn at (a short easy one comes up at several levels). */
export const MAX_DRAWS = 8;

/**
 * Remembers what the generator handed out, and at what settings (`draw`, games/issued-draw.ts). An easy game's
 * numbers come up again (3 one-digit numbers have a few hundred forms), so the same expression issued again may be
 * recorded once more: each issue allows one record, and each setting it was drawn at is remembered.
 */
export async function rememberIssued(
  db: Db,
  userId: number | null,
  type: string,
  expressions: readonly Operation[][],
  draw: string | null,
) {
  if (userId === null || expressions.length === 0) return; // nobody can record anonymous numbers
  const { keys, counts } = countKeys(userId, type, expressions);
  await db.execute(sql`
    insert into issued_expressions as i (key, expires, unrecorded, draws)
    select k, now() + ${`${ISSUED_TTL_HOURS} hours`}::interval, n, array_remove(array[${draw}::text], null)
    from unnest(${sql.param(keys)}::varchar[], ${sql.param(counts)}::int[]) as c(k, n)
    on conflict (key) do update set expires = excluded.expires, unrecorded = least(${MAX_UNRECORDED},
      excluded.unrecorded + case when i.expires <= now() then 0 else i.unrecorded end),
      draws = case
        when i.expires <= now() then excluded.draws
        when excluded.draws <@ i.draws or cardinality(i.draws) >= ${MAX_DRAWS} then i.draws
        else i.draws || excluded.draws end`);
}

/**
 * Counts the expressions of a record as recorded. Answers the settings each was drawn at, or null, and nothing
 * counted, unless every one was issued to the user that many times.
 */
export async function claimIssued(
  db: Db,
  userId: number,
  type: string,
  expressions: readonly Operation[][],
): Promise<string[][] | null> {
  const { keys, counts } = countKeys(userId, type, expressions);
  const claimed = (await db.execute(sql`
    update issued_expressions as i set unrecorded = i.unrecorded - c.n
    from unnest(${sql.param(keys)}::varchar[], ${sql.param(counts)}::int[]) as c(k, n)
    where i.key = c.k and i.unrecorded >= c.n and i.expires > now()
    returning i.draws`)) as unknown as { rows: { draws: string[] }[] };
  return claimed.rows.length === keys.length ? claimed.rows.map((row) => row.draws) : null;
}

export async function sweepIssued(db: Db): Promise<void> {
  await db.execute(sql`delete from issued_expressions where expires <= now()`);
}
