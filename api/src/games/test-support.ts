// For tests that record games: what the generator would have issued to the student, put there directly.
import { eq } from 'drizzle-orm';
import type { Operation } from '@abacus/contract/expressions';
import type { Db } from '../db/client.ts';
import { homeworkGames, issuedExpressions } from '../db/schema.ts';
import { entryDraw } from './issued-draw.ts';
import { expressionKey, rememberIssued } from './issued-expressions.ts';

/**
 * Issues the record body's expressions (one, or a list for columns) to the user for a game type, as the generator
 * would; `draw`: the settings they were drawn at (entryDrawFor, for a homework entry's game).
 */
export async function issueForTest(
  db: Db,
  userId: number,
  operations: unknown,
  type = 'addition',
  draw: string | null = null,
): Promise<void> {
  if (!Array.isArray(operations) || operations.length === 0) return;
  const expressions = (Array.isArray(operations[0]) ? operations : [operations]) as unknown[][];
  const wellFormed = (items: unknown[]): items is Operation[] =>
    Array.isArray(items) && items.every((i) => i && typeof i === 'object' && 'sign' in i && 'number' in i);
  if (!expressions.every(wellFormed)) return; // garbage: the server refuses it before looking it up
  await rememberIssued(db, userId, type, expressions as Operation[][], draw);
}

/** How many issues of the expression the user may still record (0 when never issued). */
export const unrecordedIssues = async (db: Db, userId: number, items: Operation[], type = 'addition') =>
  (
    await db
      .select({ n: issuedExpressions.unrecorded })
      .from(issuedExpressions)
      .where(eq(issuedExpressions.key, expressionKey(userId, type, items)))
  )[0]?.n ?? 0;

/** The settings a homework entry's games are drawn at, as the generator would have drawn them for the engine. */
export async function entryDrawFor(db: Db, entryId: number): Promise<string | null> {
  const [row] = await db.select().from(homeworkGames).where(eq(homeworkGames.id, entryId));
  return row ? entryDraw(row) : null;
}
