// For tests that record games: what the generator would have issued to the student, put there directly.
import { eq } from 'drizzle-orm';
import type { Operation } from '@abacus/contract/expressions';
import type { Db } from '../db/client.ts';
import { issuedExpressions } from '../db/schema.ts';
import { expressionKey, rememberIssued } from './issued-expressions.ts';

/** Issues the record body's expressions (one, or a list for columns) to the user for a game type, as the generator
 * would. */
export async function issueForTest(db: Db, userId: number, operations: unknown, type = 'addition'): Promise<void> {
  if (!Array.isArray(operations) || operations.length === 0) return;
  const expressions = (Array.isArray(operations[0]) ? operations : [operations]) as unknown[][];
  const wellFormed = (items: unknown[]): items is Operation[] =>
    Array.isArray(items) && items.every((i) => i && typeof i === 'object' && 'sign' in i && 'number' in i);
  if (!expressions.every(wellFormed)) return; // garbage: the server refuses it before looking it up
  await rememberIssued(db, userId, type, expressions as Operation[][]);
}

/** How many issues of the expression the user may still record (0 when never issued). */
export const unrecordedIssues = async (db: Db, userId: number, items: Operation[], type = 'addition') =>
  (
    await db
      .select({ n: issuedExpressions.unrecorded })
      .from(issuedExpressions)
      .where(eq(issuedExpressions.key, expressionKey(userId, type, items)))
  )[0]?.n ?? 0;
